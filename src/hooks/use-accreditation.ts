import { graphql } from "gatsby"
import { accreditationStatement, missionText, type MissionText } from "../utils/accreditation"
import { useSharedContent } from "./use-shared-content"

/**
 * The two statuses of site.json and what the site says about them (src/utils/accreditation.ts):
 * the status sentence, and `mission`, which picks the variant of a sentence presenting the reserved missions.
 */
export function useAccreditation() {
  const accreditation = useSharedContent().siteJson?.accreditation
  return accreditation
    ? {
        typeA: accreditation.typeA,
        statuses: accreditation,
        statement: accreditationStatement(accreditation),
        mission: (text: MissionText) => missionText(text, accreditation),
      }
    : null
}

export const query = graphql`
  fragment SiteAccreditation on SiteJson {
    accreditation {
      ...AccreditationFields
    }
  }
  fragment AccreditationFields on Accreditation {
    status
    date
    notAccredited
    h2aStatus
    h2aDate
    notRegistered
    registered
    typeA
    mentionPrefix
    mentionScope
    number
    scopeUrl
    accreditedActivities
  }
  fragment MissionTextFields on MissionText {
    pending
    granted
  }
  fragment MissionPageSeoFields on MissionPageSeo {
    title
    description {
      ...MissionTextFields
    }
  }
`
