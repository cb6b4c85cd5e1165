import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { ReportVerification } from "../components/report-verification"

type Data = Queries.ReportVerificationPageQuery

export default function ReportVerificationPage({ data: { page, specimen } }: PageProps<Data>) {
  return <ReportVerification page={page} specimen={specimen} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query ReportVerificationPage {
    page: rapportsJson {
      seo {
        ...PageSeoFields
      }
      ...ReportVerificationFields
    }
    # The specimen report's fingerprint (plugins/pdf-documents): recognised as a specimen, not as a report.
    specimen: specimenRapportJson {
      document {
        sha256
      }
    }
  }
`
