import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode, Store } from "gatsby"
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql"
import { inlineSvg } from "./src/build/inline-svg"
import { faviconPng } from "./src/build/logo-png"
import { checkContentOrExit, watchContent } from "./plugins/content-model/content-gate"
import { contentFiles } from "./plugins/content-model/model"
import { toGraphQL } from "./plugins/content-model/to-graphql"
import { writeDeployFiles } from "./src/build/deploy-files"
import { setAvifEffort } from "./src/build/avif-effort"
import { startImageJobs } from "./src/build/image-jobs"
import { writesTypes } from "./src/build/write-types"
import { writePdfDocuments } from "./src/build/pdf-documents"
import { StylesheetsInRendererHash } from "./src/build/stylesheet-hash"
import { compileHints } from "./src/build/compile-hints"

/** The site's folder, as Gatsby was started on it (its store types `getState` as a plain `Function`). */
const siteDirectory = (store: Store) => (store.getState as () => { program: { directory: string } })().program.directory

// data/ is checked before anything else runs: onPreInit comes before Gatsby empties or writes
// .cache/ and public/, so a broken content file stops the build and leaves the last site intact.
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  const directory = siteDirectory(store)
  checkContentOrExit(directory, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(directory, reporter)
  // Before any image job: sharp's AVIF effort, which gatsby-plugin-sharp cannot set (src/build/avif-effort.ts).
  setAvifEffort()
}

// The schema is derived from the content model, never inferred: a renamed field or a missing
// image fails the build instead of silently turning into null.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}

// A file this small (the logo) goes into the page as a data: URI: it paints with the text, with no
// request of its own that the largest paint would wait for (bench/notes.md, « LCP »).
const INLINE_LIMIT = 4 * 1024

/** The fields of Gatsby's File node that the resolvers below read. */
interface SmallFile {
  absolutePath: string
  size: number
  internal: { mediaType?: string }
}

/** A String field of File, null unless the file is small enough to go into the page. */
const whenSmall = (read: (file: SmallFile & { mediaType: string }) => Promise<string | null>) => ({
  type: "String",
  resolve: (file: SmallFile) =>
    file.size <= INLINE_LIMIT && file.internal.mediaType ? read({ ...file, mediaType: file.internal.mediaType }) : null,
})

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types this action as a plain `Function`.
  const addResolvers = createResolvers as (resolvers: object) => void
  addResolvers({
    File: {
      dataURI: whenSmall(
        async ({ absolutePath, mediaType }) =>
          `data:${mediaType};base64,${(await readFile(absolutePath)).toString("base64")}`,
      ),
      // The tab's icon, in the page too, as a PNG: Chromium decodes a page's icon on the page's main thread,
      // and an SVG one as a document of its own, 15 to 38 ms (CPU slowed 4 times) just after the load
      // event, while the scripts start; a PNG of 32 px leaves no task in the traces (bench/notes.md, on
      // the tab's icon).
      tabIcon: {
        type: "String",
        resolve: async ({ absolutePath, internal }: SmallFile) =>
          internal.mediaType?.startsWith("image/")
            ? `data:image/png;base64,${(await faviconPng(await readFile(absolutePath))).toString("base64")}`
            : null,
      },
      // The same small SVG as markup, for the header to draw it inline (src/build/inline-svg.ts).
      svgMarkup: whenSmall(async ({ absolutePath, mediaType }) =>
        mediaType === "image/svg+xml" ? inlineSvg(await readFile(absolutePath, "utf8")) : null,
      ),
    },
  })
}

// The editor's page that `npm run edit` writes into public/admin never ships with the site (README.md).
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  rmSync(path.resolve("public", "admin"), { recursive: true, force: true })
}

// sharp's jobs start now, beside webpack, instead of after it (src/build/image-jobs.ts).
export const createPages: GatsbyNode["createPages"] = async args => {
  const queries = await startImageJobs(query => args.graphql(query), {
    srcDir: path.resolve("src"),
    dataDir: path.resolve("data"),
    stamps: path.resolve(".cache", "image-jobs.json"),
  })
  args.reporter.verbose(
    `Images lancées en avance par ${queries} requêtes (0 : entrées inchangées depuis le dernier build)`,
  )
}

// The schema Gatsby built, as SDL: ESLint checks every query against this committed copy, so linting
// needs no build, and `npm test` fails after a build that changed it without it being committed.
// Not in a publishing build (src/build/write-types.ts).
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

// The PDFs of the terms of sale and the impartiality policy, from the content their pages show; then
// the CSP hashes the inline scripts of the final pages (Gatsby's and the diagram-failure script of
// gatsby-ssr.tsx), robots.txt and the icons: see src/build/deploy-files.ts.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const directory = siteDirectory(store)
  const { files, written } = await writePdfDocuments(
    path.join(directory, "data"),
    path.join(directory, "public"),
    path.join(directory, ".cache", "pdf-documents.json"),
  )
  const list = (paths: string[]) => paths.map(file => path.relative(directory, file)).join(", ")
  reporter.info(
    `Documents PDF : ${list(files)} (${written.length ? `écrits : ${list(written)}` : "inchangés, gardés"})`,
  )
  const { pages, scripts, styles } = await writeDeployFiles()
  reporter.info(
    `Fichiers de déploiement : CSP sur ${pages} pages (${scripts} scripts et ${styles} styles en ligne hachés)`,
  )
}

// Gatsby keeps scroll positions in sessionStorage; the site stores nothing in the browser (see the
// legal notices), so they stay in memory: src/utils/scroll-memory.ts. Its production app also marks
// in sessionStorage the reload it does when a new release went live: that mark goes to the history
// entry (src/utils/history-flag-storage.ts). The bare global `sessionStorage` is used nowhere else
// (the built JavaScript is checked for the word in __tests__/e2e/releases/navigation.spec.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  const inMemory = path.resolve("src/utils/scroll-memory.ts")
  // Gatsby types its webpack plugin helpers as plain `Function`s.
  const replaceModule = plugins.normalModuleReplacement as (
    pattern: RegExp,
    replace: (resource: { context: string; request: string }) => void,
  ) => object
  const provide = plugins.provide as (definitions: Record<string, string>) => object
  actions.setWebpackConfig({
    plugins: [
      replaceModule(/^\.\/session-storage$/, resource => {
        if (resource.context.includes(`${path.sep}gatsby-react-router-scroll`)) resource.request = inMemory
      }),
      ...(stage === "build-javascript"
        ? [
            provide({ sessionStorage: path.resolve("src/utils/history-flag-storage.ts") }),
            // Measured: bench/RESULTS.md, « Indications de compilation ».
            compileHints(),
          ]
        : []),
      // A style edit must render the pages again on a build with Gatsby's cache (src/build/stylesheet-hash.ts).
      ...(stage === "build-html" ? [new StylesheetsInRendererHash(path.resolve("public/webpack.stats.json"))] : []),
    ],
  })
}
