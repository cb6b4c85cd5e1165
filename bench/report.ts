/**
 * bench/RESULTS.md: the run's conditions, the targets met or not, each section's tables, then the
 * hand-written before/after comparisons (bench/before-after.md) and the method (bench/notes.md).
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Check, Section, SectionResult } from "./section"
import { ROOT } from "./servers"

export interface RunConditions {
  date: Date
  runs: number
  tapRuns: number
  build: boolean
  loadAverage: number
  cpus: number
  chromium: string
  lighthouseVersion: string
  benchmarkIndexes: number[]
}

export const checkList = (checks: Check[]) =>
  checks
    .flatMap(({ ok, text, details = [] }) => [
      `- ${ok ? "✅" : "❌"} ${text}`,
      ...details.map(detail => `  - ${detail}`),
    ])
    .join("\n")

export const sectionsMarkdown = (results: [Section, SectionResult][]) =>
  results.map(([section, result]) => `## ${section.title}\n\n${result.markdown}`).join("\n\n")

export function resultsMarkdown(run: RunConditions, results: [Section, SectionResult][]) {
  const indexes = run.benchmarkIndexes.map(Math.round).sort((a, b) => a - b)
  const included = ["before-after.md", "notes.md"]
    .map(name => path.join(ROOT, "bench", name))
    .filter(file => existsSync(file))
    // The files' own comments (what they are for) are not part of the results.
    .map(
      file =>
        `\n${readFileSync(file, "utf8")
          .replace(/<!--[\s\S]*?-->/g, "")
          .trim()}\n`,
    )
    .join("")
  return `# Banc d’essai (\`npm run bench\`)

Mesuré le ${run.date.toISOString().slice(0, 16).replace("T", " ")} UTC par \`bench/cli.ts\` (parties : ${new Intl.ListFormat("fr", { type: "conjunction" }).format(results.map(([section]) => `« ${section.title} »`))}), ${run.runs} passage(s) ${
    run.build ? "de tout" : "des pages (builds non mesurés : `--no-build`)"
  }, ${run.tapRuns} du premier toucher, le site
à côté de son plancher (\`bench/floor/\` : une page Gatsby nue avec une image, mêmes versions). Chaque rapport compare
un passage du site au passage du plancher fait juste avant : médiane (min.–max.) sur les passages.
Lighthouse ${run.lighthouseVersion || "non lancé"}, réglages mobiles par défaut (processeur ralenti 4 fois, 4G lente simulés),
les sites servis par nginx avec la configuration de production (\`deploy/nginx/\`).
Machine : ${run.cpus} cœurs, charge moyenne ${run.loadAverage.toFixed(1)} au départ, ${run.chromium}, Node ${process.version}${
    indexes.length ? ` ; « benchmarkIndex » de Lighthouse : ${indexes[0]} à ${indexes.at(-1)}` : ""
  }.

## Objectifs

${checkList(results.flatMap(([, result]) => result.checks))}

${sectionsMarkdown(results)}
${included}`
}
