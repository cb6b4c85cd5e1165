import * as React from "react"
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import * as styles from "./activities.module.css"

/** Badge, title and the one sentence on what the body verifies. */
export function Activities({ page }: { page: Queries.ActivitiesPageQuery["page"] }) {
  if (!page) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={styles.statement}>
        <p>{page.body}</p>
      </div>
    </>
  )
}
