import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Home } from "../components/home"
import { Seo } from "../components/seo"

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return <Home data={data} />
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const seo = data.accueilJson?.seo
  return <Seo title={seo?.title ?? ""} description={seo?.description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    siteJson {
      name
      tagline
      description
      certification
    }
    accueilJson {
      seo {
        ...PageSeoFields
      }
      dnaHeading
      aboutHeading
      aboutIntro
    }
    fondateursJson {
      items {
        ...FounderFields
      }
    }
  }
`
