/** @jest-environment node */
// The banner's board (editor/service/status.ts): a push still waiting is not hidden by a build
// that starts after it, and a later fact of the same kind replaces the earlier one.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { StatusBoard } from "../../service/status"

beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

test("before any publication the board says so", () => {
  const status = new StatusBoard().get()
  expect(status.state).toBe("à jour")
  expect(status.facts).toEqual([])
  expect(status.message).not.toBe("")
})

test("a push waiting and a build under way are both told, the waiting push first", () => {
  const board = new StatusBoard()
  board.set("envoi en attente", "envoi A", "c1")
  board.set("construction", "construction B", "c1")
  const status = board.get()
  expect(status.state).toBe("envoi en attente")
  expect(status.facts.map(fact => fact.state)).toEqual(["envoi en attente", "construction"])
  expect(status.message.split("\n")).toEqual(["envoi A", "construction B"])
})

test("a failed build comes first, and the push sent later replaces the push waiting", () => {
  const board = new StatusBoard()
  board.set("envoi en attente", "envoi A")
  board.set("échec de la construction", "échec B")
  board.set("à jour", "envoyé C")
  const status = board.get()
  expect(status.state).toBe("échec de la construction")
  expect(status.message.split("\n")).toEqual(["échec B", "envoyé C"])
})

test("a build online replaces the build under way", () => {
  const board = new StatusBoard()
  board.set("construction", "construction A", "c1")
  board.set("en ligne", "en ligne B", "c1")
  expect(board.get().facts.map(fact => [fact.state, fact.message])).toEqual([["en ligne", "en ligne B"]])
  expect(board.get().commit).toBe("c1")
})

describe("the pages to review (issue 57, point 3)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "a-relire-"))
  const updated = (date: string, reviewBy?: string) =>
    writeFileSync(
      path.join(dataDir, "processus-verification.json"),
      JSON.stringify({ contextUpdated: { label: "À jour au", date, ...(reviewBy ? { reviewBy } : {}) } }),
    )
  const review = (day: string) => {
    process.env.SITE_BUILD_DATE = day
    return new StatusBoard(dataDir).get().review
  }
  afterEach(() => delete process.env.SITE_BUILD_DATE)
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  test("none while the page is recent and its review date has not come", () => {
    updated("27/11/2026", "19/03/2027")
    expect(review("2027-03-18")).toEqual([])
  })

  test("the page and field whose review date has come, on that day", () => {
    updated("27/11/2026", "19/03/2027")
    expect(review("2027-03-19")).toEqual([
      {
        file: "processus-verification.json",
        field: "contextUpdated › reviewBy",
        reason: expect.stringContaining("19/03/2027") as unknown,
      },
    ])
  })

  test("the page updated more than six months before the build date", () => {
    updated("27/11/2026")
    expect(review("2027-05-28")).toEqual([
      {
        file: "processus-verification.json",
        field: "contextUpdated › date",
        reason: expect.stringContaining("6 mois") as unknown,
      },
    ])
  })

  test("no list without a data folder (a board of the tests)", () => {
    expect(new StatusBoard().get().review).toBeUndefined()
  })
})
