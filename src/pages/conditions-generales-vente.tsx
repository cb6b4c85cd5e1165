import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { TermsOfSale } from "../components/terms-of-sale"

type Data = Queries.TermsOfSalePageQuery

export default function TermsOfSalePage({ data: { page } }: PageProps<Data>) {
  return <TermsOfSale page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query TermsOfSalePage {
    page: conditionsGeneralesVenteJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      document {
        ...VersionedDocumentFields
      }
      scope {
        ...MissionTextFields
      }
      sections {
        ...TextSectionFields
      }
    }
  }
`
