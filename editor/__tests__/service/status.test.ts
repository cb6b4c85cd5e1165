/** @jest-environment node */
// The banner's board (editor/service/status.ts): a push still waiting is not hidden by a build
// that starts after it, and a later fact of the same kind replaces the earlier one.
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
