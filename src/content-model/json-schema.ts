import { contentFiles } from "./model"
import type { Schema } from "./schema-helpers"

/** The JSON Schema of each data file, keyed by schema file name (site.json → site.schema.json). */
export function jsonSchemaFiles(): Record<string, object> {
  return Object.fromEntries(
    contentFiles.map(({ file, schema }) => {
      const root: Schema & Record<string, unknown> = {
        $schema: "http://json-schema.org/draft-07/schema#",
        ...schema,
        // The `$schema` line that points an editor's tool at this file is allowed in the data.
        properties: { $schema: { type: "string", description: "Le schéma de ce fichier (ne pas modifier)." }, ...schema.properties },
      }
      return [file.replace(/\.json$/, ".schema.json"), root]
    })
  )
}
