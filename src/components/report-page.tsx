import * as React from "react"
import { Link } from "gatsby"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import * as prose from "./prose.module.css"
import { ReportEntry, type IssuedReport, type ReportLabels } from "./report-entry"
import * as styles from "./report-page.module.css"

interface ReportPageProps {
  report: IssuedReport | undefined
  labels: ReportLabels | undefined
  /** The QR code of this page's address, written at build time by gatsby-node.ts (content-model/node/published-register.ts). */
  qr: string
}

/** A report's permanent page, the address printed on it (issue 48, point 4). */
export function ReportPage({ report, labels, qr }: ReportPageProps) {
  if (!report || !labels) return <ContentError />
  return (
    <article className={prose.prose}>
      <h1 className={styles.title}>
        {labels.types[report.type]} {report.number}
      </h1>
      {report.type === "verification_volontaire" ? <p className={styles.notice}>{labels.notOpinion}</p> : null}
      <ReportEntry report={report} labels={labels} />
      <p>
        <Link to="/verifier-un-rapport">{labels.checkLink}</Link>
      </p>
      <figure className={styles.qr}>
        <img src={qr} alt={labels.qrAlt} width="160" height="160" />
      </figure>
    </article>
  )
}
