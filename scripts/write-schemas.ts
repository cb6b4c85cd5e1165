// Writes data/schemas/*.schema.json from the content model, so editors' tools (VS Code…)
// complete and underline fields. Run after changing src/content-model/model.ts.
import { writeFileSync, mkdirSync } from "node:fs"
import path from "node:path"
import { jsonSchemaFiles } from "../src/content-model/json-schema"

const dir = path.resolve("data/schemas")
mkdirSync(dir, { recursive: true })
for (const [name, schema] of Object.entries(jsonSchemaFiles())) {
  writeFileSync(path.join(dir, name), `${JSON.stringify(schema, null, 2)}\n`)
}
console.log(`Schémas écrits dans ${path.relative(process.cwd(), dir)}/`)
