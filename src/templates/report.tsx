import * as React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { ReportPage } from "../components/report-page"
import type { IssuedReport, ReportLabels } from "../components/report-entry"
import { Seo } from "../components/seo"
import { useSite } from "../hooks/use-site"
import { inlineJson } from "../utils/organization"
import { reportJsonLd } from "../utils/report-json-ld"

/** What plugins/report-register/gatsby-node.ts passes each report's page: its entry, the labels, its QR code. */
interface Context {
  report: IssuedReport
  labels: ReportLabels
  qr: string
}

export default function Report({ pageContext: { report, labels, qr } }: PageProps<object, Context>) {
  return <ReportPage report={report} labels={labels} qr={qr} />
}

export function Head({ pageContext: { report, labels }, location }: HeadProps<object, Context>) {
  const site = useSite()
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
