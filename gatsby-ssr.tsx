import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "fr" })
}

// Gatsby writes each page with React 18's streaming renderer, which can cut a multi-byte character
// at its 2 KB buffer boundary and leave a NUL byte in the page (https://github.com/react/react/issues/31134;
// fixed for React 19 by https://github.com/facebook/react/pull/26228; docs/decisions/react-18-decap-3.6.md).
// The pages are static and wait for nothing, so the whole-string renderer gives the same markup, intact.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
