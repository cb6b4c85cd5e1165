import type { ErrorObject } from "ajv"
import { pointer } from "./json-source"
import { describeSchema, describeValue, typeWords, type Found, type Problem } from "./problem"
import { orList, type Schema } from "./schema-helpers"
import { closest } from "./suggest"

/** ajv's errors, in plain French, one per real problem. */
export function fromAjv(errors: ErrorObject[]): Found[] {
  const at = (error: ErrorObject) =>
    error.instancePath
      .split("/")
      .slice(1)
      .map(part => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, "/").replace(/~0/g, "~")))
  const typeErrors = new Set(errors.filter(error => error.keyword === "type").map(error => error.instancePath))
  // A misspelt field is one problem, not « unknown field » plus « missing field ».
  const renamed = new Set<string>()
  const found: Found[] = []
  for (const error of errors) {
    if (error.keyword !== "type" && typeErrors.has(error.instancePath)) continue
    const schema = error.parentSchema as Schema
    const data = error.data
    const path = at(error)
    switch (error.keyword) {
      case "additionalProperties": {
        const key = String(error.params.additionalProperty)
        const allowed = Object.keys(schema.properties ?? {}).filter(name => name !== "$schema")
        const guess = closest(key, allowed)
        const missing = guess !== undefined && schema.required?.includes(guess) && !(guess in (data as object))
        if (missing) renamed.add(pointer([...path, guess]))
        found.push({
          path: [...path, key],
          severity: "error",
          problem: `champ inconnu « ${key} »${guess ? ` (vouliez-vous dire « ${guess} » ?)` : ""}`,
          expected: `l’un des champs ${orList(allowed.map(name => `« ${name} »`))}`,
          found: `« ${key} »`,
          hint: missing ? `le champ obligatoire « ${guess} » manque : corrigez le nom du champ` : undefined,
        })
        break
      }
      case "required": {
        const key = String(error.params.missingProperty)
        found.push({
          path: [...path, key],
          severity: "error",
          problem: "champ obligatoire manquant",
          expected: describeSchema(schema.properties?.[key]),
          found: `aucun champ « ${key} »`,
        })
        break
      }
      case "type":
        found.push({
          path,
          severity: "error",
          problem: "type de valeur incorrect",
          expected: typeWords(schema),
          found: describeValue(data),
        })
        break
      case "minLength":
        found.push({
          path,
          severity: "error",
          problem: "champ vide",
          expected: describeSchema(schema),
          found: "un texte vide",
        })
        break
      case "minItems":
      case "maxItems":
        found.push({ path, severity: "error", ...countProblem(schema, (data as unknown[]).length) })
        break
      case "pattern":
        found.push({
          path,
          severity: "error",
          problem: "forme incorrecte",
          expected: schema.patternErrorMessage ?? `un texte de la forme ${schema.pattern}`,
          found: describeValue(data),
        })
        break
      case "format":
        found.push({
          path,
          severity: "error",
          ...formatProblem(String(error.params.format)),
          found: describeValue(data),
        })
        break
      case "enum": {
        const allowed = schema.enum ?? []
        const guess = closest(String(data), allowed)
        found.push({
          path,
          severity: "error",
          problem: "valeur non prévue",
          expected: orList(allowed.map(value => `« ${value} »`)),
          found: describeValue(data),
          hint: guess ? `vouliez-vous dire « ${guess} » ?` : undefined,
        })
        break
      }
      default:
        found.push({ path, severity: "error", problem: error.message ?? error.keyword, found: describeValue(data) })
    }
  }
  return found.filter(
    problem => !(problem.problem === "champ obligatoire manquant" && renamed.has(pointer(problem.path))),
  )
}

function countProblem(schema: Schema, count: number): Pick<Problem, "problem" | "expected" | "found"> {
  const items = (n: number) => `${n} élément${n > 1 ? "s" : ""}`
  const found = count === 0 ? "aucun élément" : items(count)
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
    return { problem: "nombre d’éléments incorrect", expected: `exactement ${items(schema.minItems)}`, found }
  }
  if (count < (schema.minItems ?? 0)) {
    return {
      problem: count === 0 ? "liste vide" : "liste trop courte",
      expected: `au moins ${items(schema.minItems ?? 0)}`,
      found,
    }
  }
  return { problem: "liste trop longue", expected: `au plus ${items(schema.maxItems ?? 0)}`, found }
}

function formatProblem(format: string): Pick<Problem, "problem" | "expected"> {
  if (format === "email")
    return { problem: "adresse électronique invalide", expected: "une adresse de la forme nom@domaine.fr" }
  if (format === "uri")
    return { problem: "adresse web invalide", expected: "une adresse complète, par exemple https://www.exemple.fr" }
  return { problem: `format « ${format} » non respecté` }
}
