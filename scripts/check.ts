// `npm run check [dossier]`: validates data/ (or the given folder) without building, for editors and CI.
import { existsSync } from "node:fs"
import path from "node:path"
import { formatReport } from "../content-model/report"
import { validateContent } from "../content-model/node/validate"

const dataDir = path.resolve(process.argv[2] ?? "data")
if (!existsSync(dataDir)) {
  process.stdout.write(`✗ Dossier introuvable : ${dataDir}\n`)
  process.exit(1)
}
const problems = validateContent(dataDir, { pagesDir: path.resolve("src/pages") })
process.stdout.write(formatReport(problems))
process.exitCode = problems.some(problem => problem.severity === "error") ? 1 : 0
