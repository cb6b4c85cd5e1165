import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { LegalNotice } from "../components/legal-notice"
import { Seo } from "../components/seo"

type Data = Queries.LegalNoticePageQuery

export default function LegalNoticePage({ data: { page } }: PageProps<Data>) {
  return <LegalNotice page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query LegalNoticePage {
    page: mentionsLegalesJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      publisher {
        heading
        name
        legalForm
        address
        phone
        email
        siren
        registryCity
      }
      fieldLabels {
        legalForm
        registeredOffice
        address
        phone
        email
        registration
        vatNumber
      }
      director {
        heading
        name
        role
      }
      host {
        heading
        name
        address
        phone
      }
      intellectualProperty {
        ...TextSectionFields
      }
      personalData {
        ...TextSectionFields
      }
      liability {
        ...TextSectionFields
      }
    }
  }
`
