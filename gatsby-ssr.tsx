import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { scriptsAfterFirstPaint } from "./src/build/scripts-after-first-paint"
import { diagramFailureScript } from "./src/utils/diagram-failure"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "fr" })
  // In the head, before any image: a diagram that fails to load is hidden without waiting for React.
  setHeadComponents([<script key="diagram-failure" dangerouslySetInnerHTML={{ __html: diagramFailureScript() }} />])
}

// Gatsby writes each page with React 18's streaming renderer, which can cut a multi-byte character
// at its 2 KB buffer boundary and leave a NUL byte in the page (https://github.com/react/react/issues/31134;
// fixed for React 19 by https://github.com/facebook/react/pull/26228; docs/decisions/react-18-decap-3.6.md).
// The pages are static and wait for nothing, so the whole-string renderer gives the same markup, intact.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent))
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(scriptsAfterFirstPaint(getPostBodyComponents()))
}
