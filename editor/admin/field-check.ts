import Ajv, { type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import { checkValue } from "../../content-model/content-checks"
import { correctContent } from "../../content-model/correct-content"
import { besideField } from "../../content-model/editor-message"
import { contentFiles } from "../../content-model/model"
import type { Problem } from "../../content-model/problem"
import { fromAjv } from "../../content-model/schema-errors"
import type { Schema } from "../../content-model/schema-helpers"

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
addFormats(ajv, ["email", "uri"])
const compiled = new WeakMap<Schema, ValidateFunction>()

export interface FieldCheck {
  file: string
  path: (string | number)[]
  schema: Schema
}

/**
 * The checks of `npm run check` on one value, in the browser, with the same French messages: the
 * model's schema (pattern, format, empty text, list…) then the checks beyond it (SIREN, VAT key,
 * routes, typography), image paths included. An image's bytes are checked by the save guard, which sees them.
 * Shown beside the field, a message names neither file nor field (content-model/editor-message.ts).
 */
export function checkField(
  { file, path, schema }: FieldCheck,
  value: unknown,
  routes: string[],
): { errors: string[]; warnings: string[] } {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  const found = validate(value ?? "")
    ? []
    : fromAjv(validate.errors ?? []).map(problem => ({ ...problem, path: [...path, ...problem.path] }))
  // The value as it will be saved: the typography that has one correct form is corrected then (save-guard.ts),
  // which the editor is told here instead of being refused.
  const { value: saved, corrections } = correctContent(schema, value ?? "", path)
  if (!found.length) found.push(...checkValue(schema, saved, path, undefined, { routes, files: [] }))
  const model = contentFiles.find(candidate => candidate.file === file)
  const say = (problem: Omit<Problem, "file">) => besideField(problem, model?.schema ?? schema)
  return {
    errors: found.filter(problem => problem.severity === "error").map(say),
    warnings: [
      ...corrections.map(({ corrected }) => `Typographie corrigée à l’enregistrement : ${corrected.join(" ; ")}.`),
      ...found.filter(problem => problem.severity === "warning").map(say),
    ],
  }
}
