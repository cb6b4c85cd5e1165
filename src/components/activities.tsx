import * as React from "react"
import { Link } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
import { AccreditationStatus } from "./accreditation-status"
import { ContentError } from "./content-error"
import { IndependenceEvidence } from "./independence-evidence"
import { PageHeader } from "./page-header"
import * as styles from "./activities.module.css"

interface ActivitiesProps {
  page: Queries.ActivitiesPageQuery["page"]
  independence: Queries.IndependenceEvidenceFieldsFragment | null | undefined
}

/**
 * Badge, title, the sentence on what the body verifies (in the variant its statuses allow), its two
 * statuses, what « type A » means, then the evidence of that independence (issue 22, point 5).
 */
export function Activities({ page, independence }: ActivitiesProps) {
  const accreditation = useAccreditation()
  if (!page || !accreditation) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={styles.statement}>
        <p>{accreditation.mission(page.body)}</p>
      </div>
      <p className={styles.offer}>
        {page.offerLink.intro} <Link to="/verification-volontaire">{page.offerLink.label}</Link>.
      </p>
      <AccreditationStatus withTypeA className={styles.status} />
      {independence && <IndependenceEvidence evidence={independence} className={styles.status} />}
    </>
  )
}
