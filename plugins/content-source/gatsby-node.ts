import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode, Store } from "gatsby"
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql"
import { checkContentOrExit, watchContent } from "./content-gate"
import { contentFiles } from "../../content-model/model"
import { toGraphQL } from "../../content-model/to-graphql"
import { writesTypes } from "./write-types"

/** The site's folder, as Gatsby was started on it (its store types `getState` as a plain `Function`). */
const siteDirectory = (store: Store) => (store.getState as () => { program: { directory: string } })().program.directory

// data/ is checked before anything else runs: onPreInit comes before Gatsby empties or writes
// .cache/ and public/, so a broken content file stops the build and leaves the last site intact.
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const directory = siteDirectory(store)
  checkContentOrExit(directory, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(directory, reporter)
}

// The schema is derived from the content model, never inferred: a renamed field or a missing
// image fails the build instead of silently turning into null.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}

// The schema Gatsby built, as SDL: ESLint checks every query against this committed copy, so linting
// needs no build, and `npm test` fails after a build that changed it without it being committed.
// Not in a publishing build (write-types.ts).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  if (!writesTypes()) return
  const { schema } = (store.getState as () => { schema: GraphQLSchema })()
  const file = path.join(siteDirectory(store), "src/gatsby-schema.graphql")
  const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`
  const current = (() => {
    try {
      return readFileSync(file, "utf8")
    } catch {
      return ""
    }
  })()
  if (current !== sdl) writeFileSync(file, sdl)
}
