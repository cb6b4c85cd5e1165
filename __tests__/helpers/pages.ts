import path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { readContent, readQueried } from "./content"

/**
 * What gatsby-plugin-image gives for a diagram (src/components/diagram.tsx): WebP with AVIF beside it at
 * the page's widths, and the viewer's large rendition in WebP.
 */
const imageData = (file: string, width: number, height: number, formats: string[]): IGatsbyImageData => {
  const name = path.basename(file, ".png")
  const [fallback, ...sources] = formats
  const srcSet = (format: string) => `/static/${width}/${name}.${format} ${width}w`
  return {
    layout: "constrained",
    width,
    height,
    images: {
      fallback: { src: `/static/${width}/${name}.${fallback}`, srcSet: srcSet(fallback) },
      sources: sources.map(format => ({ type: `image/${format}`, srcSet: srcSet(format) })),
    },
  }
}

interface RawDiagram {
  image: string
}

/** A diagram of data/ as the DiagramFields fragment returns it. */
export const diagramData = <T extends RawDiagram>({ image, ...diagram }: T) => ({
  ...diagram,
  image: {
    childImageSharp: {
      gatsbyImageData: imageData(image, 640, 626, ["webp", "avif"]),
      large: imageData(image, 1600, 1564, ["webp"]),
    },
  },
})

/** The verification page query's `page`, built from data/ (without the steps, which it does not query). */
export function verificationPageData(): NonNullable<Queries.VerificationProcessPageQuery["page"]> {
  const { steps: _steps, ...page } = readQueried("processus-verification.json")
  return {
    ...page,
    sections: page.sections.map(section => ({
      ...section,
      diagram: section.diagram ? diagramData(section.diagram) : null,
    })),
  }
}

export function appealsPageData(): NonNullable<Queries.AppealsComplaintsPageQuery["page"]> {
  const page = readQueried("processus-appels-plaintes.json")
  return {
    ...page,
    // The build lists a previous version's PDF (plugins/pdf-documents/gatsby-node.ts); this one has none.
    document: { ...page.document, archivedVersions: null },
    blocks: page.blocks.map(block => ({ ...block, diagram: diagramData(block.diagram) })),
  }
}

/** The labels every diagram shares, from data/interface.json. */
export const diagramLabels = () => readContent("interface.json").diagram

/** Gives jsdom the parts of <dialog> it lacks: showModal(), and close() with its `close` event. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype
  proto.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "")
  })
  proto.close = jest.fn(function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  })
}
