import * as React from "react"
import type { ViewerImage } from "../hooks/use-image-viewer"
import { Diagram } from "./diagram"
import { Icon } from "./icons"
import * as styles from "./process-accordion.module.css"

export type ProcessSection = NonNullable<Queries.VerificationProcessPageQuery["page"]>["sections"][number]

export const panelId = (id: string) => `panneau-${id}`
export const tocButtonId = (id: string) => `sommaire-${id}`

interface ProcessPanelProps {
  section: ProcessSection
  open: boolean
  labels: Queries.DiagramLabels
  onOpenImage: (image: ViewerImage, opener: HTMLElement) => void
}

// Measured in Chromium: 622px from 768px wide up, the viewport less 50px below.
const DIAGRAM_SIZES = "(min-width: 768px) 622px, calc(100vw - 50px)"

/** One section of the verification page; it stays in the DOM, hidden, while closed. */
export function ProcessPanel({ section, open, labels, onOpenImage }: ProcessPanelProps) {
  const titleId = `titre-${section.id}`
  return (
    <section id={panelId(section.id)} className={styles.panel} aria-labelledby={titleId} hidden={!open}>
      <div className={styles.panelHeading}>
        <span className={styles.panelIcon}>
          <Icon name={section.icon} />
        </span>
        <h2 id={titleId}>{section.title}</h2>
      </div>
      <p className={styles.lead}>{section.description}</p>
      {section.subsections?.map(subsection => (
        <div key={subsection.title} className={styles.subsection}>
          <h3>{subsection.title}</h3>
          {subsection.content.map(paragraph => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
      {section.diagram && (
        <Diagram diagram={section.diagram} labels={labels} onOpen={onOpenImage} sizes={DIAGRAM_SIZES} />
      )}
    </section>
  )
}
