import { readFileSync } from "node:fs"
import path from "node:path"
import { unusedForeignPhrase } from "../accessibility-checks"
import { parseJson, pointer, type Position } from "../json-source"
import { contentFiles } from "../model"
import { repeatedSeo } from "../page-titles"
import type { Found, Problem } from "../problem"
import type { Statuses } from "../report-register"
import { statusWording } from "../status-wording"

/** A data file the model describes, parsed; a missing or broken one is left out (it has its own problem). */
interface Parsed {
  file: string
  value: unknown
  positions: Map<string, Position>
}

function parsedFiles(dataDir: string): Parsed[] {
  return contentFiles.flatMap(({ file }) => {
    let text: string
    try {
      text = readFileSync(path.join(dataDir, file), "utf8")
    } catch {
      return []
    }
    const parsed = parseJson(text)
    return parsed.ok ? [{ file, value: parsed.json.value, positions: parsed.json.positions }] : []
  })
}

/** The checks that read several files of data/ at once, each file read and parsed once. */
export function acrossFiles(dataDir: string): Problem[] {
  const files = parsedFiles(dataDir)
  const lineOf = (file: string, found: Found) =>
    files.find(parsed => parsed.file === file)?.positions.get(pointer(found.path))?.line
  const located = (file: string) => (found: Found) => ({ file, ...found, line: lineOf(file, found) })
  const site = files.find(({ file }) => file === "site.json")?.value as SiteFields | undefined
  return [
    ...unusedForeignPhrases(site, files).map(located("site.json")),
    // The texts written once that still deny a status site.json grants (status-wording.ts).
    ...files.flatMap(({ file, value }) => statusWording(file, value, site?.accreditation ?? {}).map(located(file))),
    ...repeatedSeo(files).map(problem => ({ ...problem, line: lineOf(problem.file, problem) })),
  ]
}

interface SiteFields {
  accreditation?: Statuses
  foreignPhrases?: unknown
}

/** The foreign phrases site.json declares that no text of data/ uses (accessibility-checks.ts). */
function unusedForeignPhrases(site: SiteFields | undefined, files: Parsed[]): Found[] {
  if (!Array.isArray(site?.foreignPhrases)) return []
  const texts = files.flatMap(({ file, value }) =>
    strings(file === "site.json" ? { ...(value as object), foreignPhrases: [] } : value),
  )
  return site.foreignPhrases.flatMap((item: { phrase?: unknown }, index) =>
    typeof item?.phrase === "string" ? unusedForeignPhrase(item.phrase, index, texts) : [],
  )
}

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value as Record<string, unknown>).flatMap(strings)
      : []

/** site.json's statuses, which decide the report types the register accepts; none when it cannot be read. */
export function siteStatuses(dataDir: string): Statuses {
  try {
    const site = JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as SiteFields
    return site.accreditation ?? {}
  } catch {
    return {}
  }
}
