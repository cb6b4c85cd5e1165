import type { JsonPath } from "./json-source"
import type { Schema } from "./schema-helpers"

/** One thing wrong in data/, said in plain French. */
export interface Problem {
  /** The data file, relative to data/. */
  file: string
  /** The field, from the file's root: ["items", 1, "photo"]. */
  path: JsonPath
  line?: number
  /** Given for JSON syntax errors only, where the exact character matters. */
  column?: number
  severity: "error" | "warning"
  /** What is wrong, in a few plain words. */
  problem: string
  expected?: string
  found?: string
  hint?: string
}

/** A problem found inside a file, before the file's name is added. */
export type Found = Omit<Problem, "file">

/** What a field should hold, from the model's own description: « Prénom et nom. » → « prénom et nom ». */
export function describeSchema(schema: Schema | undefined): string {
  const description = schema?.description?.trim().replace(/\.$/, "")
  if (!description) return schema ? typeWords(schema) : "une valeur"
  return description.charAt(0).toLowerCase() + description.slice(1)
}

export function typeWords(schema: Schema): string {
  switch (schema.type) {
    case "string":
      return "du texte entre guillemets"
    case "array":
      return "une liste entre crochets […]"
    case "object":
      return "un objet entre accolades {…}"
    case "integer":
      return "un nombre entier"
    case "number":
      return "un nombre"
    case "boolean":
      return "true ou false"
    default:
      return "une valeur"
  }
}

export function describeValue(value: unknown): string {
  if (value === undefined) return "rien"
  if (value === null) return "null (une valeur vide)"
  if (typeof value === "string")
    return value === "" ? "un texte vide" : `« ${value.length > 60 ? `${value.slice(0, 60)}…` : value} »`
  if (typeof value === "number") return `un nombre (${value})`
  if (typeof value === "boolean") return `la valeur ${value}`
  if (Array.isArray(value)) return `une liste de ${value.length} élément${value.length > 1 ? "s" : ""}`
  return "un objet {…}"
}
