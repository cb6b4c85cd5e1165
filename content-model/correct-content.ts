import type { JsonPath } from "./json-source"
import type { Schema } from "./schema-helpers"
import { correctTypography } from "./typography"

/** A prose field the typography corrections changed, and what they corrected (French, as the check names it). */
export interface Correction {
  path: JsonPath
  before: string
  after: string
  corrected: string[]
}

/**
 * `value` (a data file's content, or a field's) with the typography corrections applied to every prose field the
 * model marks `x-prose`: what has exactly one correct form (content-model/typography.ts). Applied when an editor
 * saves and by `npm run check -- --corriger`; the rest is left to the check, which refuses it.
 */
export function correctContent(
  schema: Schema,
  value: unknown,
  at: JsonPath = [],
): { value: unknown; corrections: Correction[] } {
  if (schema["x-prose"] && typeof value === "string") {
    const { text, corrected } = correctTypography(value)
    return { value: text, corrections: text === value ? [] : [{ path: at, before: value, after: text, corrected }] }
  }
  const corrections: Correction[] = []
  if (schema.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const object = { ...(value as Record<string, unknown>) }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (!(key in object)) continue
      const result = correctContent(child, object[key], [...at, key])
      object[key] = result.value
      corrections.push(...result.corrections)
    }
    return { value: object, corrections }
  }
  if (schema.type === "array" && Array.isArray(value) && schema.items) {
    const items = value.map((item, index) => {
      const result = correctContent(schema.items as Schema, item, [...at, index])
      corrections.push(...result.corrections)
      return result.value
    })
    return { value: items, corrections }
  }
  return { value, corrections }
}
