import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

export function useFooter() {
  return useSharedContent().piedDePageJson
}

export const query = graphql`
  fragment FooterContent on PiedDePageJson {
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
      offerLabel
      reportCheckLabel
      methodLabel
      privacyLabel
      accessibilityLabel
    }
    social {
      name
      icon
    }
  }
`
