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

// Decap's store and backend, the very instances its page uses (editor/admin/follow-service.ts).
declare module "decap-cms-core/dist/esm/redux" {
  interface ImmutableMap {
    get: (key: string) => (ImmutableMap & { keys: () => Iterable<string> }) | undefined
  }
  export const store: {
    getState: () => { config: { publish_mode?: string }; collections: unknown; editorialWorkflow: ImmutableMap }
    dispatch: (action: { type: string; payload: unknown }) => void
  }
}
declare module "decap-cms-core/dist/esm/backend" {
  export function currentBackend(config: unknown): { unpublishedEntries: (collections: unknown) => Promise<unknown> }
}
