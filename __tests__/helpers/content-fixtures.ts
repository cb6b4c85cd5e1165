import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { filesUnder } from "../../content-model/node/files-under"
import { projectRoot } from "../../content-model/node/project-root"

/** The project's root, and the broken-content fixtures: each is an overlay on data/. */
export const root = projectRoot
const fixturesDir = path.join(root, "__tests__/fixtures/content")

export interface Fixture {
  name: string
  /** The rule the fixture breaks. */
  rule: string
  /** Files of data/ the fixture deletes. */
  remove?: string[]
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

/** Puts the real data/ into `dataDir`, then the fixtures' files over it (never two on one file). */
export function applyFixtures(dataDir: string, names: string[]) {
  const touched = names.flatMap(name => [
    ...(fixtures().find(f => f.name === name)?.remove ?? []),
    ...filesUnder(path.join(fixturesDir, name, "data")),
  ])
  const twice = touched.find((file, index) => touched.indexOf(file) !== index)
  if (twice) throw new Error(`deux fixtures modifient ${twice} : elles ne peuvent pas être combinées`)
  cpSync(path.join(root, "data"), dataDir, { recursive: true })
  for (const name of names) {
    const fixture = fixtures().find(candidate => candidate.name === name)
    if (!fixture) throw new Error(`fixture inconnue : ${name}`)
    for (const file of fixture.remove ?? []) rmSync(path.join(dataDir, file))
    cpSync(path.join(fixturesDir, name, "data"), dataDir, { recursive: true })
  }
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

/** Deletes the folders `brokenData` made. */
export function removeBrokenData() {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
}
