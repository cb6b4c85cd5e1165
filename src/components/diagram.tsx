import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useImageFailure } from "../hooks/use-image-failure"
import type { ViewerImage } from "../hooks/use-image-viewer"
import { Icon } from "./icons"
import { Picture } from "./picture"
import * as styles from "./diagram.module.css"

interface DiagramProps {
  diagram: Queries.DiagramFieldsFragment
  labels: Queries.DiagramLabels
  onOpen: (image: ViewerImage, opener: HTMLElement) => void
  /** The width the image is laid out at, as a `sizes` value: each page lays its diagrams out differently. */
  sizes: string
}

// The browser picks from the srcset by `sizes` before layout: the closer `sizes` is to the real box,
// the fewer bytes a phone downloads.
const withSizes = (image: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: {
    fallback: image.images.fallback && { ...image.images.fallback, sizes },
    sources: image.images.sources?.map(source => ({ ...source, sizes })),
  },
})

const toViewerImage = ({ title, alt }: Queries.DiagramFieldsFragment, large: IGatsbyImageData): ViewerImage => ({
  title,
  alt,
  src: large.images.fallback?.src ?? "",
  srcSet: large.images.fallback?.srcSet,
  sources: (large.images.sources ?? []).map(({ type, srcSet }) => ({ type: type ?? "", srcSet })),
  width: large.width,
  height: large.height,
})

/**
 * A process diagram: the image with a button over it that opens the enlarged view (named
 * « Agrandir le schéma » and the diagram's title), then its steps as an ordered list,
 * the text equivalent. If the image fails to load, the figure (placeholder included) goes; the
 * list stays.
 */
export function Diagram({ diagram, labels, onOpen, sizes }: DiagramProps) {
  const figure = React.useRef<HTMLElement>(null)
  const failed = useImageFailure(figure, diagram.title)
  const image = diagram.image.childImageSharp?.gatsbyImageData
  const large = diagram.image.childImageSharp?.large
  const id = React.useId()
  const [stepsId, openId, captionId] = [`${id}etapes`, `${id}agrandir`, `${id}titre`]
  return (
    <div className={styles.diagram}>
      <div className={styles.layout}>
        {image && large && !failed && (
          <figure ref={figure} className={styles.figure}>
            <div className={styles.frame}>
              <Picture image={withSizes(image, sizes)} alt={diagram.alt} className={styles.image} />
              {/* Over the image rather than around it: a button may only hold phrasing content. */}
              <button
                type="button"
                className={styles.open}
                aria-haspopup="dialog"
                aria-labelledby={`${openId} ${captionId}`}
                onClick={event => onOpen(toViewerImage(diagram, large), event.currentTarget)}
              >
                <span id={openId} className="visually-hidden">
                  {labels.openLabel}
                </span>
                <span className={styles.badge}>
                  <Icon name="expand" />
                </span>
              </button>
            </div>
            <figcaption id={captionId} className={styles.caption}>
              {diagram.title}
            </figcaption>
          </figure>
        )}
        <div className={styles.steps}>
          <h3 id={stepsId} className={styles.stepsHeading}>
            {labels.stepsHeading}
          </h3>
          <ol aria-labelledby={stepsId}>
            {diagram.steps.map(step => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  )
}

export const query = graphql`
  fragment DiagramFields on Diagram {
    title
    alt
    steps
    image {
      childImageSharp {
        gatsbyImageData(width: 720, layout: CONSTRAINED, breakpoints: [320, 400, 480, 560, 640, 720, 960, 1280, 1440])
        large: gatsbyImageData(width: 1600, layout: CONSTRAINED, placeholder: NONE, outputPixelDensities: [1])
      }
    }
  }
`
