import * as React from "react"
import { Link } from "gatsby"
import { reportPath, ReportStatus, type IssuedReport, type ReportLabels } from "./report-entry"
import * as styles from "./report-list.module.css"

/**
 * The register as a table, titled by the heading `rapports-emis` above it, in the page's HTML: without JavaScript, a reader compares the fingerprint
 * their system computes with the one listed here (find-in-page finds a number or a fingerprint).
 */
export function ReportList({ reports, labels }: { reports: readonly IssuedReport[]; labels: ReportLabels }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-labelledby="rapports-emis">
        <thead>
          <tr>
            <th scope="col">{labels.number}</th>
            <th scope="col">{labels.issued}</th>
            <th scope="col">{labels.type}</th>
            <th scope="col">{labels.status}</th>
            <th scope="col">{labels.sha256}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map(report => (
            <tr key={report.number}>
              <th scope="row">
                <Link to={reportPath(report.number)}>{report.number}</Link>
              </th>
              <td>{report.issued}</td>
              <td>{labels.types[report.type]}</td>
              <td>
                <ReportStatus report={report} labels={labels} />
              </td>
              <td>
                <code className={styles.hash}>{report.sha256}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
