import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"
import { useDiagramLabels } from "../hooks/use-diagram-labels"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { DocumentInfo } from "./document-info"
import { Diagram } from "./diagram"
import { ForeignText } from "./foreign-text"
import * as styles from "./appeals-complaints.module.css"

/**
 * The procedure's reference, version and date, then 'Traitement des Appels' and 'Traitement des
 * Plaintes', each with its written procedure and its zoomable diagram.
 */
// Measured in Chromium: 586px from 1280px wide up, 622px from 768px, the viewport less 84px below.
const DIAGRAM_SIZES = "(min-width: 1280px) 586px, (min-width: 768px) 622px, calc(100vw - 84px)"

export function AppealsComplaints({ page }: { page: Queries.AppealsComplaintsPageQuery["page"] }) {
  const labels = useDiagramLabels()
  const accreditation = useAccreditation()
  if (!page || !labels || !accreditation) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <DocumentInfo document={page.document} withPdf />
      <div className={styles.blocks}>
        {page.blocks.map((block, index) => (
          <section key={block.title} className={styles.block} aria-labelledby={`bloc-${index}`}>
            <h2 id={`bloc-${index}`}>{block.title}</h2>
            <p className={styles.intro}>
              <ForeignText text={block.intro} />
            </p>
            <div className={styles.procedure}>
              {block.procedure.map(step => (
                <React.Fragment key={step.title}>
                  <h3>{step.title}</h3>
                  {step.paragraphs.map(paragraph => (
                    <p key={paragraph}>
                      <ForeignText text={paragraph} />
                    </p>
                  ))}
                </React.Fragment>
              ))}
              {/* Who may be seized after the internal procedure depends on the statuses (issue 39, point 11). */}
              <p>{accreditation.mission(block.escalation)}</p>
            </div>
            <Diagram diagram={block.diagram} labels={labels} sizes={DIAGRAM_SIZES} />
          </section>
        ))}
      </div>
    </>
  )
}
