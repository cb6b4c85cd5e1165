import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { AppealsComplaints } from "../components/appeals-complaints"
import { Seo } from "../components/seo"

type Data = Queries.AppealsComplaintsPageQuery

export default function AppealsComplaintsPage({ data: { page } }: PageProps<Data>) {
  return <AppealsComplaints page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query AppealsComplaintsPage {
    page: processusAppelsPlaintesJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      document {
        ...VersionedDocumentFields
      }
      blocks {
        title
        intro
        procedure {
          title
          paragraphs
        }
        escalation {
          ...MissionTextFields
        }
        diagram {
          ...DiagramFields
        }
      }
    }
  }
`
