// `npm run check [dossier] [-- --corriger]`: validates data/ (or the given folder) without building, for editors
// and CI; with --corriger, first corrects in place the typography that has one correct form (correct-content.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { applyEdits, modify } from "jsonc-parser"
import { correctContent } from "../content-model/correct-content"
import { parseJson, pointer } from "../content-model/json-source"
import { contentFiles } from "../content-model/model"
import { formatReport } from "../content-model/report"
import { validateContent } from "../content-model/node/validate"
import { buildDate, BuildDateError } from "../content-model/node/build-date"

const { values, positionals } = parseArgs({ options: { corriger: { type: "boolean" } }, allowPositionals: true })
const dataDir = path.resolve(positionals[0] ?? "data")
if (!existsSync(dataDir)) {
  process.stdout.write(`✗ Dossier introuvable : ${dataDir}\n`)
  process.exit(1)
}
// The day review dates are compared with: a malformed SITE_BUILD_DATE stops here, before any file is corrected.
let day: string
try {
  day = buildDate()
} catch (error) {
  if (!(error instanceof BuildDateError)) throw error
  process.stdout.write(`${error.message}\n`)
  process.exit(1)
}
if (values.corriger) correctFiles(dataDir)
const problems = validateContent(dataDir, { pagesDir: path.resolve("src/pages"), buildDate: day })
process.stdout.write(formatReport(problems))
process.exitCode = problems.some(problem => problem.severity === "error") ? 1 : 0

/** Each file's prose corrected where it has one correct form, its layout kept; each correction said. */
function correctFiles(dir: string) {
  for (const { file, schema } of contentFiles) {
    const full = path.join(dir, file)
    if (!existsSync(full)) continue
    let text = readFileSync(full, "utf8")
    const parsed = parseJson(text)
    if (!parsed.ok) continue // the check says where the JSON is broken
    const { corrections } = correctContent(schema, parsed.json.value)
    for (const { path: at, after, corrected } of corrections) {
      const line = parsed.json.positions.get(pointer(at))?.line
      const where = [file, ...at.map(part => (typeof part === "number" ? `[${part}]` : part))].join(" › ")
      process.stdout.write(
        `✎ ${where}${line ? ` (ligne ${line})` : ""} : typographie corrigée (${corrected.join(" ; ")}).\n`,
      )
      text = applyEdits(text, modify(text, at, after, {}))
    }
    if (corrections.length) writeFileSync(full, text)
  }
}
