import type { GatsbyNode } from "gatsby"
import { compileHints } from "./compile-hints"

// The browser's scripts only: the HTML renderer runs in Node, where the hint serves nothing.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [compileHints()] })
}
