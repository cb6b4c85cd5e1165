import * as React from "react"
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"

interface PolicyProps {
  header: Queries.PageHeader | null | undefined
  paragraphs: readonly string[] | null | undefined
}

/** A policy page: its header, then its paragraphs. */
export function Policy({ header, paragraphs }: PolicyProps) {
  if (!header || !paragraphs) return <ContentError />
  return (
    <>
      <PageHeader header={header} />
      <div className={prose.prose}>
        {paragraphs.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  )
}
