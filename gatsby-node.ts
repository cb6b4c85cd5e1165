import type { GatsbyNode } from "gatsby"
import { checkContentOrExit, watchContent } from "./src/content-model/content-gate"
import { contentFiles } from "./src/content-model/model"
import { toGraphQL } from "./src/content-model/to-graphql"

// data/ is checked before anything else runs: onPreInit comes before Gatsby empties or writes
// .cache/ and public/, so a broken content file stops the build and leaves the last site intact.
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const { directory } = store.getState().program as { directory: string }
  checkContentOrExit(directory, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(directory, reporter)
}

// The schema is derived from the content model, never inferred: a renamed field or a missing
// image fails the build instead of silently turning into null.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}
