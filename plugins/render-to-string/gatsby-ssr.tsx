import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"

// React 18's streaming renderer can cut a multi-byte character at its buffer boundary and leave a NUL
// byte in the page; the whole-string renderer gives the same markup, intact (README.md).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}
