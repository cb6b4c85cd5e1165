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
  const layout = React.useRef<HTMLDivElement>(null)
  const closings = useClosings(layout)
  return (
    <div ref={layout} className={styles.layout}>
      <h2 className={styles.tocHeading}>{tocHeading}</h2>
      <div className={styles.sections}>
        {sections.map(section => (
          <ProcessPanel key={section.id} section={section} group={SECTION_GROUP} labels={labels} />
        ))}
      </div>
      {/* A status message (RGAA 7.5): read out when the last open section closes. CSS shows the invitation
          then, scripts or not; once hydrated, the paragraph is also inserted anew (its key), so the message
          is a change of the region's content, which every screen reader announces, not only one that
          follows a change of display (__tests__/e2e/screen-reader.spec.ts). */}
      <div role="status">
        <p key={closings} className={styles.invitation}>
          {invitation}
        </p>
      </div>
    </div>
  )
}

/** How many times every section of the group has been closed (`toggle` does not bubble: captured). */
function useClosings(layout: React.RefObject<HTMLDivElement | null>) {
  const [closings, setClosings] = React.useState(0)
  React.useEffect(() => {
    const element = layout.current
    if (!element) return
    const onToggle = () => {
      if (!element.querySelector("details[open]")) setClosings(count => count + 1)
    }
    element.addEventListener("toggle", onToggle, true)
    return () => element.removeEventListener("toggle", onToggle, true)
  }, [layout])
  return closings
}
