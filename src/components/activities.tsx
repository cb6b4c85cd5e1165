import * as React from "react"
import { AccreditationStatus } from "./accreditation-status"
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import * as styles from "./activities.module.css"

/** Badge, title, the sentence on what the body verifies, then its accreditation status and what « type A » means. */
export function Activities({ page }: { page: Queries.ActivitiesPageQuery["page"] }) {
  if (!page) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={styles.statement}>
        <p>{page.body}</p>
      </div>
      <AccreditationStatus withTypeA className={styles.status} />
    </>
  )
}
