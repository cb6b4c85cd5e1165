import { readFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { setAvifEffort } from "./avif-effort"
import { startImageJobs } from "./image-jobs"
import { inlineSvg } from "./inline-svg"
import { faviconPng } from "./logo-png"

// Before any image job: sharp's AVIF effort, which gatsby-plugin-sharp cannot set (avif-effort.ts).
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  setAvifEffort()
}

// A file this small (the logo) goes into the page as a data: URI: it paints with the text, with no
// request of its own that the largest paint would wait for (README.md, « Logo en ligne »).
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
      // The tab's icon, in the page too, as a PNG of 32 px (README.md, « Icône de l’onglet »).
      tabIcon: {
        type: "String",
        resolve: async ({ absolutePath, internal }: SmallFile) =>
          internal.mediaType?.startsWith("image/")
            ? `data:image/png;base64,${(await faviconPng(await readFile(absolutePath))).toString("base64")}`
            : null,
      },
      // The same small SVG as markup, for the header to draw it inline (inline-svg.ts).
      svgMarkup: whenSmall(async ({ absolutePath, mediaType }) =>
        mediaType === "image/svg+xml" ? inlineSvg(await readFile(absolutePath, "utf8")) : null,
      ),
    },
  })
}

// sharp's jobs start now, beside webpack, instead of after it (image-jobs.ts).
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
