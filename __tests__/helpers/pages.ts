import path from "node:path"
import { readData } from "./content"

/** What gatsby-plugin-image would give for a diagram, enough for the mocked <GatsbyImage>. */
const imageData = (file: string, width: number, height: number) => ({
  layout: "constrained",
  width,
  height,
  images: {
    fallback: {
      src: `/static/${width}/${path.basename(file)}`,
      srcSet: `/static/${width}/${path.basename(file)} ${width}w`,
    },
    sources: [{ type: "image/webp", srcSet: `/static/${width}/${path.basename(file, ".png")}.webp ${width}w` }],
  },
})

interface RawDiagram {
  image: string
}

/** A diagram of data/ as the DiagramFields fragment returns it. */
export const diagramData = <T extends RawDiagram>(diagram: T) => ({
  ...diagram,
  image: {
    childImageSharp: {
      gatsbyImageData: imageData(diagram.image, 720, 704),
      large: imageData(diagram.image, 1600, 1564),
    },
  },
})

type Section = { diagram?: RawDiagram }

/** The verification page query's `page`, built from data/ (without the steps, which it does not query). */
export function verificationPageData() {
  const { steps: _steps, ...page } = readData<{ steps: unknown; sections: Section[] }>("processus-verification.json")
  return {
    ...page,
    sections: page.sections.map(section => ({
      subsections: null,
      ...section,
      diagram: section.diagram ? diagramData(section.diagram) : null,
    })),
  } as unknown as NonNullable<Queries.VerificationProcessPageQuery["page"]>
}

export function appealsPageData() {
  const page = readData<{ blocks: { diagram: RawDiagram }[] }>("processus-appels-plaintes.json")
  return {
    ...page,
    blocks: page.blocks.map(block => ({ ...block, diagram: diagramData(block.diagram) })),
  } as unknown as NonNullable<Queries.AppealsComplaintsPageQuery["page"]>
}

/** The labels every diagram shares, from data/interface.json. */
export const diagramLabels = () => readData<{ diagram: Queries.DiagramLabels }>("interface.json").diagram

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
