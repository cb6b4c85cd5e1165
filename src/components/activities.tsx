import * as React from "react"
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"

export function Activities({ page }: { page: Queries.ActivitiesPageQuery["page"] }) {
  if (!page) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={prose.prose}>
        <p>{page.body}</p>
      </div>
    </>
  )
}
