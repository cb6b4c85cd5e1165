// How Gatsby reads data/ (gatsby-config.ts, gatsby-node.ts): the folder, what it skips, each file's node type,
// the site's address, and whether this build writes the query types and the schema.
import { readFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../model"

/** The content's folder: `__dirname` points into .cache/compiled once Gatsby compiles gatsby-config.ts. */
export const dataDir = path.resolve("data")

/**
 * data/site.json's `siteUrl`, read when Gatsby runs, not bundled into the compiled config: a broken
 * site.json must reach the content check (onPreInit, gatsby-node.ts) instead of failing in
 * gatsby-config.ts with a bundler stack trace.
 */
export const readSiteUrl = () => {
  try {
    return (JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as { siteUrl?: string }).siteUrl
  } catch {
    return undefined
  }
}

/** gatsby-transformer-json's `typeName`: every data file is the node type the model names (accueil.json → AccueilJson). */
export const typeName = ({ node }: { node: { relativePath: string } }) => {
  const described = contentFiles.find(({ file }) => file === node.relativePath)
  // The content check (onPreInit) rejects unknown files first: this only guards against a bypass.
  if (!described)
    throw new Error(`data/${node.relativePath} : fichier absent du modèle de contenu (content-model/model.ts)`)
  return described.typeName
}

/** Files of data/ that are not content: the editors' JSON Schemas and the editors' guide. */
export const dataIgnored = ["**/schemas/**", "**/README.md"]

/**
 * The query types (src/gatsby-types.d.ts) and the schema's SDL (src/gatsby-schema.graphql) are
 * committed: lint and tsc read them without a build. `gatsby develop` writes them, and so does the
 * build of `npm test` (SITE_TYPES=write), which then fails if they changed. A publishing build has
 * no use for them and skips the work (0.5 to 0.7 s: bench/notes.md, « Builds »).
 */
export const writesTypes = () =>
  process.env.SITE_TYPES === "write" || process.env.gatsby_executing_command === "develop"
