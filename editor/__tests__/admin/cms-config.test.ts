import { readdirSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../../../content-model/model"
import type { Schema } from "../../../content-model/schema-helpers"
import { cmsConfig, type CmsField } from "../../admin/cms-config"

const config = cmsConfig({ localBackendUrl: "http://localhost:8081/api/v1" })
const files = config.collections[0].files

/** Every disagreement between a model node and its CMS field, as readable lines. */
function compare(schema: Schema, field: CmsField, where: string, required: boolean): string[] {
  const problems: string[] = []
  const say = (what: string) => problems.push(`${where}: ${what}`)
  if ((field.required ?? true) !== required)
    say(`required ${String(field.required)} but the model says ${String(required)}`)
  if (!field.label || field.label === field.name) say("no French label from the model's description")
  if (schema.type === "object") {
    // A versioned document's card is an object with « Nouvelle version » above it.
    const expected = schema.title === "VersionedDocument" ? "versioned-document" : "object"
    if (field.widget !== expected) say(`widget ${field.widget}, expected ${expected}`)
    // Inside an optional object, every field is optional: Decap would validate them where the object is absent.
    problems.push(...compareProperties(schema, field.fields ?? [], where, required))
  } else if (schema.type === "array") {
    if (field.widget !== "list") say(`widget ${field.widget}, expected list`)
    if (field.min !== schema.minItems) say(`min ${String(field.min)}, model ${String(schema.minItems)}`)
    if (field.max !== schema.maxItems) say(`max ${String(field.max)}, model ${String(schema.maxItems)}`)
    const items = schema.items as Schema
    if (items.type === "object") problems.push(...compareProperties(items, field.fields ?? [], `${where}[]`))
    else if (!field.field) say("a list of values without its item field")
    else problems.push(...compare(items, field.field, `${where}[]`, true))
  } else if (schema.type === "boolean") {
    // A yes/no the editor ticks (the client's consent in rapports.json): a checkbox, checked by the save guard.
    if (field.widget !== "boolean") say(`widget ${field.widget}, expected boolean`)
    if (field.default !== false) say(`default ${String(field.default)}, expected false (a new item's box unticked)`)
  } else {
    const widget = schema.enum
      ? "select"
      : schema["x-fingerprint"]
        ? "fingerprint"
        : schema["x-image"]
          ? "image"
          : schema["x-prose"]
            ? /checked-(string|text)/
            : "checked-string"
    if (typeof widget === "string" ? field.widget !== widget : !widget.test(field.widget))
      say(`widget ${field.widget}, expected ${String(widget)}`)
    if (schema.enum && JSON.stringify(field.options) !== JSON.stringify(schema.enum))
      say(`options ${JSON.stringify(field.options)}`)
    // The widget checks the value with the model's own schema: pattern, its French message, minLength, formats.
    if (field.check?.schema !== schema) say("the field does not carry the model's schema for its checks")
    if (schema["x-image"] && !field.media_folder?.startsWith("/data/images"))
      say(`images land in ${String(field.media_folder)}, not data/images`)
  }
  return problems
}

function compareProperties(schema: Schema, fields: CmsField[], where: string, holderRequired = true): string[] {
  const modelKeys = Object.keys(schema.properties ?? {})
  const fieldKeys = fields.map(field => field.name).filter(name => name !== "$schema")
  const problems: string[] = []
  if (JSON.stringify(fieldKeys) !== JSON.stringify(modelKeys))
    problems.push(`${where}: fields ${fieldKeys.join(",")} ≠ model ${modelKeys.join(",")}`)
  for (const key of modelKeys) {
    const field = fields.find(candidate => candidate.name === key)
    if (field)
      problems.push(
        ...compare(
          schema.properties![key],
          field,
          `${where}.${key}`,
          holderRequired && (schema.required?.includes(key) ?? false),
        ),
      )
  }
  return problems
}

describe("the CMS configuration generated from the content model", () => {
  test("has one entry per data file, in data/", () => {
    expect(files.map(file => file.file)).toEqual(contentFiles.map(({ file }) => `data/${file}`))
    const onDisk = readdirSync(path.resolve("data")).filter(name => name.endsWith(".json"))
    expect([...onDisk].sort()).toEqual(contentFiles.map(({ file }) => file).sort())
  })

  test.each(contentFiles.map(({ file, schema }) => [file, schema] as const))(
    "%s: every field agrees with the model",
    (file, schema) => {
      const entry = files.find(candidate => candidate.file === `data/${file}`)!
      expect(entry.label).toMatch(/^L/)
      expect(entry.fields[0]).toEqual({
        name: "$schema",
        label: "Schéma",
        widget: "hidden",
        default: `./schemas/${file.replace(".json", ".schema.json")}`,
      })
      expect(compareProperties(schema as Schema, entry.fields, file)).toEqual([])
    },
  )

  test("the comparison itself catches a disagreement", () => {
    const founders = contentFiles.find(({ file }) => file === "fondateurs.json")!.schema as Schema
    const entry = files.find(candidate => candidate.file === "data/fondateurs.json")!
    const renamed = JSON.parse(JSON.stringify(entry.fields)) as CmsField[]
    renamed[1].fields![0].name = "nom"
    expect(compareProperties(founders, renamed, "fondateurs.json")).toContainEqual(
      expect.stringContaining("fields nom,role"),
    )
    const bounded = JSON.parse(JSON.stringify(entry.fields)) as CmsField[]
    bounded[1].min = 2
    expect(compareProperties(founders, bounded, "fondateurs.json")).toContainEqual(
      "fondateurs.json.items: min 2, model 1",
    )
  })

  test("images keep the path the JSON expects: data/images/fondateurs → images/fondateurs/…", () => {
    const founders = files.find(candidate => candidate.file === "data/fondateurs.json")!
    const photo = founders.fields[1].fields!.find(field => field.name === "photo")!
    expect(photo).toMatchObject({
      widget: "image",
      media_folder: "/data/images/fondateurs",
      public_folder: "images/fondateurs",
    })
  })

  test("uses the local backend of `npm run edit`, in French", () => {
    expect(config).toMatchObject({
      locale: "fr",
      load_config_file: false,
      local_backend: { url: "http://localhost:8081/api/v1" },
    })
  })
})
