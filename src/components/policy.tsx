import * as React from "react"
import type { VersionedDocument } from "../utils/documents"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { DocumentInfo } from "./document-info"
import { ForeignText } from "./foreign-text"
import * as prose from "./prose.module.css"

interface PolicyProps {
  header: Queries.PageHeader | null | undefined
  document: VersionedDocument | null | undefined
  paragraphs: readonly string[] | null | undefined
  /** Shown under the subtitle: the privacy page's pointer to the personal-data information. */
  notice?: React.ReactNode
}

/** A policy page: its header, the policy's reference, version, date and PDF, then its paragraphs. */
export function Policy({ header, document, paragraphs, notice }: PolicyProps) {
  if (!header || !document || !paragraphs) return <ContentError />
  return (
    <>
      <PageHeader header={header} />
      {notice && <div className={prose.prose}>{notice}</div>}
      <DocumentInfo document={document} withPdf />
      <div className={prose.prose}>
        {paragraphs.map(paragraph => (
          <p key={paragraph}>
            <ForeignText text={paragraph} />
          </p>
        ))}
      </div>
    </>
  )
}
