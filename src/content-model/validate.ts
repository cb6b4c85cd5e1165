import Ajv, { _, type ValidateFunction } from "ajv"
import standaloneCode from "ajv/dist/standalone"
import addFormats from "ajv-formats"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { runInThisContext } from "node:vm"
import { checkValue, type Context, type Parent } from "./content-checks"
import { filesUnder } from "./image-file"
import { jsonSchemaFiles, schemaLink } from "./json-schema"
import { parseJson, pointer, type JsonPath, type Position } from "./json-source"
import { contentFiles } from "./model"
import { describeValue, type Found, type Problem } from "./problem"
import { siteRoutes } from "./routes"
import { fromAjv } from "./schema-errors"
import type { Schema } from "./schema-helpers"
import { closest } from "./suggest"

export type { Problem } from "./problem"

export interface ValidateOptions {
  /** The pages that navigation may point to; by default the src/pages beside data/. */
  pagesDir?: string
  /**
   * Where to keep the compiled validators (Gatsby's .cache/). Compiling the schemas is most of a check's
   * time, about 0.4 s of every build: their code is kept and reused while the schemas and ajv are the same.
   */
  cacheDir?: string
}

const AJV_OPTIONS = { allErrors: true, strict: false, verbose: true, validateSchema: false }
const FORMATS = ["email", "uri"] as const

let compiled: Map<string, ValidateFunction> | undefined
/** Compiled once per process, from the very schema files editors' tools read. */
function validators(cacheDir?: string) {
  if (compiled) return compiled
  const schemas = jsonSchemaFiles()
  const schemaOf = (file: string) => schemas[file.replace(/\.json$/, ".schema.json")]
  const load = createRequire(path.resolve("package.json"))
  const key = createHash("sha256")
    .update(JSON.stringify({ schemas, AJV_OPTIONS, FORMATS }))
    .update(["ajv", "ajv-formats"].map(name => (load(`${name}/package.json`) as { version: string }).version).join())
    .digest("hex")
  const cacheFile = cacheDir && path.join(cacheDir, "content-validators.js")
  if (cacheFile && existsSync(cacheFile)) {
    // Evaluated as Node evaluates a module, with the project's require: the code's own `require("ajv/…")`
    // then resolve from the project wherever the cache folder is.
    const kept: { exports: Record<string, ValidateFunction> & { key?: string } } = { exports: {} }
    const body = `(function (require, module, exports) {${readFileSync(cacheFile, "utf8")}\n})`
    const run = runInThisContext(body, { filename: cacheFile }) as (...args: unknown[]) => void
    run(load, kept, kept.exports)
    if (kept.exports.key === key)
      return (compiled = new Map(contentFiles.map(({ file }) => [file, kept.exports[file]])))
  }
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    // The formats, by reference, in the kept code.
    code: { source: Boolean(cacheFile), formats: _`require("ajv-formats/dist/formats").fullFormats` },
  })
  addFormats(ajv, [...FORMATS])
  for (const { file } of contentFiles) ajv.addSchema(schemaOf(file), file)
  compiled = new Map(contentFiles.map(({ file }) => [file, ajv.getSchema(file)!]))
  if (cacheFile) {
    const code = standaloneCode(ajv, Object.fromEntries(contentFiles.map(({ file }) => [file, file])))
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cacheFile, `${code}\nexports.key = ${JSON.stringify(key)}\n`)
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
  const compiledValidators = validators(options.cacheDir)
  for (const { file, schema } of contentFiles) {
    const validate = compiledValidators.get(file)!
    // In the order of the file, so the editor can work from top to bottom.
    problems.push(...validateFile(file, schema, validate, context).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)))
  }
  problems.push(...unknownFiles(context))
  return problems
}

function validateFile(file: string, schema: Schema, validate: ValidateFunction, context: Context): Problem[] {
  const full = path.join(context.dataDir, file)
  if (!existsSync(full)) {
    const named = closest(
      file,
      context.files.filter(name => name.endsWith(".json") && !name.startsWith("schemas/")),
    )
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

/** Every .json of data/ that the model does not describe: Gatsby would turn it into a node type no page reads. */
function unknownFiles(context: Context): Problem[] {
  const known = contentFiles.map(({ file }) => file)
  return context.files
    .filter(
      file => file.endsWith(".json") && !file.startsWith("schemas/") && !known.includes(file as (typeof known)[number]),
    )
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
  visit: (schema: Schema, value: unknown, at: JsonPath, parent: Parent | undefined) => void,
  parent?: Parent,
) {
  visit(schema, value, at, parent)
  if (schema.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    const object = value as Record<string, unknown>
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (key in object) walk(child, object[key], [...at, key], visit, { schema, value: object })
    }
  }
  if (schema.type === "array" && Array.isArray(value) && schema.items) {
    value.forEach((item, index) => walk(schema.items as Schema, item, [...at, index], visit))
  }
}
