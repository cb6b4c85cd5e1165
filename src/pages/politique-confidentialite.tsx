import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Policy } from "../components/policy"
import { Seo } from "../components/seo"
import { useAccreditation } from "../hooks/use-accreditation"
import { policyParagraphs } from "../utils/documents"

type Data = Queries.PrivacyPageQuery

// The privacy page's text is the impartiality policy's, read from the same file (README.md); under
// its subtitle, a link to the personal-data information of the legal notice (issue 22, point 9).
export default function PrivacyPage({ data: { page, policy } }: PageProps<Data>) {
  const accreditation = useAccreditation()
  const paragraphs = policy && accreditation ? policyParagraphs(policy, accreditation.statuses) : null
  const notice = page && (
    <p>
      {page.personalData.intro} <Link to="/mentions-legales#donnees-personnelles">{page.personalData.label}</Link>.
    </p>
  )
  // The policy's text with its reference block and PDF link (issue 54): a reader sees which version of the
  // controlled document the text is, as on the impartiality page.
  return <Policy header={page?.header} document={policy?.document} paragraphs={paragraphs} notice={notice} />
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
      personalData {
        intro
        label
      }
    }
    policy: politiqueImpartialiteJson {
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
