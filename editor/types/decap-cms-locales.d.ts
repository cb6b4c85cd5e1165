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
