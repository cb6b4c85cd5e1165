import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./components/layout"

// Shared by gatsby-browser and gatsby-ssr so the server HTML and the hydrated tree are identical.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
