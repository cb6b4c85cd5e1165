import Ajv, { type ErrorObject, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { luhnValid, vatKey } from "./identifiers"
import { existsExactly, filesUnder, formatNames, sniff } from "./image-file"
import { jsonSchemaFiles, schemaLink } from "./json-schema"
import { parseJson, pointer, type JsonPath, type Position } from "./json-source"
import { contentFiles } from "./model"
import { siteRoutes } from "./routes"
import { orList, type Schema } from "./schema-helpers"
import { closest } from "./suggest"
import { lintTypography } from "./typography"

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

export interface ValidateOptions {
  /** The pages that navigation may point to; by default the src/pages beside data/. */
  pagesDir?: string
}

let compiled: Map<string, ValidateFunction> | undefined
/** Compiled once, from the very schema files editors' tools read. */
function validators() {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateSchema: false })
    addFormats(ajv, ["email", "uri"])
    const schemas = jsonSchemaFiles()
    compiled = new Map(contentFiles.map(({ file }) => [file, ajv.compile(schemas[file.replace(/\.json$/, ".schema.json")])]))
  }
  return compiled
}

/** Validates every data file against the content model; returns all problems at once, errors and warnings. */
export function validateContent(dataDir: string, options: ValidateOptions = {}): Problem[] {
  const context: Context = {
    dataDir,
    routes: siteRoutes(options.pagesDir ?? path.join(dataDir, "..", "src", "pages")),
    files: filesUnder(dataDir),
  }
  const problems: Problem[] = []
  for (const { file, schema } of contentFiles) {
    // In the order of the file, so the editor can work from top to bottom.
    problems.push(...validateFile(file, schema, context).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)))
  }
  problems.push(...unknownFiles(context))
  return problems
}

interface Context {
  dataDir: string
  routes: string[]
  /** Every file of data/, relative to it. */
  files: string[]
}

function validateFile(file: string, schema: Schema, context: Context): Problem[] {
  const full = path.join(context.dataDir, file)
  if (!existsSync(full)) {
    const named = closest(file, context.files.filter(name => name.endsWith(".json") && !name.startsWith("schemas/")))
    return [
      {
        file,
        path: [],
        severity: "error",
        problem: "fichier introuvable",
        expected: `le fichier data/${file}`,
        found: "aucun fichier de ce nom",
        hint: named ? `le fichier « ${named} » a-t-il été renommé ? Rendez-lui le nom « ${file} »` : undefined,
      },
    ]
  }
  const parsed = parseJson(readFileSync(full, "utf8"))
  if (!parsed.ok) {
    const { line, column, path: at, expected, found, hint } = parsed.error
    return [{ file, path: at, line, column, severity: "error", problem: "JSON mal formé", expected, found, hint }]
  }
  const { value: data, positions, duplicates } = parsed.json
  const lineOf = (at: JsonPath): number | undefined => {
    for (let end = at.length; end >= 0; end--) {
      const position: Position | undefined = positions.get(pointer(at.slice(0, end)))
      if (position) return position.line
    }
    return undefined
  }
  const problems: Found[] = duplicates.map(({ path: at, position }) => ({
    path: at,
    line: position.line,
    severity: "error" as const,
    problem: `champ « ${String(at[at.length - 1])} » en double`,
    expected: "chaque champ une seule fois dans un même objet",
    found: "ce champ une deuxième fois",
    hint: "la deuxième valeur remplacerait la première sans prévenir : gardez-en une seule",
  }))

  const validate = validators().get(file)!
  const schemaErrors = validate(data) ? [] : fromAjv(validate.errors ?? [])
  const flagged = new Set(schemaErrors.map(error => pointer(error.path)))
  problems.push(...schemaErrors)
  walk(schema, data, [], (node, value, at, parent) => {
    if (flagged.has(pointer(at))) return
    problems.push(...checkValue(node, value, at, parent, context))
  })

  const link = schemaLink(file)
  if (data && typeof data === "object" && !Array.isArray(data) && (data as Record<string, unknown>).$schema !== link) {
    problems.push({
      path: ["$schema"],
      severity: "warning",
      problem: "lien vers le schéma absent ou incorrect",
      expected: `"$schema": "${link}" en tête du fichier, pour que votre éditeur de texte complète et vérifie les champs`,
      found: describeValue((data as Record<string, unknown>).$schema),
    })
  }
  return problems.map(problem => ({ file, ...problem, line: problem.line ?? lineOf(problem.path) }))
}

type Found = Omit<Problem, "file">

/** ajv's errors, in plain French, one per real problem. */
function fromAjv(errors: ErrorObject[]): Found[] {
  const at = (error: ErrorObject) => error.instancePath.split("/").slice(1).map(part => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, "/").replace(/~0/g, "~")))
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
        found.push({ path, severity: "error", problem: "type de valeur incorrect", expected: typeWords(schema), found: describeValue(data) })
        break
      case "minLength":
        found.push({ path, severity: "error", problem: "champ vide", expected: describeSchema(schema), found: "un texte vide" })
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
        found.push({ path, severity: "error", ...formatProblem(String(error.params.format)), found: describeValue(data) })
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
  return found.filter(problem => !(problem.problem === "champ obligatoire manquant" && renamed.has(pointer(problem.path))))
}

function countProblem(schema: Schema, count: number): Pick<Problem, "problem" | "expected" | "found"> {
  const items = (n: number) => `${n} élément${n > 1 ? "s" : ""}`
  const found = count === 0 ? "aucun élément" : items(count)
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
    return { problem: "nombre d’éléments incorrect", expected: `exactement ${items(schema.minItems)}`, found }
  }
  if (count < (schema.minItems ?? 0)) {
    return { problem: count === 0 ? "liste vide" : "liste trop courte", expected: `au moins ${items(schema.minItems ?? 0)}`, found }
  }
  return { problem: "liste trop longue", expected: `au plus ${items(schema.maxItems ?? 0)}`, found }
}

function formatProblem(format: string): Pick<Problem, "problem" | "expected"> {
  if (format === "email") return { problem: "adresse électronique invalide", expected: "une adresse de la forme nom@domaine.fr" }
  if (format === "uri") return { problem: "adresse web invalide", expected: "une adresse complète, par exemple https://www.exemple.fr" }
  return { problem: `format « ${format} » non respecté` }
}

/** The checks JSON Schema cannot express: files on disk, routes, identifiers, blank text, typography. */
function checkValue(schema: Schema, value: unknown, at: JsonPath, parent: Record<string, unknown> | undefined, context: Context): Found[] {
  if (typeof value !== "string") return []
  if (schema.minLength && value.trim() === "") {
    return [{ path: at, severity: "error", problem: "champ vide", expected: describeSchema(schema), found: "seulement des espaces" }]
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
  if (schema["x-vat"]) problems.push(...checkVat(value, at, parent))
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
  const problem = (what: string, found: string, hint?: string): Found[] => [{ path: at, severity: "error", problem: what, expected, found, hint }]
  if (value.includes("\\")) {
    return problem("chemin d’image incorrect", `« ${value} », avec des barres obliques inverses \\`, `écrivez « ${value.replace(/\\/g, "/")} »`)
  }
  if (value.startsWith("/") || value.split("/").includes("..")) {
    return problem("chemin d’image hors du dossier data", `« ${value} »`, "le chemin part du dossier data, par exemple images/fondateurs/photo.jpg")
  }
  const kind = existsExactly(context.dataDir, value)
  if (kind !== "file") {
    const images = context.files.filter(file => /\.(jpe?g|png|webp|avif|svg)$/i.test(file))
    const guess = closest(value, images)
    return problem(
      "image introuvable",
      `« ${value} », ${kind === "directory" ? "qui est un dossier" : "qui n’existe pas"}`,
      guess ? `vouliez-vous dire « ${guess} » ?` : undefined
    )
  }
  const content = sniff(path.join(context.dataDir, value))
  if ("other" in content) return problem("ce fichier n’est pas une image", `« ${value} », qui contient ${content.other}`)
  if (!formats.includes(content.image)) {
    return problem("format d’image non accepté ici", `« ${value} », qui est une image ${formatNames[content.image]}`)
  }
  return []
}

function checkVat(value: string, at: JsonPath, parent: Record<string, unknown> | undefined): Found[] {
  const siren = value.slice(4)
  const key = vatKey(siren)
  if (value.slice(2, 4) !== key) {
    return [
      {
        path: at,
        severity: "error",
        problem: "clé de TVA incorrecte",
        expected: `« FR${key}${siren} » (la clé calculée à partir du SIREN ${siren} est ${key})`,
        found: `« ${value} », avec la clé ${value.slice(2, 4)}`,
      },
    ]
  }
  const sibling = parent?.siren
  if (typeof sibling === "string" && /^[0-9]{9}$/.test(sibling) && sibling !== siren) {
    return [
      {
        path: at,
        severity: "error",
        problem: "le numéro de TVA ne reprend pas le SIREN",
        expected: `FR, la clé puis le SIREN du champ « siren » : « FR${vatKey(sibling)}${sibling} »`,
        found: `« ${value} », qui contient le SIREN ${siren}`,
      },
    ]
  }
  return []
}

/** Every .json of data/ that the model does not describe: Gatsby would turn it into a node type no page reads. */
function unknownFiles(context: Context): Problem[] {
  const known = contentFiles.map(({ file }) => file)
  return context.files
    .filter(file => file.endsWith(".json") && !file.startsWith("schemas/") && !known.includes(file as (typeof known)[number]))
    .map(file => {
      const guess = closest(file, known)
      return {
        file,
        path: [],
        severity: "error" as const,
        problem: "fichier inconnu",
        expected: `seulement les fichiers du site (${known.join(", ")})`,
        found: `« ${file} »`,
        hint: `supprimez ce fichier ou rangez-le hors du dossier data${guess ? ` (une copie de « ${guess} » ?)` : ""}`,
      }
    })
}

function walk(
  schema: Schema,
  value: unknown,
  at: JsonPath,
  visit: (schema: Schema, value: unknown, at: JsonPath, parent: Record<string, unknown> | undefined) => void,
  parent?: Record<string, unknown>
) {
  visit(schema, value, at, parent)
  if (schema.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const object = value as Record<string, unknown>
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (key in object) walk(child, object[key], [...at, key], visit, object)
    }
  }
  if (schema.type === "array" && Array.isArray(value) && schema.items) {
    value.forEach((item, index) => walk(schema.items as Schema, item, [...at, index], visit))
  }
}

/** What a field should hold, from the model's own description: « Prénom et nom. » → « prénom et nom ». */
function describeSchema(schema: Schema | undefined): string {
  const description = schema?.description?.trim().replace(/\.$/, "")
  if (!description) return schema ? typeWords(schema) : "une valeur"
  return description.charAt(0).toLowerCase() + description.slice(1)
}

function typeWords(schema: Schema): string {
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

function describeValue(value: unknown): string {
  if (value === undefined) return "rien"
  if (value === null) return "null (une valeur vide)"
  if (typeof value === "string") return value === "" ? "un texte vide" : `« ${value.length > 60 ? `${value.slice(0, 60)}…` : value} »`
  if (typeof value === "number") return `un nombre (${value})`
  if (typeof value === "boolean") return `la valeur ${value}`
  if (Array.isArray(value)) return `une liste de ${value.length} élément${value.length > 1 ? "s" : ""}`
  return "un objet {…}"
}
