import Ajv, { type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { acrossFiles, siteStatuses } from "./across-files"
import { checkValue, type Context, type Parent } from "../content-checks"
import {
  checkDocumentVersion,
  checkVersionReuse,
  contentAtVersion,
  checkHistoryInGit,
  checkPublishedDates,
  publishedDates,
  committedContent,
  isRecordedState,
  versionsInGit,
  sameHistory,
} from "./document-history"
import { checkHistoryOrder } from "../history-order"
import { checkInForceDates } from "../in-force-checks"
import { checkReviewDate } from "../review-dates"
import { buildDate } from "./build-date"
import { filesUnder } from "./files-under"
import { imageLookup } from "./image-file"
import { jsonSchemaFiles, schemaFileName, schemaLink } from "../json-schema"
import { parseJson, pointer, type JsonPath, type Position } from "../json-source"
import { contentFiles } from "../model"
import { checkRegister } from "../report-register"
import { describeValue, type Found, type Problem } from "../problem"
import { siteRoutes } from "./routes"
import { fromAjv } from "../schema-errors"
import type { Schema } from "../schema-helpers"
import { closest } from "../suggest"

export type { Problem } from "../problem"

export interface ValidateOptions {
  /** The pages that navigation may point to; by default the src/pages beside data/. */
  pagesDir?: string
  /**
   * The data/ folder, inside a git work tree, whose committed history versioned documents are compared
   * with; by default the checked folder itself. The editor's save guard checks a copy of data/ outside
   * git against its clone's data/, so a save is held to the same version rule as `npm run check`.
   */
  historyDir?: string
  /** The day the site is built for (AAAA-MM-JJ), which review dates are compared with; by default build-date.ts's. */
  buildDate?: string
}

/** The check's context (content-checks.ts) with the folder it reads. */
interface DataContext extends Context {
  dataDir: string
  buildDate: string
}

let compiled: Map<string, ValidateFunction> | undefined

/**
 * ajv's validator of each data file (by file name), compiled from the very schema files editors' tools
 * read, once per process: `gatsby develop`'s watcher re-checks with the same ones. Compiling them takes
 * about half a second of a build of a minute or more; keeping their code in .cache/ did not pay for its
 * machinery (docs/decisions/less-machinery.md).
 */
function validators(): Map<string, ValidateFunction> {
  if (compiled) return compiled
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateSchema: false })
  addFormats(ajv, ["email", "uri"])
  const schemas = jsonSchemaFiles()
  for (const { file } of contentFiles) ajv.addSchema(schemas[schemaFileName(file)], file)
  compiled = new Map(contentFiles.map(({ file }) => [file, ajv.getSchema(file)!]))
  return compiled
}

/**
 * Validates every data file against the content model; returns all problems at once, errors and warnings.
 * git is asked each question once for the whole check (`sameHistory`).
 */
export const validateContent = (dataDir: string, options: ValidateOptions = {}): Problem[] =>
  sameHistory(() => validateAll(dataDir, options))

function validateAll(dataDir: string, options: ValidateOptions): Problem[] {
  const context: DataContext = {
    dataDir,
    image: imageLookup(dataDir),
    routes: siteRoutes(options.pagesDir ?? path.join(dataDir, "..", "src", "pages")),
    files: filesUnder(dataDir),
    foreignPhrases: declaredForeignPhrases(dataDir),
    buildDate: options.buildDate ?? buildDate(),
  }
  const problems: Problem[] = []
  const history = options.historyDir ?? dataDir
  for (const { file, schema } of contentFiles) {
    const validate = validators().get(file)!
    // In the order of the file, so the editor can work from top to bottom.
    problems.push(
      ...validateFile(file, schema, validate, context, history).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    )
  }
  problems.push(...unknownFiles(context), ...acrossFiles(dataDir))
  return problems
}

/** The phrases site.json declares in another language; none when it cannot be read (its own check says why). */
function declaredForeignPhrases(dataDir: string): string[] {
  try {
    const site = JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as { foreignPhrases?: unknown }
    return Array.isArray(site.foreignPhrases)
      ? site.foreignPhrases.flatMap((item: { phrase?: unknown }) =>
          typeof item?.phrase === "string" ? [item.phrase] : [],
        )
      : []
  } catch {
    return []
  }
}

function validateFile(
  file: string,
  schema: Schema,
  validate: ValidateFunction,
  context: DataContext,
  historyDir: string,
): Problem[] {
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
    if (node.title === "UpdatedOn" && value && typeof value === "object")
      problems.push(...checkReviewDate(value, at, context.buildDate))
  })

  problems.push(...documentControl(file, schema, data, historyDir))
  if (schema.properties?.document?.title === "VersionedDocument") problems.push(...checkInForceDates(data))
  if (file === "rapports.json") {
    problems.push(...checkRegister((data as { reports?: unknown })?.reports, siteStatuses(context.dataDir)))
  }

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

/**
 * A versioned document against its last committed state (content-model/node/document-history.ts):
 * what the editor is about to save or build is compared with what git last recorded in `historyDir`
 * (the checked data/, or the clone a copy was taken from). Without git (an archive, a shallow clone),
 * there is nothing to compare with, and nothing is reported.
 */
function documentControl(file: string, schema: Schema, data: unknown, historyDir: string): Found[] {
  if (schema.properties?.document?.title !== "VersionedDocument") return []
  const versions = versionsInGit(historyDir, file)
  if (!versions || versions.size === 0) return checkHistoryOrder(data)
  const listed = listedVersions(committedContent(historyDir, file))
  const order = checkHistoryOrder(data, version => versions.has(version) && !listed.has(version))
  const dates = checkPublishedDates(data, publishedDates(historyDir, file))
  if (isRecordedState(historyDir, file, data))
    return [...order, ...checkHistoryInGit(data, version => versions.has(version)), ...dates]
  const committed = committedContent(historyDir, file)
  const version = (data as { document?: { version?: unknown } }).document?.version
  const recorded = typeof version === "string" ? contentAtVersion(historyDir, file, version) : undefined
  return [
    ...order,
    ...checkDocumentVersion(data, committed),
    ...checkVersionReuse(data, committed, recorded, versions),
    ...checkHistoryInGit(data, version => versions.has(version)),
    ...dates,
  ]
}

/** The version in force and the previous versions a document's committed state lists. */
function listedVersions(committed: unknown): Set<string> {
  const document = (committed as { document?: { version?: unknown; history?: { version?: unknown }[] | null } })
    ?.document
  return new Set(
    [document?.version, ...(document?.history ?? []).map(entry => entry?.version)].filter(
      (version): version is string => typeof version === "string",
    ),
  )
}

/** Every .json of data/ that the model does not describe: Gatsby would turn it into a node type no page reads. */
function unknownFiles(context: DataContext): Problem[] {
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
