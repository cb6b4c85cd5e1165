// decap-cms-locales ships no types: each locale is a tree of phrases (editor/admin/locale-fr.ts).
declare module "decap-cms-locales" {
  export interface Phrases {
    [key: string]: string | Phrases
  }
  export const fr: Phrases
}
