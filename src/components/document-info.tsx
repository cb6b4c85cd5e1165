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

/** One line of the versions list: « Version 03 · Édition 25/11/2026 ». */
const versionLine = (
  labels: { readonly version: string; readonly edition: string; readonly inForce: string },
  version: { readonly version: string; readonly edition: string; readonly inForce?: string | null },
) =>
  [
    `${labels.version} ${version.version}`,
    `${labels.edition} ${version.edition}`,
    ...(version.inForce ? [`${labels.inForce} ${version.inForce}`] : []),
  ].join(" · ")

/**
 * A PDF link's text as one string: Chromium leaves out of a link's accessible name a text node that is
 * only a space, as React writes between two expressions (« version02 »), so the name would not contain
 * the visible text (RGAA 6.1.5, __tests__/e2e/rgaa-verdicts.ts).
 */
const pdfLinkText = (action: string, labels: { version: string }, reference: string, version: string) =>
  `${action} (${reference}, ${labels.version.toLocaleLowerCase("fr")} ${version})`

/**
 * A versioned document's reference, version and dates, the link to its PDF, then every version with its
 * dates, each previous one with its PDF (ISO/IEC 17020 § 8.3: earlier versions stay identified and available).
 */
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
            {pdfLinkText(labels.download, labels, document.reference, document.version)}
          </a>
        </p>
      )}
      {document.history && document.history.length > 0 && (
        <details className={styles.versions}>
          <summary>{labels.versions}</summary>
          <ul>
            <li>
              {versionLine(labels, document)} ({labels.current})
            </li>
            {document.history.map(previous => (
              <li key={previous.version}>
                {versionLine(labels, previous)}
                {withPdf && document.archivedVersions?.includes(previous.version) && (
                  <>
                    {" · "}
                    <a href={pdfPath({ ...document, version: previous.version })} type="application/pdf">
                      {pdfLinkText(labels.previousPdf, labels, document.reference, previous.version)}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
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
    history {
      version
      edition
      inForce
    }
    archivedVersions
  }
`
