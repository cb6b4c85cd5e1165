import { useStaticQuery } from "gatsby"
import { staticQueryData } from "./content"
import { withStatuses, type StatusState } from "./statuses"

/** The frame's static queries answering with the body's statuses in a given state (fixtures). */
export function queryStatuses(state: Pick<StatusState, "accredited" | "registered">) {
  const accreditation = withStatuses(state)
  jest.mocked(useStaticQuery).mockImplementation(() => {
    const data = staticQueryData()
    return { ...data, siteJson: { ...data.siteJson, accreditation } }
  })
  return accreditation
}
