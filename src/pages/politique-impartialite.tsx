import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Policy } from "../components/policy"
import { Seo } from "../components/seo"
import { useAccreditation } from "../hooks/use-accreditation"
import { policyParagraphs } from "../utils/documents"

type Data = Queries.ImpartialityPageQuery

export default function ImpartialityPage({ data: { page } }: PageProps<Data>) {
  const accreditation = useAccreditation()
  const paragraphs = page && accreditation ? policyParagraphs(page, accreditation.statuses) : null
  return <Policy header={page?.header} document={page?.document} paragraphs={paragraphs} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query ImpartialityPage {
    page: politiqueImpartialiteJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      document {
        ...VersionedDocumentFields
      }
      intro {
        ...MissionTextFields
      }
      content
      paragraphs
    }
  }
`
