import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { diagramFailureScript } from "./src/utils/diagram-failure"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "fr" })
  // In the head, before any image: a diagram that fails to load is hidden without waiting for React.
  setHeadComponents([<script key="diagram-failure" dangerouslySetInnerHTML={{ __html: diagramFailureScript() }} />])
}
