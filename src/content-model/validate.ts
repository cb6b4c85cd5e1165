import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "./model"
import type { Schema } from "./schema-helpers"

export interface Problem {
  file: string
  field: string
  message: string
  severity: "error" | "warning"
}

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)

/** Validates every data file against the content model; returns all problems at once. */
export function validateContent(dataDir: string): Problem[] {
  const problems: Problem[] = []
  for (const { file, schema } of contentFiles) {
    const full = path.join(dataDir, file)
    if (!existsSync(full)) {
      problems.push({ file, field: "", message: "le fichier est introuvable", severity: "error" })
      continue
    }
    let data: unknown
    try {
      data = JSON.parse(readFileSync(full, "utf8"))
    } catch (error) {
      problems.push({ file, field: "", message: `JSON mal formé : ${(error as Error).message}`, severity: "error" })
      continue
    }
    const validate = ajv.compile({ ...schema, properties: { $schema: { type: "string" }, ...schema.properties } })
    if (!validate(data)) {
      for (const error of validate.errors ?? []) problems.push({ file, field: fieldPath(error), message: error.message ?? "", severity: "error" })
    }
    walk(schema, data, [], (node, value, at) => {
      if (node["x-image"] && typeof value === "string" && !existsSync(path.join(dataDir, value))) {
        problems.push({ file, field: at.join(" › "), message: `l’image « ${value} » est introuvable`, severity: "error" })
      }
    })
  }
  return problems
}

const fieldPath = (error: ErrorObject) => {
  const parts = error.instancePath.split("/").filter(Boolean)
  if (error.keyword === "additionalProperties") parts.push(String(error.params.additionalProperty))
  if (error.keyword === "required") parts.push(String(error.params.missingProperty))
  return parts.map(part => (/^\d+$/.test(part) ? `[${part}]` : part)).join(" › ")
}

function walk(schema: Schema, value: unknown, at: string[], visit: (schema: Schema, value: unknown, at: string[]) => void) {
  visit(schema, value, at)
  if (schema.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      walk(child, (value as Record<string, unknown>)[key], [...at, key], visit)
    }
  }
  if (schema.type === "array" && Array.isArray(value) && schema.items) {
    value.forEach((item, index) => walk(schema.items as Schema, item, [...at, `[${index}]`], visit))
  }
}
