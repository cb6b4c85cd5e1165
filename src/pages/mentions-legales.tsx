import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentError } from "../components/content-error"
import { PageHeader } from "../components/page-header"
import { Seo } from "../components/seo"

type Data = Queries.LegalNoticePageQuery

export default function LegalNoticePage({ data: { page } }: PageProps<Data>) {
  return page ? <PageHeader header={page.header} /> : <ContentError />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query LegalNoticePage {
    page: mentionsLegalesJson {
      seo {
        title
        description
      }
      header {
        badge
        title
        subtitle
      }
    }
  }
`
