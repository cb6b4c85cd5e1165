import { readFile } from "node:fs/promises"
import type { GatsbyNode } from "gatsby"
import { setAvifEffort } from "./avif-effort"
import { faviconPng, headerLogoPng } from "./logo-png"

// Before any image job: sharp's AVIF effort, which gatsby-plugin-sharp cannot set (avif-effort.ts).
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  setAvifEffort()
}

/** The fields of Gatsby's File node that the resolvers below read. */
interface ImageFile {
  absolutePath: string
  internal: { mediaType?: string }
}

/** A File field: the image drawn by sharp as a PNG data: URI, null for a file that is not an image. */
const drawnAsPng = (draw: (image: Buffer) => Promise<Buffer>) => ({
  type: "String",
  resolve: async ({ absolutePath, internal }: ImageFile) =>
    internal.mediaType?.startsWith("image/")
      ? `data:image/png;base64,${(await draw(await readFile(absolutePath))).toString("base64")}`
      : null,
})

// The logo in the page as PNGs: the header's (pngDataURI) and the tab's icon (tabIcon). Why PNG and why
// in the page: README.md, « Le logo et l’icône de l’onglet ».
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types this action as a plain `Function`.
  const addResolvers = createResolvers as (resolvers: object) => void
  addResolvers({ File: { pngDataURI: drawnAsPng(headerLogoPng), tabIcon: drawnAsPng(faviconPng) } })
}
