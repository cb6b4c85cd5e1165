import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Activities } from "../components/activities"
import { Seo } from "../components/seo"

type Data = Queries.ActivitiesPageQuery

export default function ActivitiesPage({ data: { page } }: PageProps<Data>) {
  return <Activities page={page} />
}

export function Head({ data: { page }, location }: HeadProps<Data>) {
  return <Seo title={page?.seo.title ?? ""} description={page?.seo.description} pathname={location.pathname} />
}

export const query = graphql`
  query ActivitiesPage {
    page: nosActivitesJson {
      seo {
        ...PageSeoFields
      }
      header {
        ...PageHeaderFields
      }
      body
    }
  }
`
