import { graphql, useStaticQuery } from "gatsby"
import { accreditationStatement } from "../utils/accreditation"

/** The accreditation status of site.json and what the site says about it (src/utils/accreditation.ts). */
export function useAccreditation() {
  const data = useStaticQuery<Queries.AccreditationQuery>(graphql`
    query Accreditation {
      siteJson {
        accreditation {
          status
          notAccredited
          typeA
          mentionPrefix
          mentionScope
          number
          scopeUrl
          accreditedActivities
        }
      }
    }
  `)
  const accreditation = data.siteJson?.accreditation
  return accreditation ? { typeA: accreditation.typeA, statement: accreditationStatement(accreditation) } : null
}
