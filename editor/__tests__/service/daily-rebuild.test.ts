/** @jest-environment node */
// Self-publishing's daily rebuild (editor/service/daily-rebuild.ts): a build is asked for only when what a
// build of today computes from its date differs from the published release's etat-des-dates.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { dateState } from "../../../content-model/node/date-state"
import { projectRoot } from "../../../content-model/node/project-root"
import { dateChanged } from "../../service/daily-rebuild"

const fixture = path.join(projectRoot, "__tests__/fixtures/documents/version-a-venir.json")
let root = ""
const buildDir = () => path.join(root, "construction")
const releases = () => path.join(root, "releases")
const publish = (day: string) =>
  writeFileSync(
    path.join(releases(), "current", "etat-des-dates.json"),
    JSON.stringify(dateState(path.join(buildDir(), "data"), day)),
  )

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "reconstruction-"))
  mkdirSync(path.join(buildDir(), "data"), { recursive: true })
  mkdirSync(path.join(releases(), "current"), { recursive: true })
  writeFileSync(path.join(buildDir(), "data", "conditions-generales-vente.json"), readFileSync(fixture))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test("nothing to rebuild from one day to the next while no version changes state", () => {
  publish("2027-01-01")
  expect(dateChanged(buildDir(), releases(), "2027-01-02")).toBe(false)
})

test("a rebuild the day a version comes into force", () => {
  publish("2026-12-31")
  expect(dateChanged(buildDir(), releases(), "2027-01-01")).toBe(true)
})

test("a rebuild when the published release has no state file, none before the first build", () => {
  expect(dateChanged(buildDir(), releases(), "2027-01-01")).toBe(true)
  rmSync(buildDir(), { recursive: true })
  expect(dateChanged(buildDir(), releases(), "2027-01-01")).toBe(false)
})
