/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { readCounts, report } from "../../scripts/count-assertions"

test("sums each suite's lines and leaves out the suites that did not run", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assertions-"))
  writeFileSync(path.join(dir, "jest.jsonl"), '{"source":"a.test.ts","count":3}\n{"source":"b.test.ts","count":4}\n')
  writeFileSync(path.join(dir, "playwright.jsonl"), '{"source":"2 tests","count":5}\n')
  expect(readCounts(dir)).toEqual({ jest: 7, playwright: 5 })
  rmSync(dir, { recursive: true, force: true })
})

test("a suite that reached fewer assertions than the saved count fails; more or as many passes", () => {
  expect(report({ jest: 9 }, { jest: 10 }).fell).toBe(true)
  expect(report({ jest: 10, playwright: 4 }, { jest: 10, playwright: 3 }).fell).toBe(false)
  // A suite without a saved count, or that did not run, is shown without a comparison.
  expect(report({ playwright: 2 }, { jest: 10 }).fell).toBe(false)
})

test("prints each suite, the difference from the saved count and the total", () => {
  const { text } = report({ jest: 1200, "jest-build": 30 }, { jest: 1234 })
  const lines = text.split("\n")
  expect(lines).toContain("  jest (site, outils, éditeur) : 1\u202f200 (référence 1\u202f234, −34)")
  expect(lines).toContain("  jest, vrais builds : 30")
  expect(lines).toContain("  Playwright, éditeur en ligne : non lancée")
  expect(lines.at(-1)).toBe("  en tout : 1\u202f230")
})
