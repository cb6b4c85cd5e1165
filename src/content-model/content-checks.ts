import path from "node:path"
import { luhnValid } from "./identifiers"
import { existsExactly, formatNames, sniff } from "./image-file"
import type { JsonPath } from "./json-source"
import { describeSchema, type Found } from "./problem"
import { orList, type Schema } from "./schema-helpers"
import { closest } from "./suggest"
import { lintTypography } from "./typography"

/** The object a value sits in, with its schema: for checks across fields (a status and the fields it needs). */
export interface Parent {
  schema: Schema
  value: Record<string, unknown>
}

export interface Context {
  dataDir: string
  routes: string[]
  /** Every file of data/, relative to it. */
  files: string[]
}

/** The checks JSON Schema cannot express: files on disk, routes, identifiers, blank text, typography. */
export function checkValue(
  schema: Schema,
  value: unknown,
  at: JsonPath,
  parent: Parent | undefined,
  context: Context,
): Found[] {
  if (typeof value !== "string") return []
  if (schema.minLength && value.trim() === "") {
    return [
      {
        path: at,
        severity: "error",
        problem: "champ vide",
        expected: describeSchema(schema),
        found: "seulement des espaces",
      },
    ]
  }
  const problems: Found[] = []
  if (schema["x-image"]) problems.push(...checkImage(value, schema["x-image"], at, context))
  if (schema["x-route"] && !context.routes.includes(value)) {
    const guess = closest(value, context.routes)
    problems.push({
      path: at,
      severity: "error",
      problem: "page inexistante",
      expected: `l’adresse d’une page du site : ${orList(context.routes.map(route => `« ${route} »`))}`,
      found: `« ${value} »`,
      hint: guess ? `vouliez-vous dire « ${guess} » ?` : undefined,
    })
  }
  if (schema["x-siren"] && !luhnValid(value)) {
    problems.push({
      path: at,
      severity: "error",
      problem: "numéro SIREN invalide",
      expected: "9 chiffres dont le dernier est une clé de contrôle (formule de Luhn)",
      found: `« ${value} », dont la clé de contrôle ne correspond pas`,
      hint: "recopiez le numéro depuis l’extrait Kbis ou l’avis de situation Insee",
    })
  }
  if (schema["x-status-fields"]) problems.push(...checkStatusFields(value, schema["x-status-fields"], at, parent))
  if (schema["x-prose"]) {
    for (const issue of lintTypography(value)) {
      problems.push({
        path: at,
        severity: "warning",
        problem: `typographie : ${issue.problem}`,
        expected: issue.expected,
        found: `${issue.found}, dans « ${issue.excerpt} »`,
      })
    }
  }
  return problems
}

function checkImage(value: string, formats: NonNullable<Schema["x-image"]>, at: JsonPath, context: Context): Found[] {
  const expected = `une image ${orList(formats.map(format => formatNames[format]))} du dossier data`
  const problem = (what: string, found: string, hint?: string): Found[] => [
    { path: at, severity: "error", problem: what, expected, found, hint },
  ]
  if (value.includes("\\")) {
    return problem(
      "chemin d’image incorrect",
      `« ${value} », avec des barres obliques inverses \\`,
      `écrivez « ${value.replace(/\\/g, "/")} »`,
    )
  }
  if (value.startsWith("/") || value.split("/").includes("..")) {
    return problem(
      "chemin d’image hors du dossier data",
      `« ${value} »`,
      "le chemin part du dossier data, par exemple images/fondateurs/photo.jpg",
    )
  }
  const kind = existsExactly(context.dataDir, value)
  if (kind !== "file") {
    const images = context.files.filter(file => /\.(jpe?g|png|webp|avif|svg)$/i.test(file))
    const guess = closest(value, images)
    return problem(
      "image introuvable",
      `« ${value} », ${kind === "directory" ? "qui est un dossier" : "qui n’existe pas"}`,
      guess ? `vouliez-vous dire « ${guess} » ?` : undefined,
    )
  }
  const content = sniff(path.join(context.dataDir, value))
  if ("other" in content)
    return problem("ce fichier n’est pas une image", `« ${value} », qui contient ${content.other}`)
  if (!formats.includes(content.image)) {
    return problem("format d’image non accepté ici", `« ${value} », qui est une image ${formatNames[content.image]}`)
  }
  return []
}

/** An accredited body needs its number and scope; a body that is not must show none (docs in data/README.md). */
function checkStatusFields(
  value: string,
  rule: NonNullable<Schema["x-status-fields"]>,
  at: JsonPath,
  parent: Parent | undefined,
): Found[] {
  const present = rule.fields.filter(field => parent?.value[field] !== undefined)
  const field = at[at.length - 1]
  if (value === rule.when) {
    const missing = rule.fields.filter(name => !present.includes(name))
    if (missing.length === 0) return []
    return [
      {
        path: at,
        severity: "error",
        problem: `champ${missing.length > 1 ? "s" : ""} manquant${missing.length > 1 ? "s" : ""} pour le statut « ${value} »`,
        expected: `avec « ${String(field)} » : « ${value} », les champs ${andList(rule.fields.map(name => `« ${name} »`))}`,
        found: `sans ${andList(missing.map(name => `« ${name} »`))}`,
      },
    ]
  }
  if (present.length === 0) return []
  return [
    {
      path: at,
      severity: "error",
      problem: `champ${present.length > 1 ? "s" : ""} réservé${present.length > 1 ? "s" : ""} au statut « ${rule.when} »`,
      expected: `avec « ${String(field)} » : « ${value} », aucun des champs ${andList(rule.fields.map(name => `« ${name} »`))}`,
      found: andList(present.map(name => `« ${name} »`)),
      hint: `retirez ${present.length > 1 ? "ces champs" : "ce champ"}, ou passez « ${String(field)} » à « ${rule.when} » quand l’accréditation est accordée`,
    },
  ]
}

/** « a, b et c ». */
const andList = (items: string[]) => new Intl.ListFormat("fr", { type: "conjunction" }).format(items)
