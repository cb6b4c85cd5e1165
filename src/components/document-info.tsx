import * as React from "react"
import { graphql } from "gatsby"
import { dayInWords, versionInForce, versionStates } from "../../content-model/in-force"
import { useBuildDate } from "../hooks/use-build-date"
import { useDocumentLabels } from "../hooks/use-document-labels"
import { versionLine } from "../utils/document-dates"
import { pdfPath, type VersionedDocument } from "../utils/documents"
import { LabelledList } from "./labelled-list"
import * as styles from "./document-info.module.css"

interface DocumentInfoProps {
  document: VersionedDocument
  /** Link the PDF the build writes for this document (plugins/pdf-documents/pdf-documents.ts). */
  withPdf?: boolean
}

/**
 * A PDF link's text as one string: Chromium leaves out of a link's accessible name a text node that is
 * only a space, as React writes between two expressions (« version02 »), so the name would not contain
 * the visible text (RGAA 6.1.5, __tests__/e2e/rgaa-verdicts.ts).
 */
const pdfLinkText = (action: string, labels: { version: string }, reference: string, version: string) =>
  `${action} (${reference}, ${labels.version.toLocaleLowerCase("fr")} ${version})`

/**
 * A versioned document's reference, version and dates, as in force on the build date (content-model/in-force.ts):
 * a version to come is announced, not presented as the one in force. Then the link to the PDF of the version in
 * force, then every version with its dates and state, each other one with its PDF (ISO/IEC 17020 § 8.3:
 * earlier versions stay identified and available).
 */
export function DocumentInfo({ document, withPdf = false }: DocumentInfoProps) {
  const labels = useDocumentLabels()
  const day = useBuildDate()
  if (!labels || !day) return null
  const versions = versionStates(document, day)
  const shown = versionInForce(document, day)
  const newest = versions[0]
  // The newest version's PDF is always written; an older one's when git holds its text (previous-pdfs.ts).
  const hasPdf = (version: string) => version === document.version || !!document.archivedVersions?.includes(version)
  const fields = [
    { label: labels.reference, value: document.reference },
    { label: labels.version, value: shown.version },
    { label: labels.edition, value: shown.edition },
    ...(shown.inForce ? [{ label: labels.inForce, value: shown.inForce }] : []),
  ]
  return (
    <div className={styles.info}>
      <LabelledList rows={fields} className={styles.fields} rowClassName={styles.field} />
      {withPdf && hasPdf(shown.version) && (
        <p className={styles.download}>
          {/* A plain link: the PDF is a static file, not a page of Gatsby's router. */}
          <a href={pdfPath({ ...document, version: shown.version })} type="application/pdf">
            {pdfLinkText(labels.download, labels, document.reference, shown.version)}
          </a>
        </p>
      )}
      {newest.state.kind === "upcoming" && shown.version !== newest.version && (
        <p className={styles.upcoming}>
          {`${labels.textOf} ${newest.version}, ${labels.upcoming} ${dayInWords(newest.state.from)}.`}
        </p>
      )}
      {versions.length > 1 && (
        <details className={styles.versions}>
          <summary>{labels.versions}</summary>
          <ul>
            {versions.map(version => (
              <li key={version.version}>
                {versionLine(labels, version)}
                {withPdf && version.version !== shown.version && hasPdf(version.version) && (
                  <>
                    {" · "}
                    <a href={pdfPath({ ...document, version: version.version })} type="application/pdf">
                      {pdfLinkText(labels.previousPdf, labels, document.reference, version.version)}
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
      replacedBeforeInForce
    }
    archivedVersions
  }
`
