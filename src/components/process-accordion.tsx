import * as React from "react"
import type { ViewerImage } from "../hooks/use-image-viewer"
import { INITIAL_SECTION, isSectionId, toggleSection, type OpenSection } from "./accordion-state"
import { Icon } from "./icons"
import { panelId, ProcessPanel, sectionIcon, tocButtonId, type ProcessSection } from "./process-panel"
import * as styles from "./process-accordion.module.css"

interface ProcessAccordionProps {
  tocHeading: string
  invitation: string
  sections: readonly ProcessSection[]
  labels: Queries.DiagramLabels
  onOpenImage: (image: ViewerImage, opener: HTMLElement) => void
}

/**
 * SPEC §2 and §4: a table of contents of the three sections, one open at a time ('contexte' at
 * first), the open one closing on a second click, an invitation when none is open. Each entry is
 * a button with aria-expanded and aria-controls; the panels are all in the HTML, the closed ones
 * hidden, so that without JavaScript the page still shows 'contexte'.
 */
export function ProcessAccordion({ tocHeading, invitation, sections, labels, onOpenImage }: ProcessAccordionProps) {
  const [open, setOpen] = React.useState<OpenSection>(INITIAL_SECTION)
  const toggle = (id: string) => {
    if (isSectionId(id)) setOpen(current => toggleSection(current, id))
  }
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="sommaire">
        <h2 id="sommaire" className={styles.tocHeading}>
          {tocHeading}
        </h2>
        <ul className={styles.tocList}>
          {sections.map(section => (
            <li key={section.id}>
              <button
                type="button"
                id={tocButtonId(section.id)}
                className={styles.tocButton}
                aria-expanded={open === section.id}
                aria-controls={panelId(section.id)}
                onClick={() => toggle(section.id)}
              >
                <Icon name={sectionIcon(section.icon)} className={styles.tocIcon} />
                <span className={styles.tocTitle}>{section.title}</span>
                <Icon name="chevron" className={styles.chevron} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panels}>
        <div aria-live="polite">{open === null && <p className={styles.invitation}>{invitation}</p>}</div>
        {sections.map(section => (
          <ProcessPanel
            key={section.id}
            section={section}
            open={open === section.id}
            labels={labels}
            onOpenImage={onOpenImage}
          />
        ))}
      </div>
    </div>
  )
}
