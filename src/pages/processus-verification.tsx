import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { VerificationProcess } from "../components/verification-process"

type Data = Queries.VerificationProcessPageQuery

export default function VerificationProcessPage({ data: { page } }: PageProps<Data>) {
  return <VerificationProcess page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

// The process steps (page.steps) stay in the content but no page shows them: not queried (docs/architecture.md).
export const query = graphql`
  query VerificationProcessPage {
    page: processusVerificationJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      tocHeading
      contextUpdated {
        label
        date
      }
      methodLink {
        intro
        label
      }
      invitation
      sections {
        id
        title
        icon
        description
        status {
          ...MissionTextFields
        }
        subsections {
          title
          content
        }
        diagram {
          ...DiagramFields
        }
      }
    }
  }
`
