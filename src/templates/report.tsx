import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ReportPage } from "../components/report-page"
import { Seo } from "../components/seo"
import { useSite } from "../hooks/use-site"
import { inlineJson } from "../utils/organization"
import { reportJsonLd } from "../utils/report-json-ld"

/** What gatsby-node.ts passes each report's page: its number and its QR code's address. */
interface Context {
  number: string
  qr: string
}

type Data = Queries.ReportPageQuery

/** The report of this page in the register its page query read (null when the register no longer holds it). */
const entryOf = (data: Data, number: string) => data.rapportsJson?.reports.find(report => report.number === number)

export default function Report({ data, pageContext: { number, qr } }: PageProps<Data, Context>) {
  return <ReportPage report={entryOf(data, number)} labels={data.rapportsJson?.labels} qr={qr} />
}

export function Head({ data, pageContext: { number }, location }: HeadProps<Data, Context>) {
  const site = useSite()
  const report = entryOf(data, number)
  const labels = data.rapportsJson?.labels
  if (!report || !labels) return null
  return (
    <Seo
      title={`${labels.types[report.type]} ${report.number}`}
      description={report.subject}
      pathname={location.pathname}
    >
      {site ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: inlineJson(reportJsonLd(report, site, location.pathname)) }}
        />
      ) : null}
    </Seo>
  )
}

// The register that holds report $number: its labels and its reports, through the fragments of report-entry.tsx.
export const query = graphql`
  query ReportPage($number: String!) {
    rapportsJson(reports: { elemMatch: { number: { eq: $number } } }) {
      labels {
        ...ReportLabelsFields
      }
      reports {
        ...IssuedReportFields
      }
    }
  }
`
