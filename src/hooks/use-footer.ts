import { graphql, useStaticQuery } from "gatsby"

export function useFooter() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      piedDePageJson {
        description
        contact {
          title
          email
          phone
          address
          buttonText
        }
        legal {
          copyright
          mentionsLabel
          conditionsLabel
          privacyLabel
          accessibilityLabel
        }
        social {
          name
          icon
        }
      }
    }
  `)
  return data.piedDePageJson
}
