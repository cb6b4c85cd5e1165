import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"
import { INITIAL_SECTION } from "./accordion-state"
import { Diagram } from "./diagram"
import { Icon } from "./icons"
import { ForeignText } from "./foreign-text"
import * as styles from "./process-accordion.module.css"

export type ProcessSection = NonNullable<Queries.VerificationProcessPageQuery["page"]>["sections"][number]

export const panelId = (id: string) => `panneau-${id}`

interface ProcessPanelProps {
  section: ProcessSection
  /** The `name` of the exclusive group of sections. */
  group: string
  labels: Queries.DiagramLabels
}

// Measured in Chromium: 622px from 768px wide up, the viewport less 50px below.
const DIAGRAM_SIZES = "(min-width: 768px) 622px, calc(100vw - 50px)"

/**
 * Keeps the tapped summary where it was on screen. Opening a section closes the open one above it;
 * when the visitor had scrolled into that one's text, the page shrinks above the summary and Chromium's
 * scroll anchoring does not follow: the reader is left in the footer (388 px to -1,700 px on a phone).
 * A bare `<details name>` group does the same, and no overflow-anchor rule changes it (bench/notes.md,
 * « Ancrage du défilement »); the usual fix of exclusive accordions is a script, as here
 * (https://github.com/tabvengers/spicy-sections/issues/41). The browser applies the click's toggle
 * before the next frame, so a frame callback sees the new layout and scrolls back before anything is
 * painted. Without the script the sections still work, with the browser's own scrolling.
 */
function keepSummaryInPlace(event: React.MouseEvent<HTMLElement>) {
  const summary = event.currentTarget
  const top = summary.getBoundingClientRect().top
  requestAnimationFrame(() => {
    const shift = summary.getBoundingClientRect().top - top
    if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" })
  })
}

/**
 * One section of the verification page, a `<details>` of the group: its summary (icon, title,
 * chevron) opens and closes it. `open` is only the server's first state ('contexte'): the prop never
 * changes, so React never writes it and the browser keeps what the visitor chose.
 */
export function ProcessPanel({ section, group, labels }: ProcessPanelProps) {
  const titleId = `titre-${section.id}`
  const accreditation = useAccreditation()
  return (
    <details id={panelId(section.id)} name={group} className={styles.section} open={section.id === INITIAL_SECTION}>
      <summary className={styles.summary} onClick={keepSummaryInPlace}>
        <span className={styles.panelIcon}>
          <Icon name={section.icon} />
        </span>
        {/* Under the « Sommaire » heading (h2) that titles the group of sections. */}
        <h3 id={titleId} className={styles.title}>
          {section.title}
        </h3>
        <Icon name="chevron" className={styles.chevron} />
      </summary>
      {/* A tap before hydration ends makes React hydrate the boundary that holds it at once (selective
          hydration, https://github.com/reactwg/react-18/discussions/130). The body is a boundary of its
          own: a tap on a summary hydrates the summaries, not the sections' texts and diagrams. */}
      <React.Suspense>
        <div className={styles.panel}>
          <p className={styles.lead}>
            <ForeignText text={section.description} />
          </p>
          {/* Where a section presents an OTI's opinion, the body's statuses (issue 39, point 10). */}
          {section.status && accreditation && <p>{accreditation.mission(section.status)}</p>}
          {section.subsections?.map(subsection => (
            <div key={subsection.title} className={styles.subsection}>
              <h4>{subsection.title}</h4>
              {subsection.content.map(paragraph => (
                <p key={paragraph}>
                  <ForeignText text={paragraph} />
                </p>
              ))}
            </div>
          ))}
          {section.diagram && <Diagram diagram={section.diagram} labels={labels} sizes={DIAGRAM_SIZES} level={4} />}
        </div>
      </React.Suspense>
    </details>
  )
}
