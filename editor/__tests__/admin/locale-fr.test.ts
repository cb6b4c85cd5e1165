import type { Phrases } from "decap-cms-locales"
import en from "decap-cms-locales/dist/esm/en/index.js"
import { phrases, typeset } from "../../admin/locale-fr"
import { DECAP_SLIPS } from "../helpers/decap-slips"

const flat = (tree: Phrases, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  )
const all = flat(phrases)

/** What the founder read on the editor's page (issue 47, point 7): typos, English, alarming words, straight typography. */
const WRONG: [string, RegExp][] = [
  ...DECAP_SLIPS,
  ["a space where a no-break one belongs", /sélectionné \?/],
  ["an English unit", /\bkB\b/],
  ["a straight apostrophe", /'/],
  ["straight quotes", /"/],
  ["no no-break space before a colon, semicolon, question or exclamation mark", /(^|[^\u00a0\u202f])[:;?!](\s|$)/],
]

test.each(WRONG)("no phrase of the editor's page has %s", (_what, pattern) => {
  expect(all.filter(([key, value]) => key !== "workflow.workflow.dateFormat" && pattern.test(value))).toEqual([])
})

test("no month name in the review cards' dates; an ordinary save does not say « Dépublication »", () => {
  expect(phrases.workflow).toMatchObject({ workflow: { dateFormat: expect.not.stringMatching(/MMM/) as string } })
  const toolbar = (phrases.editor as Phrases).editorToolbar as Phrases
  expect(toolbar.unpublishing).toBe(toolbar.saving)
  expect(toolbar.deleteUnpublishedEntry).toBe(toolbar.deleteUnpublishedChanges)
  expect(toolbar.status).toBe("Statut\u00a0: %{status}")
})

test("every phrase Decap has in English has a French one: none is read in English (aria-labels, titles, menus)", () => {
  const french = new Set(all.map(([key]) => key))
  expect(flat(en).filter(([key]) => !french.has(key))).toEqual([])
})

test("typeset keeps Decap's placeholders and plural separators", () => {
  expect(typeset("%{smart_count} entrée |||| %{smart_count} entrées")).toBe(
    "%{smart_count} entrée |||| %{smart_count} entrées",
  )
  expect(typeset(`Voulez-vous l'utiliser ? "Prêt"...`)).toBe("Voulez-vous l’utiliser\u00a0? «\u00a0Prêt\u00a0»…")
})
