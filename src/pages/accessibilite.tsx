import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { AccessibilityStatement } from "../components/accessibility-statement"
import { Seo } from "../components/seo"

type Data = Queries.AccessibilityPageQuery

export default function AccessibilityPage({ data: { page } }: PageProps<Data>) {
  return <AccessibilityStatement page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query AccessibilityPage {
    page: accessibiliteJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      testedPagesHeading
      testedPages
      sections {
        ...TextSectionFields
      }
    }
  }
`
