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
  // Its text only: the policy's reference block and PDF link stay on the impartiality page (issue 39, point 9).
  return <Policy header={page?.header} paragraphs={paragraphs} notice={notice} />
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
      intro {
        ...MissionTextFields
      }
      content
      paragraphs
    }
  }
`
