import { appendFileSync, mkdirSync } from "node:fs"
import path from "node:path"

/**
 * Where each run appends the number of assertions it reached (scripts/count-assertions.ts reads them): only
 * when ASSERTION_COUNT_DIR is set (`npm test` sets it), so that a lone `npx jest` writes nothing.
 */
export const assertionCountDir = () => process.env.ASSERTION_COUNT_DIR

/** The suites `npm test` runs, as scripts/count-assertions.ts prints them, in that order. */
export const suites = [
  "jest",
  "jest-build",
  "playwright",
  "playwright-cdn",
  "releases",
  "editor-local",
  "editor-hosted",
] as const
export type Suite = (typeof suites)[number]

/** One line per test file (jest) or run (Playwright): the suite, where it came from, how many `expect` calls ran. */
export function recordAssertions(suite: Suite, source: string, count: number) {
  const dir = assertionCountDir()
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  appendFileSync(path.join(dir, `${suite}.jsonl`), `${JSON.stringify({ source, count })}\n`)
}

/** A Playwright configuration file's suite, by its name. */
export function playwrightSuite(configFile: string | undefined): Suite {
  const name = path.relative(path.join(__dirname, ".."), configFile ?? "")
  const known: Record<string, Suite> = {
    "playwright.config.ts": "playwright",
    "playwright.cdn.config.ts": "playwright-cdn",
    "releases/playwright.config.ts": "releases",
    "editor/playwright.local.config.ts": "editor-local",
    "editor/playwright.hosted.config.ts": "editor-hosted",
  }
  return known[name] ?? "playwright"
}

/** The reporter to add to a Playwright configuration's when assertions are counted (tooling/assertion-reporter.ts). */
export const assertionReporters = (): [string][] =>
  assertionCountDir() ? [[path.join(__dirname, "assertion-reporter.ts")]] : []
