import { inWords, nextVersion, todayEdition } from "../new-version"
import { checkHistoryOrder } from "../history-order"
import { checkInForceDates } from "../in-force-checks"

describe("nextVersion", () => {
  const card = {
    reference: "F_0.0_00_00",
    version: "04",
    edition: "27/11/2026",
    inForce: "1er décembre 2026",
    history: [
      { version: "03", edition: "25/11/2026" },
      { version: "02", edition: "19/08/2025" },
    ],
  }

  it("moves the version in force (since 1 December) to the head of the history with its dates, and takes the next number and today's date", () => {
    expect(nextVersion(card, "02/12/2026")).toEqual({
      reference: "F_0.0_00_00",
      version: "05",
      edition: "02/12/2026",
      // Required, and not before the edition: the new edition's day, which the editor may move later.
      inForce: "2 décembre 2026",
      history: [
        { version: "04", edition: "27/11/2026", inForce: "1er décembre 2026" },
        { version: "03", edition: "25/11/2026" },
        { version: "02", edition: "19/08/2025" },
      ],
    })
  })

  it("gives a history the check accepts, from a first version too", () => {
    expect(checkHistoryOrder({ document: nextVersion(card, "28/11/2026") })).toEqual([])
    // Without a date of entry into force (required in the history), the version's edition day.
    expect(nextVersion({ version: "01", edition: "19/08/2025" }, "28/11/2026").history).toEqual([
      { version: "01", edition: "19/08/2025", inForce: "19 août 2025" },
    ])
    expect(inWords("01/03/2025")).toBe("1er mars 2025")
  })

  it("leaves a version that takes effect on the new edition's day in force that day: the new one takes effect the next", () => {
    const next = nextVersion({ ...card, inForce: "3 décembre 2026" }, "03/12/2026")
    expect(next.inForce).toBe("4 décembre 2026")
    expect(next.history?.[0]).toEqual({ version: "04", edition: "27/11/2026", inForce: "3 décembre 2026" })
    expect(checkHistoryOrder({ document: next })).toEqual([])
    expect(checkInForceDates({ document: next })).toEqual([])
    expect(nextVersion({ ...card, inForce: "31 décembre 2026" }, "31/12/2026").inForce).toBe("1er janvier 2027")
  })

  it("writes today as JJ/MM/AAAA in Paris", () => {
    expect(todayEdition(new Date("2026-11-27T23:30:00Z"))).toBe("28/11/2026")
  })
})
