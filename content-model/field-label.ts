import type { Schema } from "./schema-helpers"

/**
 * A field's label and hint as the editor's form shows them, from the model's description:
 * « Le titre de la page (balise h1). » → label « Le titre de la page », hint « Le titre de la page (balise h1). »
 */
export function labelOf(description: string | undefined, name: string): { label: string; hint?: string } {
  if (!description) return { label: name }
  const trimmed = description.trim()
  const label = trimmed.split(/ \(| : |, par exemple|\. /)[0].replace(/\.$/, "")
  return { label, hint: label === trimmed.replace(/\.$/, "") ? undefined : trimmed }
}

/** Every property of a file's model with the label its field shows, for the words of a message (`history` → « Les versions précédentes »). */
export function labelsOf(schema: Schema, into = new Map<string, string>()): Map<string, string> {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (!into.has(key)) into.set(key, labelOf(child.description, key).label)
    labelsOf(child, into)
  }
  if (schema.items) labelsOf(schema.items, into)
  return into
}
