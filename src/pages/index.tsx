import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Home } from "../components/home"
import { Seo } from "../components/seo"
import { missionText } from "../utils/accreditation"

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <Home data={data} />
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const seo = data.accueilJson?.seo
  const statuses = data.siteJson?.accreditation
  const description = seo && statuses ? missionText(seo.description, statuses) : undefined
  return <Seo title={seo?.title ?? ""} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    siteJson {
      name
      tagline
      description {
        ...MissionTextFields
      }
      certification
      accreditation {
        ...AccreditationFields
      }
    }
    accueilJson {
      seo {
        ...MissionPageSeoFields
      }
      dnaHeading
      aboutHeading
      aboutIntro
      offerLink {
        ...PageLinkFields
      }
    }
    fondateursJson {
      items {
        ...FounderFields
      }
      labels {
        diplomas
        titles
        h2a
        h2aRegistered
        h2aNotRegistered
      }
    }
  }
`
