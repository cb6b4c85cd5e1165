/*
 * `npm run bench`: the site measured against a floor, a bare Gatsby page with one image (bench/floor/,
 * same Gatsby, React and sharp from the project's node_modules), in the same run, on the same machine:
 * every figure is printed as a ratio to the floor's, with min, median and max over the runs, then in
 * absolute terms; the first tap beside a page of bare native elements and the same elements in a
 * second page of the floor. Written to bench/RESULTS.md; how to read it: bench/notes.md. Options:
 * bench/options.ts.
 *
 * The benchmark is a list of sections, each measuring one thing and returning its Markdown and the
 * targets it checks (bench/section.ts). Adding a measurement is adding a section.
 */
import { spawnSync } from "node:child_process"
import { existsSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { CHROMIUM_PATH } from "../tooling/chromium"
import { builds } from "./builds"
import { editorPublication } from "./editor-section"
import { firstTap } from "./first-tap"
import { lighthouseRuns, pages } from "./lighthouse"
import { type Options, parseOptions, USAGE } from "./options"
import { publication } from "./publication"
import { checkList, resultsMarkdown, sectionsMarkdown } from "./report"
import type { Section, SectionResult } from "./section"
import { otherBuild, ROOT, servers, targets, writeCsp, type Target } from "./servers"

/** Refuses, in French, to measure a folder that holds no build. */
function requireBuilds(targets: Target[], advice: string) {
  for (const target of targets)
    if (!existsSync(path.join(target.publicDir, "index.html")))
      throw new Error(`Pas de build dans ${target.publicDir} : ${advice}`)
}

/**
 * `--against`: the first tap of the site beside another build of it, alternated run by run in one
 * browser, instead of beside the bare reference page: the A/B a change to the first tap needs on a
 * noisy machine (bench/notes.md). Prints the table; bench/RESULTS.md stays the last full run's.
 */
async function compareWith(againstDir: string, options: Options, site: Target) {
  const other = otherBuild(path.resolve(againstDir), options.referencePort, site.routes)
  requireBuilds([site, other], "index.html manquant")
  await writeCsp(other)
  const nginx = servers()
  try {
    // The first tap never reads the floor: the site stands in for it.
    const result = await firstTap(options.tapRuns, { withFloor: false }).measure({
      runs: options.runs,
      site,
      floor: site,
      reference: other,
      serve: nginx.serve,
    })
    console.log(`\n${checkList(result.checks)}\n\n${result.markdown}\n\nbench/RESULTS.md inchangé (--against).`)
  } finally {
    nginx.stop()
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env)
  if (options === "help") return console.log(USAGE)
  const { site, floor, reference } = targets(options.port, options.referencePort)
  if (options.against) return compareWith(options.against, options, site)
  // The measurements, in order. Each one adds a `## title` part to bench/RESULTS.md and its targets.
  const all: Section[] = [
    builds,
    pages,
    firstTap(options.tapRuns),
    publication(options.loadPort),
    editorPublication(options.editorPort),
  ]
  const sections = all
    .filter(section => options.build || section !== builds)
    .filter(section => !options.only || options.only.some(word => section.title.startsWith(word)))
  if (!options.build) {
    requireBuilds([site, floor], "lancez le banc sans --no-build")
    await writeCsp(floor)
  }
  await writeCsp(reference)
  const loadAverage = os.loadavg()[0]
  const nginx = servers()
  const bench = { runs: options.runs, site, floor, reference, serve: nginx.serve }
  const results: [Section, SectionResult][] = []
  try {
    for (const section of sections) {
      console.log(`\n== ${section.title}`)
      results.push([section, await section.measure(bench)])
    }
  } finally {
    nginx.stop()
  }
  const markdown = resultsMarkdown(
    {
      date: new Date(),
      runs: options.runs,
      tapRuns: options.tapRuns,
      build: options.build,
      loadAverage,
      cpus: os.cpus().length,
      chromium: spawnSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).stdout.trim(),
      lighthouseVersion: lighthouseRuns.version,
      benchmarkIndexes: lighthouseRuns.benchmarkIndexes,
    },
    results,
  )
  writeFileSync(path.join(ROOT, "bench", "RESULTS.md"), markdown)
  console.log(
    `\n${checkList(results.flatMap(([, result]) => result.checks))}\n\n${sectionsMarkdown(results)}\n\nÉcrit dans bench/RESULTS.md`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
