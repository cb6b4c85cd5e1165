import { placeInForm } from "../../content-model/editor-message"
import type { Schema } from "../../content-model/schema-helpers"

type Path = (string | number)[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value)

/** The same value, whatever the order of an object's keys (Decap writes them in the form's order). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (isRecord(a) && isRecord(b))
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every(key => same(a[key], b[key]))
  return Object.is(a, b)
}

/**
 * Where two versions of an entry differ, as the form's fields: a value changed is its own field; a
 * list whose items were added, removed or are plain values (paragraphs) is the list's field; a list of
 * cards keeping its length is compared card by card.
 */
export function changedPaths(before: unknown, after: unknown, path: Path = []): Path[] {
  if (same(before, after)) return []
  if (isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap(key =>
      changedPaths(before[key], after[key], [...path, key]),
    )
  if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    before.length === after.length &&
    after.every(isRecord) &&
    before.every(isRecord)
  )
    return after.flatMap((item, index) => changedPaths(before[index], item, [...path, index]))
  return [path]
}

/**
 * The fields a draft changes, named as the form shows them (the label above the field, the card it
 * sits in as the editor sees it): « Le slogan », « Prénom et nom (Claire Dumontel) »; each once, in
 * the order of the form.
 */
export function changedFields(schema: Schema, before: unknown, after: unknown): string[] {
  const named = changedPaths(before, after).map(path => {
    const { field, item } = placeInForm(schema, after, path)
    return item ? `${field} (${item})` : field
  })
  return [...new Set(named)]
}
