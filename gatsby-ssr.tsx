import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "fr" })
}

// Gatsby writes each page with React 18's streaming renderer, which can cut a multi-byte character
// at its 2 KB buffer boundary and leave a NUL byte in the page (README.md, « React et Decap CMS »).
// The pages are static and wait for nothing, so the whole-string renderer gives the same markup, intact.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
