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
  /** The policy's reference block and PDF; absent on the privacy page, which only borrows its text. */
  document?: VersionedDocument | null
  paragraphs: readonly string[] | null | undefined
  /** Shown under the subtitle: the privacy page's pointer to the personal-data information. */
  notice?: React.ReactNode
}

/** A policy page: its header, the policy's reference, version, date and PDF when given, then its paragraphs. */
export function Policy({ header, document, paragraphs, notice }: PolicyProps) {
  if (!header || !paragraphs) return <ContentError />
  return (
    <>
      <PageHeader header={header} />
      {notice && <div className={prose.prose}>{notice}</div>}
      {document && <DocumentInfo document={document} withPdf />}
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
