import { checkHistoryOrder } from "../history-order"

const card = (version: string, history: string[]) => ({
  document: {
    version,
    edition: "28/11/2026",
    history: history.map(previous => ({ version: previous, edition: "01/01/2026" })),
  },
})

describe("checkHistoryOrder", () => {
  it("accepts the previous versions from the newest to the oldest, without a gap", () => {
    expect(checkHistoryOrder(card("04", ["03", "02", "01"]))).toEqual([])
  })

  it("refuses a gap", () => {
    expect(checkHistoryOrder(card("05", ["03", "02", "01"]))).toEqual([
      expect.objectContaining({ path: ["document", "history", 0, "version"], found: "la version « 03 »" }),
    ])
  })

  it("skips a number published then undone (git holds it, the committed document lists it nowhere)", () => {
    const undone = (version: string) => version === "04"
    expect(checkHistoryOrder(card("05", ["03", "02", "01"]), undone)).toEqual([])
    // Only that number: another gap is still refused.
    expect(checkHistoryOrder(card("05", ["03", "01"]), undone)).toEqual([
      expect.objectContaining({ path: ["document", "history", 1, "version"] }),
    ])
  })
})
