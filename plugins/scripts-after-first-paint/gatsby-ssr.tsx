import type { GatsbySSR } from "gatsby"
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint"

// A production build requires Gatsby's scripts slice; `gatsby develop` renders pages without it.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(scriptsAfterFirstPaint(getPostBodyComponents(), process.env.NODE_ENV === "production"))
}
