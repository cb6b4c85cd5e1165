import { accreditationStatement, type AccreditationData } from "../../src/utils/accreditation"
import accreditedFixture from "../fixtures/accreditation/accredite.json"
import registeredFixture from "../fixtures/accreditation/inscrit.json"
import notAccreditedFixture from "../fixtures/accreditation/non-accredite.json"
import notRegisteredFixture from "../fixtures/accreditation/non-inscrit.json"
import { readContent } from "./content"

/** One of the four states the model allows for the body's two statuses (content-model/shared-files.ts). */
export interface StatusState {
  readonly name: string
  readonly accredited: boolean
  readonly registered: boolean
}

export const statusStates: readonly StatusState[] = [
  { name: "neither accredited nor registered", accredited: false, registered: false },
  { name: "accredited, not registered", accredited: true, registered: false },
  { name: "registered, not accredited", accredited: false, registered: true },
  { name: "accredited and registered", accredited: true, registered: true },
]

type Accreditation = ReturnType<typeof readContent<"site.json">>["accreditation"]

/**
 * data/site.json's accreditation put in a given state from the fixtures, whatever state data/ is in
 * today: the facts of a status not granted are dropped, as an editor clears them.
 */
export function withStatuses(
  { accredited, registered }: Pick<StatusState, "accredited" | "registered">,
  base: Accreditation = readContent("site.json").accreditation,
): Accreditation & AccreditationData {
  const { date: _d, number: _n, scopeUrl: _s, accreditedActivities: _a, h2aDate: _h, ...texts } = base
  return {
    ...texts,
    ...(accredited ? accreditedFixture : notAccreditedFixture),
    ...(registered ? registeredFixture : notRegisteredFixture),
  }
}

/** The fixtures' facts, for the expected text of a granted status. */
export { accreditedFixture, registeredFixture }

/** What a page that states the statuses must contain: the sentences of `accreditationStatement`. */
export function statementParts(accreditation: AccreditationData): string[] {
  const statement = accreditationStatement(accreditation)
  return statement.accredited
    ? [`${statement.mention}, ${statement.scope}.`, statement.activities, statement.h2a]
    : [statement.text]
}
