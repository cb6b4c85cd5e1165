import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/** The body's identity as the legal notices state it, for the JSON-LD `Organization` of every page. */
export function useOrganization() {
  const data = useSharedContent()
  return { site: data.siteJson, publisher: data.mentionsLegalesJson?.publisher }
}

export const query = graphql`
  fragment OrganizationSite on SiteJson {
    name
    siteUrl
    logo {
      publicURL
    }
  }
  fragment OrganizationPublisher on MentionsLegalesJson {
    publisher {
      name
      address
      phone
      email
      siren
    }
  }
`
