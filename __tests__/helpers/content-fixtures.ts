import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { filesUnder } from "../../content-model/node/files-under"
import { projectRoot } from "../../content-model/node/project-root"
import { readContent } from "./content"
import { withStatuses } from "./statuses"

/** The project's root, and the broken-content fixtures: each is an overlay on data/. */
export const root = projectRoot
const fixturesDir = path.join(root, "__tests__/fixtures/content")

export interface Fixture {
  name: string
  /** The rule the fixture breaks. */
  rule: string
  /** Files of data/ the fixture deletes. */
  remove?: string[]
  /**
   * JSON merge patches (RFC 7396) on files of data/, by file name: the few fields a state needs, whatever
   * else the file says today (null removes a field).
   */
  patch?: Record<string, unknown>
  /** The exact lines the report must contain. */
  expected: string[]
}

export function fixtures(): Fixture[] {
  return readdirSync(fixturesDir)
    .sort()
    .map(name => ({
      name,
      ...(JSON.parse(readFileSync(path.join(fixturesDir, name, "fixture.json"), "utf8")) as Omit<Fixture, "name">),
    }))
}

/** The files a fixture puts over data/: none for a fixture that only patches. */
const fixtureFiles = (name: string) => {
  const dir = path.join(fixturesDir, name, "data")
  return existsSync(dir) ? filesUnder(dir) : []
}

/** Puts the real data/ into `dataDir`, then the fixtures' files over it (never two on one file). */
export function applyFixtures(dataDir: string, names: string[]) {
  const touched = names.flatMap(name => [
    ...(fixtures().find(f => f.name === name)?.remove ?? []),
    ...Object.keys(fixtures().find(f => f.name === name)?.patch ?? {}),
    ...fixtureFiles(name),
  ])
  const twice = touched.find((file, index) => touched.indexOf(file) !== index)
  if (twice) throw new Error(`deux fixtures modifient ${twice} : elles ne peuvent pas être combinées`)
  cpSync(path.join(root, "data"), dataDir, { recursive: true })
  for (const name of names) {
    const fixture = fixtures().find(candidate => candidate.name === name)
    if (!fixture) throw new Error(`fixture inconnue : ${name}`)
    for (const file of fixture.remove ?? []) rmSync(path.join(dataDir, file))
    if (fixtureFiles(name).length) cpSync(path.join(fixturesDir, name, "data"), dataDir, { recursive: true })
    for (const [file, patch] of Object.entries(fixture.patch ?? {})) {
      const target = path.join(dataDir, file)
      const patched = mergePatch(JSON.parse(readFileSync(target, "utf8")), patch)
      writeFileSync(target, `${JSON.stringify(patched, null, 2)}\n`)
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** RFC 7396's MergePatch: objects merge key by key, null removes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {}
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key]
    else result[key] = mergePatch(result[key], value)
  }
  return result
}

const made: string[] = []

/** A fresh temporary folder holding a data/ with these fixtures applied; returns the data/ path. */
export function brokenData(names: string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), "contenu-"))
  made.push(folder)
  const dataDir = path.join(folder, "data")
  applyFixtures(dataDir, names)
  return dataDir
}

/** Neither status granted: the state in which no text written once needs rewriting (status-wording.ts). */
/**
 * Like `brokenData`, with site.json's statuses set to neither granted (unless a fixture replaces site.json):
 * for the tests of the report's form, which must not depend on the state data/ is in today, when a granted
 * status adds its warnings on texts still to rewrite. The state is the one `withStatuses` gives the other tests.
 */
export function dataNotGranted(names: string[] = []): string {
  const dataDir = brokenData(names)
  if (!names.some(name => existsSync(path.join(fixturesDir, name, "data/site.json")))) {
    const file = path.join(dataDir, "site.json")
    const site = JSON.parse(readFileSync(file, "utf8")) as Pick<
      ReturnType<typeof readContent<"site.json">>,
      "accreditation"
    >
    site.accreditation = withStatuses({ accredited: false, registered: false }, site.accreditation)
    writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`)
  }
  return dataDir
}

/** Deletes the folders `brokenData` made. */
export function removeBrokenData() {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
}
