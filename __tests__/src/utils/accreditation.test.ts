import {
  accreditationStatement,
  isAccredited,
  isRegistered,
  missionText,
  type AccreditationData,
} from "../../../src/utils/accreditation"
import { readContent } from "../../helpers/content"
import { accreditedFixture, registeredFixture, statusStates, withStatuses } from "../../helpers/statuses"

// Each state the model allows, from the fixtures, whatever state data/site.json is in today.
const { accreditation } = readContent("site.json")
const states: [string, AccreditationData, boolean, boolean][] = statusStates.map(state => [
  state.name,
  withStatuses(state),
  state.accredited,
  state.registered,
])
// Any two distinct sentences: the helper must pick, never rewrite.
const sentence = {
  pending: readContent("site.json").description.pending,
  granted: readContent("site.json").description.granted,
}

describe("the two statuses, apart", () => {
  it.each(states)("%s", (_state, data, accredited, registered) => {
    expect(isAccredited(data)).toBe(accredited)
    expect(isRegistered(data)).toBe(registered)
    const statement = accreditationStatement(data)
    expect(statement.accredited).toBe(accredited)
    expect(statement.registered).toBe(registered)
    // The Cofrac's sentence and the H2A's, each from its own status.
    if (accredited) {
      expect(statement.text).toContain(
        `${accreditation.mentionPrefix}\u00a0${accreditedFixture.number}, ${accreditation.mentionScope}`,
      )
      expect(statement.text).not.toContain(accreditation.notAccredited)
    } else {
      expect(statement.text).toContain(accreditation.notAccredited)
      expect(statement.text).not.toContain(accreditation.mentionPrefix)
    }
    if (registered) {
      expect(statement.h2a).toBe(`${accreditation.registered}\u00a0${registeredFixture.h2aDate}.`)
      expect(statement.text).not.toContain(accreditation.notRegistered)
    } else expect(statement.h2a).toBe(accreditation.notRegistered)
    expect(statement.text).toContain(statement.h2a)
  })

  it.each(states)(
    "%s: a sentence on the reserved missions is in the present tense only with both",
    (_s, data, a, r) => {
      expect(missionText(sentence, data)).toBe(a && r ? sentence.granted : sentence.pending)
    },
  )

  it("a status without the facts it needs claims nothing", () => {
    const both = withStatuses({ accredited: true, registered: true })
    for (const missing of ["date", "number", "scopeUrl", "accreditedActivities"] as const) {
      expect(isAccredited({ ...both, [missing]: null })).toBe(false)
      expect(missionText(sentence, { ...both, [missing]: undefined })).toBe(sentence.pending)
    }
    expect(isRegistered({ ...both, h2aDate: null })).toBe(false)
    expect(missionText(sentence, { ...both, h2aDate: null })).toBe(sentence.pending)
  })
})
