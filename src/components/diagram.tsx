import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { useImageFailure } from "../hooks/use-image-failure"
import type { ViewerImage } from "../hooks/use-image-viewer"
import { Icon } from "./icons"
import * as styles from "./diagram.module.css"

interface DiagramProps {
  diagram: Queries.DiagramFieldsFragment
  labels: Queries.DiagramLabels
  onOpen: (image: ViewerImage, opener: HTMLElement) => void
}

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
 * A process diagram: a button that opens its enlarged view, then its steps as an ordered list,
 * the text equivalent. If the image fails to load, the figure (placeholder included) goes; the
 * list stays.
 */
export function Diagram({ diagram, labels, onOpen }: DiagramProps) {
  const figure = React.useRef<HTMLElement>(null)
  const failed = useImageFailure(figure, diagram.title)
  const image = diagram.image.childImageSharp?.gatsbyImageData
  const large = diagram.image.childImageSharp?.large
  const stepsId = React.useId()
  return (
    <div className={styles.diagram}>
      <div className={styles.layout}>
        {image && large && !failed && (
          <figure ref={figure} className={styles.figure}>
            <button
              type="button"
              className={styles.open}
              aria-haspopup="dialog"
              onClick={event => onOpen(toViewerImage(diagram, large), event.currentTarget)}
            >
              <GatsbyImage image={image} alt={diagram.alt} className={styles.image} />
              <span className={styles.badge}>
                <Icon name="expand" />
                <span className="visually-hidden">{labels.openLabel}</span>
              </span>
            </button>
            <figcaption className={styles.caption}>{diagram.title}</figcaption>
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
        gatsbyImageData(width: 720, layout: CONSTRAINED)
        large: gatsbyImageData(width: 1600, layout: CONSTRAINED, placeholder: NONE, outputPixelDensities: [1])
      }
    }
  }
`
