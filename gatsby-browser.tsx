import "./src/styles/global.css"

export { replaceHydrateFunction } from "./src/hydrate"
export { wrapPageElement } from "./src/wrap-page-element"
