/** @jest-environment node */
// A draft's summary on the review board (issue 47, point 6): the fields it changes, named as the form
// shows them (labels from the model's descriptions, list cards by their first field), never by key.
import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import type { Schema } from "../../../content-model/schema-helpers"
import { changedFields, changedPaths } from "../../service/changed-fields"
import { frenchDateTime, frenchWhen } from "../../admin/french-time"
import { readContent } from "../../../content-model/node/read-content"

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
const schemaOf = (file: string) => contentFiles.find(entry => entry.file === file)!.schema as Schema
const label = (schema: Schema, ...keys: string[]) => {
  let node = schema
  for (const key of keys) node = (node.properties?.[key] ?? node.items?.properties?.[key])!
  return labelOf(node.description, keys[keys.length - 1]).label
}

test("two fields of the footer changed: their two labels, in the form's order, no key", () => {
  const schema = schemaOf("pied-de-page.json")
  const before = readContent("pied-de-page.json")
  const after = copy(before)
  after.contact.buttonText = `${before.contact.buttonText} !`
  after.contact.title = `${before.contact.title} ?`
  const fields = changedFields(schema, before, after)
  expect(fields).toEqual([label(schema, "contact", "title"), label(schema, "contact", "buttonText")])
  expect(fields.join(" ")).not.toMatch(/title|buttonText|contact/)
})

test("a founder's name changed: the field and the card as the editor sees it; an added founder: the list itself", () => {
  const schema = schemaOf("fondateurs.json")
  const before = readContent("fondateurs.json")
  const renamed = copy(before)
  renamed.items[1].name = "Éloïse Marchetti"
  expect(changedFields(schema, before, renamed)).toEqual([`${label(schema, "items", "name")} (Éloïse Marchetti)`])
  const added = copy(before)
  added.items.push(copy(before.items[0]))
  expect(changedPaths(before, added)).toEqual([["items"]])
  expect(changedFields(schema, before, added)).toEqual([label(schema, "items")])
})

test("nothing changed, or keys in another order: no field; two cards showing the same after the change: named once", () => {
  const schema = schemaOf("pied-de-page.json")
  const before = readContent("pied-de-page.json")
  expect(changedFields(schema, before, copy(before))).toEqual([])
  const reordered = Object.fromEntries(Object.entries(copy(before)).reverse())
  expect(changedFields(schema, before, reordered)).toEqual([])
  const after = copy(before)
  after.social[0].name = "Mastodon"
  after.social[1].name = "Mastodon"
  expect(changedPaths(before, after)).toEqual([
    ["social", 0, "name"],
    ["social", 1, "name"],
  ])
  expect(changedFields(schema, before, after)).toEqual([`${label(schema, "social", "name")} (Mastodon)`])
})

test("times in French, in the editors' time zone: « 28 novembre 2026 à 10 h 42 », « 1er » for the first day", () => {
  expect(frenchDateTime(new Date("2026-11-28T09:42:00Z"))).toBe("28 novembre 2026 à 10\u00a0h\u00a042")
  expect(frenchDateTime(new Date("2026-12-01T08:05:00Z"))).toBe("1er décembre 2026 à 9\u00a0h\u00a005")
  const now = new Date("2026-11-28T15:00:00Z")
  expect(frenchWhen(new Date("2026-11-28T09:42:00Z"), now)).toBe("à 10\u00a0h\u00a042")
  expect(frenchWhen(new Date("2026-11-27T09:42:00Z"), now)).toBe("le 27 novembre 2026 à 10\u00a0h\u00a042")
})
