import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { VoluntaryOffer } from "../components/voluntary-offer"

type Data = Queries.VoluntaryOfferPageQuery

export default function VoluntaryOfferPage({ data }: PageProps<Data>) {
  return <VoluntaryOffer {...data} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query VoluntaryOfferPage {
    page: verificationVolontaireJson {
      seo {
        ...PageSeoFields
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
      sections {
        ...TextSectionFields
      }
      impartialityLink {
        ...PageLinkFields
      }
      notice {
        ...TextSectionFields
      }
      specimens {
        title
        intro
        reportLabel
        letterLabel
      }
      reportCheck {
        ...PageLinkFields
      }
    }
    report: specimenRapportJson {
      document {
        reference
        version
        edition
      }
    }
    letter: specimenLettreMissionJson {
      document {
        reference
        version
        edition
      }
    }
  }
`
