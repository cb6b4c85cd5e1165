import type { Schema } from "../../content-model/schema-helpers"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const isObject = (value: unknown): value is Record<string, Json> =>
  !!value && typeof value === "object" && !Array.isArray(value)
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

/**
 * What the CMS sends, laid out as the project writes data files (data/README.md): the keys in the order
 * the file on disk already has them (new keys in the model's order), `$schema` kept at the top, empty
 * optional fields left out. So changing one field in the browser changes one line of the diff.
 */
export function arrange(schema: Schema, incoming: unknown, original: unknown): unknown {
  if (Array.isArray(incoming)) {
    const items = schema.items ?? {}
    return incoming.map((item, index) => arrange(items, item, Array.isArray(original) ? original[index] : undefined))
  }
  if (!isObject(incoming)) return incoming
  const before = isObject(original) ? original : {}
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const order = [...Object.keys(before), ...Object.keys(properties), ...Object.keys(incoming)].filter(
    (key, index, all) => all.indexOf(key) === index,
  )
  const result: Record<string, unknown> = {}
  for (const key of order) {
    const value = key === "$schema" && before.$schema !== undefined ? before.$schema : incoming[key]
    if (value === undefined || (!required.has(key) && key !== "$schema" && isEmpty(value))) continue
    result[key] = arrange(properties[key] ?? {}, value, before[key])
  }
  return result
}

/** The project's JSON text: two spaces, UTF-8 characters as they are (no \u escapes), a final newline. */
export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
