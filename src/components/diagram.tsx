import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { DIAGRAM_ATTRIBUTE } from "../utils/diagram-failure"
import { Icon } from "./icons"
import { ImageViewer, type ViewerImage } from "./image-viewer"
import { Picture } from "./picture"
import * as styles from "./diagram.module.css"

interface DiagramProps {
  diagram: Queries.DiagramFieldsFragment
  labels: Queries.DiagramLabels
  /** The width the image is laid out at, as a `sizes` value: each page lays its diagrams out differently. */
  sizes: string
  /** The level of the steps' heading: one below the heading of the section the diagram sits in. */
  level?: 3 | 4
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

const toViewerImage = ({ title, alt, steps }: Queries.DiagramFieldsFragment, large: IGatsbyImageData): ViewerImage => ({
  title,
  alt,
  steps,
  src: large.images.fallback?.src ?? "",
  srcSet: large.images.fallback?.srcSet,
  sources: (large.images.sources ?? []).map(({ type, srcSet }) => ({ type: type ?? "", srcSet })),
  width: large.width,
  height: large.height,
})

/**
 * A process diagram: the image with a button over it that opens its enlarged view (named
 * « Agrandir le schéma » and the diagram's title), then its steps as an ordered list, the text
 * equivalent. The image's alternative ends by pointing to that list, and the enlarged view's image is
 * described by the same steps (RGAA 1.6). The figure is named
 * by its caption, the diagram's title (RGAA 1.9: role and aria-label). The button opens the view's
 * <dialog> by the platform (`command="show-modal"`), before the scripts run or without them; a link
 * under the figure, named for what it opens, leads to the large image for a browser without invoker
 * commands (docs/decisions/platform-interactions.md). If the image fails to load, the figure
 * (placeholder included) is hidden by the page's head script (src/utils/diagram-failure.ts); the
 * list stays.
 */
export function Diagram({ diagram, labels, sizes, level = 3 }: DiagramProps) {
  const image = diagram.image.childImageSharp?.gatsbyImageData
  const large = diagram.image.childImageSharp?.large
  const id = React.useId()
  const [stepsId, openId, captionId, viewerId] = [`${id}etapes`, `${id}agrandir`, `${id}titre`, `${id}vue`]
  const figureProps = { [DIAGRAM_ATTRIBUTE]: diagram.title }
  const StepsHeading = `h${level}` as const
  return (
    <div className={styles.diagram}>
      <div className={styles.layout}>
        {image && large && (
          <figure className={styles.figure} role="figure" aria-label={diagram.title} {...figureProps}>
            <div className={styles.frame}>
              <Picture
                image={withSizes(image, sizes)}
                alt={`${diagram.alt} ${labels.stepsPointer}`}
                className={styles.image}
              />
              {/* Over the image rather than around it: a button may only hold phrasing content. */}
              <button
                type="button"
                className={styles.open}
                command="show-modal"
                commandfor={viewerId}
                aria-haspopup="dialog"
                aria-labelledby={`${openId} ${captionId}`}
                onClick={showWithoutCommands(viewerId)}
              >
                <span id={openId} className="visually-hidden">
                  {labels.openLabel}
                </span>
                <span className={styles.badge}>
                  <Icon name="expand" />
                </span>
              </button>
            </div>
            {/* Before the caption, which HTML wants first or last in its figure. */}
            <p className={styles.caption}>
              <a href={large.images.fallback?.src} className={styles.captionLink}>
                {labels.imageLink}
                <span className="visually-hidden"> {diagram.title}</span>
              </a>
            </p>
            <figcaption id={captionId} className={styles.caption}>
              {diagram.title}
            </figcaption>
          </figure>
        )}
        <div className={styles.steps}>
          <StepsHeading id={stepsId} className={styles.stepsHeading}>
            {labels.stepsHeading}
          </StepsHeading>
          <ol aria-labelledby={stepsId}>
            {diagram.steps.map(step => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {/* After the steps: its title (h2) would otherwise come between the page's headings and the steps'. */}
        {large && <ImageViewer id={viewerId} image={toViewerImage(diagram, large)} labels={labels} />}
      </div>
    </div>
  )
}

/** Where the browser has no invoker commands but the scripts run, the opener calls showModal() itself. */
const showWithoutCommands = (viewerId: string) => () => {
  if ("command" in HTMLButtonElement.prototype) return
  const dialog = document.getElementById(viewerId)
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
}

// AVIF and WebP at the widths pages show diagrams at (phones to a 2x desktop screen); the viewer's
// 1600 px rendition, the source's own size, sharp at 100 %, in WebP only: AVIF costs sharp about twenty
// times WebP's time at that size, the bulk of a cold build (bench/notes.md, « Images »).
export const query = graphql`
  fragment DiagramFields on Diagram {
    title
    alt
    steps
    image {
      childImageSharp {
        gatsbyImageData(width: 640, layout: CONSTRAINED, formats: [AVIF, WEBP], breakpoints: [480, 640, 960, 1280])
        large: gatsbyImageData(
          width: 1600
          layout: CONSTRAINED
          formats: [WEBP]
          placeholder: NONE
          outputPixelDensities: [1]
        )
      }
    }
  }
`
