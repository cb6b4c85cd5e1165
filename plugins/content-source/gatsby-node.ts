import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { isSchema, lexicographicSortSchema, printSchema } from "graphql"
import { checkContentOrExit, watchContent } from "./content-gate"
import { contentFiles } from "../../content-model/model"
import { projectRoot } from "../../content-model/node/project-root"
import { toGraphQL } from "../../content-model/to-graphql"
import { writesTypes } from "./write-types"

// data/ is checked before anything else runs: onPreInit comes before Gatsby empties or writes
// .cache/ and public/, so a broken content file stops the build and leaves the last site intact.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkContentOrExit(projectRoot, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(projectRoot, reporter)
}

// The schema is derived from the content model, never inferred: a renamed field or a missing
// image fails the build instead of silently turning into null.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}

// The schema Gatsby built, as SDL: ESLint checks every query against this committed copy, so linting
// needs no build, and `npm test` fails after a build that changed it without it being committed.
// Not in a publishing build (write-types.ts).
// Gatsby has no public API that gives the built schema: its store is the one private API the site reads,
// checked here so that a Gatsby release that moves it stops the build with a message (README.md).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, reporter }) => {
  if (!writesTypes()) return
  const { schema } = (store.getState as () => { schema?: unknown })()
  if (!isSchema(schema)) {
    return reporter.panic(
      "content-source : Gatsby ne range plus le schéma GraphQL dans store.getState().schema ; " +
        "voyez plugins/content-source/README.md (« API privée ») pour le lire autrement.",
    )
  }
  const file = path.join(projectRoot, "src/gatsby-schema.graphql")
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
