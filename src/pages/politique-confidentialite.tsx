import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Policy } from "../components/policy"
import { Seo } from "../components/seo"
import { policyParagraphs } from "../utils/documents"

type Data = Queries.PrivacyPageQuery

// The privacy page's text is the impartiality policy's, read from the same file (README.md).
export default function PrivacyPage({ data: { page, policy } }: PageProps<Data>) {
  return <Policy header={page?.header} document={policy?.document} paragraphs={policy && policyParagraphs(policy)} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query PrivacyPage {
    page: politiqueConfidentialiteJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
    }
    policy: politiqueImpartialiteJson {
      document {
        ...VersionedDocumentFields
      }
      content
      paragraphs
    }
  }
`
