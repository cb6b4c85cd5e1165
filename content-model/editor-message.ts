import { labelOf, labelsOf } from "./field-label"
import type { Problem } from "./problem"
import type { Schema } from "./schema-helpers"

/** Where a problem sits in the editor's form: the field by its label, the list item by what its card shows. */
export interface FormPlace {
  /** The label the form shows above the field, e.g. « Prénom et nom ». */
  field: string
  /** The list item holding the field, as the editor sees it: the founder's name, « Article 4 – … », « Paragraphe 2 ». */
  item?: string
}

const summaryOf = (itemSchema: Schema, value: unknown, index: number): string => {
  const first = Object.keys(itemSchema.properties ?? {})[0]
  const shown = first && value && typeof value === "object" ? (value as Record<string, unknown>)[first] : undefined
  if (typeof shown === "string" && shown.trim()) return shown.trim()
  const singular = labelOf(itemSchema.description, "élément").label.replace(/^(une?|la|le|l’)\s*/i, "")
  return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${index + 1}`
}

/**
 * The place of `path` in a file's form (its schema and content as saved), as Decap shows it
 * (editor/admin/cms-config.ts: labels from the model's descriptions, list cards summarised by their
 * first field). A string list's entry is named by its position counted from 1 (« Paragraphe 2 »).
 */
export function placeInForm(schema: Schema, content: unknown, path: (string | number)[]): FormPlace {
  let node: Schema | undefined = schema
  let value: unknown = content
  let field = labelOf(schema.description, "ce contenu").label
  let item: string | undefined
  for (const part of path) {
    if (typeof part === "number") {
      const items: Schema = node?.items ?? {}
      const entry = Array.isArray(value) ? (value as unknown[])[part] : undefined
      item = items.type === "object" ? summaryOf(items, entry, part) : `${field}, n° ${part + 1}`
      node = items
      value = entry
    } else {
      node = node?.properties?.[part]
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined
      field = labelOf(node?.description, part).label
    }
  }
  return { field, item }
}

const sentence = (text: string) => {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.?!]$/.test(capital) ? capital : `${capital}.`
}

/** The model's keys quoted in a message (« history », h2aDate) replaced by the labels the form shows. */
export function inFormWords(text: string, schema: Schema): string {
  let said = text
  for (const [key, label] of labelsOf(schema)) {
    said = said.split(`« ${key} »`).join(`« ${label} »`)
    // A key no French word looks like (h2aDate, inForce): replaced even unquoted.
    if (/[A-Z0-9_]/.test(key)) said = said.replace(new RegExp(`(?<![\\w/.-])${key}(?![\\w/.-])`, "g"), `« ${label} »`)
  }
  return said
}

const explain = (problem: Omit<Problem, "file">) => {
  const parts = [sentence(problem.problem)]
  if (problem.expected && problem.found) parts.push(`Attendu : ${problem.expected} ; trouvé : ${problem.found}.`)
  else if (problem.expected) parts.push(`Attendu : ${problem.expected}.`)
  if (problem.hint) parts.push(sentence(problem.hint))
  return parts.join(" ")
}

/** French spacing for the page: a no-break space before « : ; ? ! » and inside « ». */
const typeset = (text: string) => text.replace(/ ([:;?!»])/g, "\u00a0$1").replace(/« /g, "«\u00a0")

/**
 * A problem as the editor reads it in the hosted editor (issue 47, point 2): the field by its label, the
 * list item as the form shows it, never a file name, key, index or code; in sentence case. `npm run check`
 * keeps its precise form (./report.ts: file › field (ligne)).
 */
export function editorMessage(problem: Omit<Problem, "file">, schema: Schema, content: unknown): string {
  const { field, item } = placeInForm(schema, content, problem.path)
  return typeset(inFormWords(`« ${field} »${item ? ` (${item})` : ""} : ${explain(problem)}`, schema))
}

/** The same without the field's name, shown beside the field itself. */
export const besideField = (problem: Omit<Problem, "file">, schema: Schema) =>
  typeset(inFormWords(explain(problem), schema))
