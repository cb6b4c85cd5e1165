import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { StylesheetsInRendererHash } from "./stylesheet-hash"

// A style edit must render the pages again on a build with Gatsby's cache (README.md).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-html")
    actions.setWebpackConfig({ plugins: [new StylesheetsInRendererHash(path.resolve("public/webpack.stats.json"))] })
}
