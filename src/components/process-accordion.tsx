import * as React from "react"
import { ProcessPanel, type ProcessSection } from "./process-panel"
import * as styles from "./process-accordion.module.css"

interface ProcessAccordionProps {
  tocHeading: string
  invitation: string
  sections: readonly ProcessSection[]
  labels: Queries.DiagramLabels
}

/** The exclusive group the three sections belong to: opening one closes the others. */
export const SECTION_GROUP = "processus"

/**
 * The three sections as an exclusive group of `<details name>`: 'contexte' open at first, one open
 * at a time, a click on the open one closes it, and the invitation shows (by CSS `:has()`) when none
 * is open. The browser does all of it, before the scripts run or without them; React renders the
 * same markup and never writes `open` again, so what the visitor opened before hydration stays
 * (docs/decisions/platform-interactions.md).
 */
export function ProcessAccordion({ tocHeading, invitation, sections, labels }: ProcessAccordionProps) {
  return (
    <div className={styles.layout}>
      <h2 className={styles.tocHeading}>{tocHeading}</h2>
      <div className={styles.sections}>
        {sections.map(section => (
          <ProcessPanel key={section.id} section={section} group={SECTION_GROUP} labels={labels} />
        ))}
      </div>
      {/* A status message (RGAA 7.5): read out when the last open section closes. */}
      <div role="status">
        <p className={styles.invitation}>{invitation}</p>
      </div>
    </div>
  )
}
