import { graphql, useStaticQuery } from "gatsby"

export function useSite() {
  const data = useStaticQuery<Queries.SiteIdentityQuery>(graphql`
    query SiteIdentity {
      siteJson {
        name
        siteUrl
        logoAlt
        logo {
          publicURL
          dataURI
          svgMarkup
        }
      }
    }
  `)
  return data.siteJson
}
