import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CertificationMethod } from "../components/certification-method"
import { Seo } from "../components/seo"
import { missionText } from "../utils/accreditation"

type Data = Queries.CertificationMethodPageQuery

export default function CertificationMethodPage({ data: { page } }: PageProps<Data>) {
  return <CertificationMethod page={page} />
}

export function Head({ data: { page, site }, location }: HeadProps<Data>) {
  const statuses = site?.accreditation
  const description = page && statuses ? missionText(page.seo.description, statuses) : undefined
  return <Seo title={page?.seo.title ?? ""} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query CertificationMethodPage {
    page: methodeCertificationDurabiliteJson {
      seo {
        ...MissionPageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      updated {
        label
        date
      }
      intro {
        ...MissionTextFields
      }
      firstYear {
        ...MissionTextFields
      }
      sections {
        ...TextSectionFields
      }
      comparison {
        heading
        intro {
          ...MissionTextFields
        }
        sections {
          ...TextSectionFields
        }
      }
      roadmap {
        heading
        intro
        writtenLabel
        written
        doneLabel
        milestones {
          step
          target
          done
        }
      }
    }
    site: siteJson {
      accreditation {
        ...AccreditationFields
      }
    }
  }
`
