import { graphql, useStaticQuery } from "gatsby"

/** The body's identity as the legal notices state it, for the JSON-LD `Organization` of every page. */
export function useOrganization() {
  const data = useStaticQuery<Queries.OrganizationQuery>(graphql`
    query Organization {
      siteJson {
        name
        siteUrl
        logo {
          publicURL
        }
      }
      mentionsLegalesJson {
        publisher {
          name
          address
          phone
          email
          siren
        }
      }
    }
  `)
  return { site: data.siteJson, publisher: data.mentionsLegalesJson?.publisher }
}
