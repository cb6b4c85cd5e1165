/**
 * bench/RESULTS.md: the run's conditions, the targets met or not, each section's tables, then the
 * line that points to the method (bench/notes.md) and to the history (git).
 */
import type { Check, Section, SectionResult } from "./section"

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

Méthode et lecture : \`bench/notes.md\`. Les passages précédents : \`git log -p bench/RESULTS.md\`.
`
}
