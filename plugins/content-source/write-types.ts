/**
 * The query types (src/gatsby-types.d.ts) and the schema's SDL (src/gatsby-schema.graphql) are
 * committed: lint and tsc read them without a build. `gatsby develop` writes them, and so does the
 * build of `npm test` (SITE_TYPES=write), which then fails if they changed. A publishing build has
 * no use for them and skips the work (0.5 to 0.7 s: bench/notes.md, « Builds »).
 */
export const writesTypes = () =>
  process.env.SITE_TYPES === "write" || process.env.gatsby_executing_command === "develop"
