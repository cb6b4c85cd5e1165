import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

export function useSite() {
  return useSharedContent().siteJson
}

export const query = graphql`
  fragment SiteIdentity on SiteJson {
    name
    siteUrl
    logoAlt
    logo {
      publicURL
      pngDataURI
      tabIcon
    }
  }
`
