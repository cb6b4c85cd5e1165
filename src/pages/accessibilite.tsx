import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { AccessibilityStatement } from "../components/accessibility-statement"
import { Seo } from "../components/seo"
import { useFooter } from "../hooks/use-footer"
import { useSite } from "../hooks/use-site"

type Data = Queries.AccessibilityPageQuery

export default function AccessibilityPage({ data }: PageProps<Data>) {
  const footer = useFooter()
  const site = useSite()
  return <AccessibilityStatement {...data} email={footer?.contact.email} siteUrl={site?.siteUrl} />
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
      document {
        ...VersionedDocumentFields
      }
      status {
        total
        partial
        none
      }
      conformity {
        title
        statement
        paragraphs
      }
      results {
        title
        rate
        paragraphs
        gridLink
        sampleHeading
      }
      nonAccessible {
        title
        nonConformitiesHeading
        exemptionsHeading
        exemptions
        notSubjectHeading
        notSubject
        none
        paragraphs
      }
      establishment {
        title
        paragraphs
        established
        updated
        environmentHeading
        assistiveHeading
      }
      feedback {
        title
        paragraphs
        emailLabel
      }
      recourse {
        title
        paragraphs
        links {
          text
          url
        }
        post
      }
    }
    audit: accessibilityAudit {
      status
      rate
      conformant
      applicable
      date
      nonConformities {
        criterion
        title
        routes
      }
      sample {
        route
        page
        linked
      }
      environment {
        browsers
        tools
        assistiveTechnologies
        notTested
        recommended
      }
    }
  }
`
