import type { GatsbyNode } from "gatsby"
import { contentFiles } from "./src/content-model/model"
import { toGraphQL } from "./src/content-model/to-graphql"

// The schema is derived from the content model, never inferred: a renamed field or a missing
// image fails the build instead of silently turning into null.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}
