// `npm run check`: validates data/ without building, for editors and CI.
import path from "node:path"
import { validateContent } from "../src/content-model/validate"

const problems = validateContent(path.resolve("data"))
for (const p of problems) console.log(`${p.severity === "error" ? "✗" : "⚠"} ${p.file}${p.field ? ` › ${p.field}` : ""} : ${p.message}`)
const errors = problems.filter(p => p.severity === "error").length
console.log(errors ? `${errors} erreur(s) dans data/.` : "Contenu valide.")
process.exit(errors ? 1 : 0)
