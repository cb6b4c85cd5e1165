import Ajv, { _, type ValidateFunction } from "ajv"
import standaloneCode from "ajv/dist/standalone"
import addFormats from "ajv-formats"
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { runInThisContext } from "node:vm"
import { packageVersion } from "../build/stamps"
import { jsonSchemaFiles, schemaFileName } from "./json-schema"
import { contentFiles } from "./model"

/**
 * ajv's validators for the data files, compiled from the very schema files editors' tools read.
 * Compiling them is most of a content check's time, about 0.3 s of every build: with a cache folder
 * (Gatsby's .cache/), their code is kept there and reused while the schemas and ajv are the same.
 */
const AJV_OPTIONS = { allErrors: true, strict: false, verbose: true, validateSchema: false }
const FORMATS = ["email", "uri"] as const
const FILE = "content-validators.js"

type Validators = Map<string, ValidateFunction>
/** The text of the kept module: the validators' code, then their key. */
let compiled: { validators: Validators; text?: string } | undefined

function keyOf(schemas: Record<string, object>) {
  const versions = ["ajv", "ajv-formats"].map(name => packageVersion(name))
  return createHash("sha256").update(JSON.stringify({ schemas, AJV_OPTIONS, FORMATS, versions })).digest("hex")
}

function write(cacheDir: string, text: string) {
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(path.join(cacheDir, FILE), text)
}

function read(cacheDir: string, key: string): { validators: Validators; text: string } | undefined {
  const file = path.join(cacheDir, FILE)
  if (!existsSync(file)) return undefined
  const text = readFileSync(file, "utf8")
  // Evaluated as Node evaluates a module, with the project's require: the code's own `require("ajv/…")`
  // then resolve from the project wherever the cache folder is.
  const kept: { exports: Record<string, ValidateFunction> & { key?: string } } = { exports: {} }
  const run = runInThisContext(`(function (require, module, exports) {${text}\n})`, {
    filename: file,
  }) as (...args: unknown[]) => void
  run(createRequire(path.resolve("package.json")), kept, kept.exports)
  if (kept.exports.key !== key) return undefined
  return { validators: new Map(contentFiles.map(({ file }) => [file, kept.exports[file]])), text }
}

/** The validator of each data file (by file name), compiled once per process. */
export function validators(cacheDir?: string): Validators {
  if (compiled) return compiled.validators
  const schemas = jsonSchemaFiles()
  const key = keyOf(schemas)
  const kept = cacheDir ? read(cacheDir, key) : undefined
  if (kept) return (compiled = kept).validators
  const ajv = new Ajv({
    ...AJV_OPTIONS,
    // The formats, by reference, in the kept code.
    code: { source: Boolean(cacheDir), formats: _`require("ajv-formats/dist/formats").fullFormats` },
  })
  addFormats(ajv, [...FORMATS])
  for (const { file } of contentFiles) ajv.addSchema(schemas[schemaFileName(file)], file)
  const validators = new Map(contentFiles.map(({ file }) => [file, ajv.getSchema(file)!]))
  const code = cacheDir
    ? standaloneCode(ajv, Object.fromEntries(contentFiles.map(({ file }) => [file, file])))
    : undefined
  compiled = { validators, text: code && `${code}\nexports.key = ${JSON.stringify(key)}\n` }
  if (cacheDir && compiled.text) write(cacheDir, compiled.text)
  return validators
}

/**
 * Writes the validators this process compiled or read into `cacheDir` again if it lost them: a first
 * build (after `gatsby clean`, or a change Gatsby's cache cannot follow) checks the content, then
 * Gatsby empties .cache/.
 */
export function keepValidators(cacheDir: string) {
  if (compiled?.text && !existsSync(path.join(cacheDir, FILE))) write(cacheDir, compiled.text)
}
