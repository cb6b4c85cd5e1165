import * as React from "react"
import { graphql, Link } from "gatsby"
import * as styles from "./report-entry.module.css"

export type IssuedReport = Queries.IssuedReportFieldsFragment
export type ReportLabels = Queries.ReportLabelsFieldsFragment

/** A report's own address on the site (trailingSlash "never", gatsby-config.ts). */
export const reportPath = (number: string) => `/rapports/${number}`

/** « Retiré le 20/11/2026 », « Remplacé le 20/11/2026 par VV-2026-002 », or « Valide ». */
export function ReportStatus({ report, labels }: { report: IssuedReport; labels: ReportLabels }) {
  const name = labels.statuses[report.status]
  if (report.status === "valide") return <>{name}</>
  return (
    <strong className={styles.warning}>
      {name} ({report.statusDate}
      {report.replacedBy ? (
        <>
          , <Link to={reportPath(report.replacedBy)}>{report.replacedBy}</Link>
        </>
      ) : null}
      )
    </strong>
  )
}

/** One entry of the register, as a list of terms: on the check's result and on the report's page. */
export function ReportEntry({ report, labels }: { report: IssuedReport; labels: ReportLabels }) {
  const rows: [string, React.ReactNode][] = [
    [labels.number, report.number],
    [labels.issued, report.issued],
    [labels.type, labels.types[report.type]],
    [labels.standard, report.standard],
    [labels.assurance, labels.assurances[report.assurance]],
    [labels.subject, report.subject],
    [labels.period, report.period],
    [labels.status, <ReportStatus key="status" report={report} labels={labels} />],
    ...(report.clientAgreed && report.clientName ? [[labels.client, report.clientName] as [string, string]] : []),
    [
      labels.sha256,
      <code key="sha256" className={styles.hash}>
        {report.sha256}
      </code>,
    ],
  ]
  return (
    <dl className={styles.entry}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const query = graphql`
  fragment IssuedReportFields on IssuedReport {
    number
    issued
    type
    standard
    assurance
    subject
    period
    status
    statusDate
    replacedBy
    sha256
    clientAgreed
    clientName
  }
  fragment ReportLabelsFields on ReportLabels {
    listHeading
    number
    issued
    type
    standard
    assurance
    subject
    period
    status
    client
    sha256
    types {
      verification_volontaire
      avis_oti
      certification_durabilite
    }
    assurances {
      limitee
      raisonnable
    }
    statuses {
      valide
      retire
      remplace
    }
    notOpinion
    checkLink
    qrAlt
  }
`
