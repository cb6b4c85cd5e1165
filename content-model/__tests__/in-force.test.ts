import { addMonths, dayInWords, isoDay, versionInForce, versionStates } from "../in-force"
import { checkInForceDates } from "../in-force-checks"
import { nextVersion } from "../new-version"
import { checkReviewDate, reviewReason } from "../review-dates"

// A document with one version to come, one in force, one replaced before it took effect and one past.
const card = {
  version: "04",
  edition: "28/11/2026",
  inForce: "1er janvier 2027",
  history: [
    { version: "03", edition: "27/11/2026", inForce: "1er décembre 2026" },
    { version: "02", edition: "20/11/2026", inForce: "1er décembre 2026", replacedBeforeInForce: true },
    { version: "01", edition: "19/08/2025", inForce: "19 août 2025" },
  ],
}
const states = (day: string) => versionStates(card, day).map(({ version, state }) => [version, state])

describe("isoDay and dayInWords", () => {
  it.each([
    ["1er janvier 2027", "2027-01-01"],
    ["19 août 2025", "2025-08-19"],
    ["01/03/2025", "2025-03-01"],
  ])("reads « %s » as %s", (text, iso) => expect(isoDay(text)).toBe(iso))

  it.each(["31 février 2027", "30/02/2027", "1er brumaire 2027", "2027-01-01"])("refuses « %s »", text =>
    expect(isoDay(text)).toBeUndefined(),
  )

  it("writes the first of the month « 1er », the other days in figures", () => {
    expect(dayInWords("2027-01-01")).toBe("1er janvier 2027")
    expect(dayInWords("2026-12-31")).toBe("31 décembre 2026")
  })

  it("counts months back to the same day, or the month's last", () => {
    expect(addMonths("2027-06-20", -6)).toBe("2026-12-20")
    expect(addMonths("2027-08-31", -6)).toBe("2027-02-28")
  })
})

describe("versionStates", () => {
  it("before an in-force date: the older version is in force, the newer one to come", () => {
    expect(states("2026-12-20")).toEqual([
      ["04", { kind: "upcoming", from: "2027-01-01" }],
      ["03", { kind: "inForce", from: "2026-12-01" }],
      ["02", { kind: "replaced" }],
      ["01", { kind: "past", from: "2025-08-19", until: "2026-11-30" }],
    ])
    expect(versionInForce(card, "2026-12-20").version).toBe("03")
  })

  it("on the day and after: the newer version is in force, the older one past until the day before", () => {
    for (const day of ["2027-01-01", "2027-01-02"]) {
      expect(states(day).slice(0, 2)).toEqual([
        ["04", { kind: "inForce", from: "2027-01-01" }],
        ["03", { kind: "past", from: "2026-12-01", until: "2026-12-31" }],
      ])
      expect(versionInForce(card, day).version).toBe("04")
    }
  })

  it("takes a version without in-force date as in force from its edition", () => {
    const plain = { version: "02", edition: "28/11/2026", history: [{ version: "01", edition: "19/08/2025" }] }
    expect(versionInForce(plain, "2026-12-01").version).toBe("02")
    expect(versionInForce(plain, "2026-11-27").version).toBe("01")
  })
})

describe("checkInForceDates", () => {
  const problems = (document: unknown) => checkInForceDates({ document }).map(({ path, problem }) => [path, problem])

  it("accepts a consistent history", () => expect(checkInForceDates({ document: card })).toEqual([]))

  it("refuses a previous version in force before its edition, naming it", () => {
    const history = card.history.map(entry => (entry.version === "01" ? { ...entry, inForce: "1er mars 2025" } : entry))
    expect(problems({ ...card, history })).toEqual([
      [["document", "history", 2, "inForce"], "la version 01 entre en vigueur avant son édition"],
    ])
  })

  it("refuses two versions in force the same day, unless the older one was replaced before it", () => {
    const history = card.history.map(({ replacedBeforeInForce: _, ...entry }) => entry)
    expect(problems({ ...card, history })).toEqual([
      [["document", "history", 1, "inForce"], "la version 02 et la version 03 seraient en vigueur le même jour"],
    ])
  })

  it("refuses a version in force after the one that replaced it", () => {
    const history = [{ ...card.history[0], inForce: "2 janvier 2027" }, ...card.history.slice(1)]
    expect(problems({ ...card, history })[0]).toEqual([
      ["document", "history", 0, "inForce"],
      "la version 03 entre en vigueur après la version 04 qui la remplace",
    ])
  })

  it("refuses « replaced before its entry into force » when its replacement came after it", () => {
    const history = card.history.map(entry =>
      entry.version === "03" ? { ...entry, inForce: "2 décembre 2026" } : entry,
    )
    expect(problems({ ...card, history })).toEqual([
      [
        ["document", "history", 1, "replacedBeforeInForce"],
        "la version 02 est dite remplacée avant son entrée en vigueur, mais elle serait en vigueur avant la version 03",
      ],
    ])
  })

  it("accepts the new version the editor's button makes from a version still to come", () => {
    const next = nextVersion(card, "02/12/2026")
    expect(next.inForce).toBe(card.inForce)
    expect(next.history?.[0]).toEqual({
      ...card,
      history: undefined,
      replacedBeforeInForce: true,
      reference: undefined,
    })
    expect(checkInForceDates({ document: next })).toEqual([])
  })
})

describe("review dates", () => {
  const updated = { label: "À jour au", date: "27/11/2026", reviewBy: "19/03/2027" }

  it("asks nothing within six months and before the review date", () => {
    expect(reviewReason(updated, "2027-03-18")).toBeUndefined()
  })

  it("asks for a review on the review date, naming the field", () => {
    expect(checkReviewDate(updated, ["contextUpdated"], "2027-03-19")).toEqual([
      expect.objectContaining({ path: ["contextUpdated", "reviewBy"], severity: "warning" }),
    ])
  })

  it("asks for a review more than six months after the update", () => {
    const { reviewBy: _, ...plain } = updated
    expect(reviewReason(plain, "2027-05-27")).toBeUndefined()
    expect(checkReviewDate(plain, ["updated"], "2027-05-28")).toEqual([
      expect.objectContaining({ path: ["updated", "date"], severity: "warning" }),
    ])
  })
})
