// Writes data/schemas/*.schema.json from the content model, so editors' tools (VS Code…)
// complete and underline fields. Run after changing the content model (gatsby-node.ts, content-model/to-graphql.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { jsonSchemaTexts } from "../content-model/json-schema"

const dir = path.resolve("data/schemas")
mkdirSync(dir, { recursive: true })
const texts = jsonSchemaTexts()
for (const [name, text] of Object.entries(texts)) writeFileSync(path.join(dir, name), text)
// A schema whose data file left the model would mislead editors.
for (const name of readdirSync(dir)) if (!(name in texts)) rmSync(path.join(dir, name))
console.log(`Schémas écrits dans ${path.relative(process.cwd(), dir)}/`)
