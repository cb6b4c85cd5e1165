import * as React from "react"
import { useDiagramLabels } from "../hooks/use-diagram-labels"
import { useImageViewer } from "../hooks/use-image-viewer"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { Diagram } from "./diagram"
import { ImageViewer } from "./image-viewer"
import * as styles from "./appeals-complaints.module.css"

/** 'Traitement des Appels' and 'Traitement des Plaintes', each with its zoomable diagram. */
// Measured in Chromium: 586px from 1280px wide up, 622px from 768px, the viewport less 84px below.
const DIAGRAM_SIZES = "(min-width: 1280px) 586px, (min-width: 768px) 622px, calc(100vw - 84px)"

export function AppealsComplaints({ page }: { page: Queries.AppealsComplaintsPageQuery["page"] }) {
  const labels = useDiagramLabels()
  const viewer = useImageViewer()
  if (!page || !labels) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={styles.blocks}>
        {page.blocks.map((block, index) => (
          <section key={block.title} className={styles.block} aria-labelledby={`bloc-${index}`}>
            <h2 id={`bloc-${index}`}>{block.title}</h2>
            <p className={styles.intro}>{block.intro}</p>
            <Diagram diagram={block.diagram} labels={labels} onOpen={viewer.open} sizes={DIAGRAM_SIZES} />
          </section>
        ))}
      </div>
      <ImageViewer image={viewer.image} labels={labels} onClosed={viewer.onClosed} />
    </>
  )
}
