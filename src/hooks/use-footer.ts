import { graphql, useStaticQuery } from "gatsby"

export function useFooter() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      piedDePageJson {
        description {
          ...MissionTextFields
        }
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
          methodLabel
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
