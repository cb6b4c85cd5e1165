import { copyFileSync, readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { FIRST_TAP_PAGE } from "./src/first-tap-page"

// Gatsby runs in bench/floor/ and compiles this file into .cache/: paths start from the working directory.
const REFERENCE = path.resolve("..", "first-tap", "reference")

/**
 * A second page, apart from the one the pages' measures compare the site with (src/pages/index.tsx),
 * holds the first tap's reference page (its body, as written): the benchmark taps the same native
 * elements there while a bare Gatsby page's own scripts start (bench/notes.md, « Premier toucher »).
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const html = readFileSync(path.join(REFERENCE, "index.html"), "utf8")
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1]
  if (!body) throw new Error(`${path.join(REFERENCE, "index.html")} : pas de <body>`)
  actions.createPage({
    path: FIRST_TAP_PAGE,
    component: path.resolve("src/templates/first-tap.tsx"),
    context: { body },
  })
}

/** The reference's stylesheet and diagram, at the addresses its markup gives. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  for (const file of ["reference.css", "diagram.svg"])
    copyFileSync(path.join(REFERENCE, file), path.resolve("public", file))
}
