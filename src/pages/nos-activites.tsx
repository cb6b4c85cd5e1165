import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Activities } from "../components/activities"
import { Seo } from "../components/seo"
import { missionText } from "../utils/accreditation"

type Data = Queries.ActivitiesPageQuery

export default function ActivitiesPage({ data: { page, site } }: PageProps<Data>) {
  return <Activities page={page} independence={site?.independence} />
}

export function Head({ data: { page, site }, location }: HeadProps<Data>) {
  const statuses = site?.accreditation
  const description = page && statuses ? missionText(page.seo.description, statuses) : undefined
  return <Seo title={page?.seo.title ?? ""} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query ActivitiesPage {
    page: nosActivitesJson {
      seo {
        ...MissionPageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      body {
        ...MissionTextFields
      }
      offerLink {
        ...PageLinkFields
      }
    }
    site: siteJson {
      accreditation {
        ...AccreditationFields
      }
      independence {
        ...IndependenceEvidenceFields
      }
    }
  }
`
