import { contentFiles } from "./model"
import type { Schema } from "./schema-helpers"

/** Where a data file points its `$schema`, so editors' tools (VS Code…) complete and underline fields. */
export const schemaLink = (file: string) => `./schemas/${schemaFileName(file)}`
/** site.json → site.schema.json */
export const schemaFileName = (file: string) => file.replace(/\.json$/, ".schema.json")

/** The JSON Schema of each data file, keyed by schema file name (site.json → site.schema.json). */
export function jsonSchemaFiles(): Record<string, object> {
  return Object.fromEntries(
    contentFiles.map(({ file, schema }) => {
      const root: Schema & Record<string, unknown> = {
        $schema: "http://json-schema.org/draft-07/schema#",
        ...schema,
        // The `$schema` line that points an editor's tool at this file is allowed in the data.
        properties: {
          $schema: { type: "string", description: "Le schéma de ce fichier (ne pas modifier)." },
          ...schema.properties,
        },
      }
      return [schemaFileName(file), root]
    }),
  )
}

/** The exact text `npm run schemas` writes for each schema file. */
export function jsonSchemaTexts(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jsonSchemaFiles()).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]),
  )
}
