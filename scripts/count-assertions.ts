// `npx tsx scripts/count-assertions.ts [--against <fichier.json>] [--save <fichier.json>]`: the number of `expect`
// calls each suite reached at run time, as the last `npm test` recorded them (ASSERTION_COUNT_DIR,
// tooling/assertion-count.ts): jest per test file (expect.getState().assertionCalls), Playwright per run (steps of
// category "expect"). --against compares with a saved count and fails if a suite's fell; --save writes it.
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { suites, type Suite } from "../tooling/assertion-count"

const labels: Record<Suite, string> = {
  jest: "jest (site, outils, éditeur)",
  "jest-build": "jest, vrais builds",
  playwright: "Playwright, site servi par nginx",
  "playwright-cdn": "Playwright, moteur de Cloudflare Pages",
  releases: "Playwright, publication",
  "editor-local": "Playwright, éditeur local",
  "editor-hosted": "Playwright, éditeur en ligne",
}

type Counts = Partial<Record<Suite, number>>

/** Each suite's total in `dir`, for the suites that ran. */
export function readCounts(dir: string): Counts {
  const counts: Counts = {}
  for (const suite of suites) {
    const file = path.join(dir, `${suite}.jsonl`)
    if (!existsSync(file)) continue
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean)
    counts[suite] = lines.reduce((sum, line) => sum + (JSON.parse(line) as { count: number }).count, 0)
  }
  return counts
}

const number = (value: number) => value.toLocaleString("fr-FR")

/** The report, in French, and whether any suite counted fewer assertions than `against`. */
export function report(counts: Counts, against?: Counts): { text: string; fell: boolean } {
  let fell = false
  const lines = suites.map(suite => {
    const now = counts[suite]
    const before = against?.[suite]
    const shown = now === undefined ? "non lancée" : number(now)
    if (before === undefined || now === undefined) return `  ${labels[suite]} : ${shown}`
    if (now < before) fell = true
    const delta = now - before
    const sign = delta > 0 ? "+" : delta < 0 ? "−" : "±"
    return `  ${labels[suite]} : ${shown} (référence ${number(before)}, ${sign}${number(Math.abs(delta))})`
  })
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  return {
    text: [`Assertions atteintes (appels d’expect) :`, ...lines, `  en tout : ${number(total)}`].join("\n"),
    fell,
  }
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const option = (name: string) => {
    const index = args.indexOf(name)
    return index >= 0 ? args[index + 1] : undefined
  }
  const dir = process.env.ASSERTION_COUNT_DIR ?? ".e2e/assertions"
  const counts = readCounts(dir)
  const againstFile = option("--against")
  const against = againstFile ? (JSON.parse(readFileSync(againstFile, "utf8")) as { counts: Counts }).counts : undefined
  const { text, fell } = report(counts, against)
  console.log(text)
  const saveFile = option("--save")
  if (saveFile) {
    writeFileSync(saveFile, `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), counts }, null, 2)}\n`)
    console.log(`Compte enregistré dans ${saveFile}.`)
  }
  if (fell) {
    console.error("Une suite atteint moins d’assertions que la référence.")
    process.exitCode = 1
  }
}
