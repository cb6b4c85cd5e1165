import { copyFileSync, readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

// Gatsby runs in bench/floor/ and compiles this file into .cache/: paths start from the working directory.
const REFERENCE = path.resolve("..", "first-tap", "reference")

/**
 * The floor's one page holds the first tap's reference page (its body, as written), so that the
 * benchmark can tap the same native elements while a bare Gatsby page's own scripts start
 * (bench/notes.md, « Premier toucher »).
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const html = readFileSync(path.join(REFERENCE, "index.html"), "utf8")
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1]
  if (!body) throw new Error(`${path.join(REFERENCE, "index.html")} : pas de <body>`)
  actions.createPage({ path: "/", component: path.resolve("src/templates/floor.tsx"), context: { body } })
}

/** The reference's diagram, at the address its markup gives. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  copyFileSync(path.join(REFERENCE, "diagram.svg"), path.resolve("public", "diagram.svg"))
}
