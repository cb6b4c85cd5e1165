import * as React from "react"
import { graphql } from "gatsby"
import { ReportEntry, type IssuedReport, type ReportLabels } from "./report-entry"
import * as styles from "./report-check.module.css"

type Result =
  | { kind: "idle" }
  | { kind: "computing" }
  | { kind: "found"; report: IssuedReport; hash: string }
  | { kind: "specimen"; hash: string }
  | { kind: "missing"; hash: string }

interface ReportCheckProps {
  texts: Queries.ReportCheckFieldsFragment
  labels: ReportLabels
  reports: readonly IssuedReport[]
  /** The fingerprints of the specimens the site publishes: recognised, as specimens, never as reports. */
  specimens: readonly string[]
  /** Where a reader writes when no report matches (the footer's contact). */
  contact: { email: string; buttonText: string } | undefined
}

/**
 * Resolves once the page has the focus back from the file chooser (at most `limit` ms later): Orca on Firefox
 * drops a status message that changes while another window has the focus. Evidence and when to remove it:
 * docs/decisions/platform-interactions.md (« Ce que dit un lecteur d’écran réel »).
 */
const focusBack = (limit = 2_000) =>
  new Promise<void>(resolve => {
    if (document.hasFocus()) return resolve()
    const done = () => {
      window.removeEventListener("focus", done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, limit)
    window.addEventListener("focus", done)
  })

/**
 * The check (issue 48): the reader picks or drops a PDF, the browser computes its SHA-256 and looks it
 * up in the register the page already holds. Nothing is sent; the code that hashes is loaded when the
 * reader acts. Hidden until React is there: without JavaScript the table and the commands do the job.
 */
export function ReportCheck({ texts, labels, reports, specimens, contact }: ReportCheckProps) {
  const [ready, setReady] = React.useState(false)
  const [result, setResult] = React.useState<Result>({ kind: "idle" })
  const [dragging, setDragging] = React.useState(false)
  React.useEffect(() => setReady(true), [])

  async function check(file: File | undefined) {
    if (!file) return
    setResult({ kind: "computing" })
    const { sha256Hex } = await import("../utils/fingerprint")
    const hash = await sha256Hex(file)
    await focusBack()
    const report = reports.find(candidate => candidate.sha256 === hash)
    if (report) setResult({ kind: "found", report, hash })
    else setResult(specimens.includes(hash) ? { kind: "specimen", hash } : { kind: "missing", hash })
  }

  return (
    <section className={styles.check} aria-labelledby="verifier-un-fichier" hidden={!ready}>
      <h2 id="verifier-un-fichier">{texts.heading}</h2>
      <p>{texts.privacy}</p>
      <div
        className={dragging ? `${styles.zone} ${styles.dragging}` : styles.zone}
        onDragOver={event => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={event => {
          event.preventDefault()
          setDragging(false)
          void check(event.dataTransfer.files[0])
        }}
      >
        <label htmlFor="rapport-pdf">{texts.fileLabel}</label>
        <input
          id="rapport-pdf"
          type="file"
          accept="application/pdf,.pdf"
          onChange={event => void check(event.currentTarget.files?.[0])}
        />
      </div>
      {/* In the page from the start, empty, then filled. Atomic: Orca on Firefox says the whole message, not
          only the last of the elements added at once (role="status" implies it, which Firefox does not expose). */}
      <div role="status" aria-atomic="true" className={styles.result}>
        {result.kind === "computing" ? <p>{texts.computing}</p> : null}
        {result.kind === "found" ? (
          <div className={result.report.status === "valide" ? styles.found : styles.alert}>
            <p>
              <strong>
                {texts.found} {result.report.number}.
              </strong>
            </p>
            {result.report.status !== "valide" ? (
              <p className={styles.warning}>
                <strong>
                  {result.report.status === "retire" ? texts.withdrawn : texts.replaced} {result.report.statusDate}
                  {result.report.replacedBy ? ` (${result.report.replacedBy})` : ""}.
                </strong>
              </p>
            ) : null}
            <ReportEntry report={result.report} labels={labels} />
          </div>
        ) : null}
        {result.kind === "specimen" ? (
          <div className={styles.alert}>
            <p>
              <strong>{texts.specimen}</strong>
            </p>
          </div>
        ) : null}
        {result.kind === "missing" ? (
          <div className={styles.alert}>
            <p>
              <strong>{texts.notFound}</strong>
            </p>
            {contact ? (
              <p>
                <a href={`mailto:${contact.email}`}>
                  {contact.buttonText} ({contact.email})
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {result.kind !== "idle" && result.kind !== "computing" ? (
          <p>
            {texts.fingerprint}&nbsp;: <code className={styles.hash}>{result.hash}</code>
          </p>
        ) : null}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment ReportCheckFields on ReportCheckLabels {
    heading
    fileLabel
    privacy
    computing
    found
    specimen
    withdrawn
    replaced
    notFound
    fingerprint
  }
`
