// decap-cms-locales ships no types: each locale is a tree of phrases (editor/admin/locale-fr.ts).
declare module "decap-cms-locales" {
  export interface Phrases {
    [key: string]: string | Phrases
  }
  export const fr: Phrases
}
declare module "decap-cms-locales/dist/esm/fr/index.js" {
  import type { Phrases } from "decap-cms-locales"
  const fr: Phrases
  export default fr
}
// Decap's English phrases: the French locale must have each of them (editor/__tests__/admin/locale-fr.test.ts).
declare module "decap-cms-locales/dist/esm/en/index.js" {
  import type { Phrases } from "decap-cms-locales"
  const en: Phrases
  export default en
}

// Decap's store and backend, the very instances its page uses (editor/admin/follow-service.ts).
declare module "decap-cms-core/dist/esm/redux" {
  interface ImmutableMap {
    get: (key: string) => (ImmutableMap & { keys: () => Iterable<string> }) | undefined
  }
  export const store: {
    getState: () => {
      config: { publish_mode?: string }
      collections: { get: (name: string) => unknown }
      editorialWorkflow: ImmutableMap
    }
    dispatch: {
      (action: { type: string; payload: unknown }): void
      // A thunk, as Decap's own actions are (redux-thunk): what it returns.
      <T>(thunk: (dispatch: unknown, getState: unknown) => T): T
    }
  }
}
// The editor's own loading of an entry: its draft if it has one, the published version otherwise
// (editor/admin/entry-watch.ts reloads an entry changed underneath with it).
declare module "decap-cms-core/dist/esm/actions/editorialWorkflow" {
  export function loadUnpublishedEntry(
    collection: unknown,
    slug: string,
  ): (dispatch: unknown, getState: unknown) => Promise<void>
}
declare module "decap-cms-core/dist/esm/backend" {
  export function currentBackend(config: unknown): { unpublishedEntries: (collections: unknown) => Promise<unknown> }
}
