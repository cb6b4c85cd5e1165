import * as React from "react"
import { graphql } from "gatsby"
import { useDocumentLabels } from "../hooks/use-document-labels"
import { pdfPath, type VersionedDocument } from "../utils/documents"
import { LabelledList } from "./labelled-list"
import * as styles from "./document-info.module.css"

interface DocumentInfoProps {
  document: VersionedDocument
  /** Link the PDF the build writes for this document (plugins/pdf-documents/pdf-documents.ts). */
  withPdf?: boolean
}

/** A versioned document's reference, version and dates, and the link to its PDF. */
export function DocumentInfo({ document, withPdf = false }: DocumentInfoProps) {
  const labels = useDocumentLabels()
  if (!labels) return null
  const fields = [
    { label: labels.reference, value: document.reference },
    { label: labels.version, value: document.version },
    { label: labels.edition, value: document.edition },
    ...(document.inForce ? [{ label: labels.inForce, value: document.inForce }] : []),
  ]
  return (
    <div className={styles.info}>
      <LabelledList rows={fields} className={styles.fields} rowClassName={styles.field} />
      {withPdf && (
        <p className={styles.download}>
          {/* A plain link: the PDF is a static file, not a page of Gatsby's router. */}
          <a href={pdfPath(document)} type="application/pdf">
            {labels.download} ({document.reference}, {labels.version.toLocaleLowerCase("fr")} {document.version})
          </a>
        </p>
      )}
    </div>
  )
}

export const query = graphql`
  fragment VersionedDocumentFields on VersionedDocument {
    reference
    version
    edition
    inForce
  }
`
