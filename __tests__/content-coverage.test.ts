/**
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../content-model/model"
import type { Mention, Schema } from "../content-model/schema-helpers"
import { formatProblem } from "../content-model/report"
import { validateContent } from "../content-model/node/validate"
import { brokenData, removeBrokenData, root } from "./helpers/content-fixtures"
import { readContent } from "./helpers/content"

// What the product requires the content to say lives in the content model (`x-mentions`, checked at
// save time with a French message: issue 23, point 5). These tests never pin data/'s wording: they
// prove each requirement bites, by removing what satisfies it from a copy of data/.

type Found = { file: string; at: (string | number)[]; mention: Mention }
function mentions(schema: Schema, value: unknown, file: string, at: (string | number)[], out: Found[]) {
  for (const mention of schema["x-mentions"] ?? []) out.push({ file, at, mention })
  if (schema.type === "object" && value && typeof value === "object")
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      if (key in value) mentions(child, (value as Record<string, unknown>)[key], file, [...at, key], out)
  if (schema.type === "array" && Array.isArray(value) && schema.items)
    value.forEach((item, index) => mentions(schema.items!, item, file, [...at, index], out))
  return out
}
const required = contentFiles.flatMap(({ file, schema }) => mentions(schema, readContent(file), file, [], []))

/** The value with every match of the pattern replaced, in every string under it. */
const strip = (value: unknown, pattern: RegExp): unknown =>
  typeof value === "string"
    ? value.replace(pattern, "…")
    : Array.isArray(value)
      ? value.map(item => strip(item, pattern))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, strip(child, pattern)]))
        : value

afterAll(removeBrokenData)

describe("what the product requires the content to mention", () => {
  it("is declared in the model, for the terms of sale, the legal notice, the policy, the status sentence, the accessibility statement, the voluntary offer, the reports' pages, the appeals procedure and the specimens", () => {
    expect(new Set(required.map(({ file }) => file))).toEqual(
      new Set([
        "site.json",
        "interface.json",
        "conditions-generales-vente.json",
        "mentions-legales.json",
        "politique-impartialite.json",
        "accessibilite.json",
        "verification-volontaire.json",
        "methode-certification-durabilite.json",
        "rapports.json",
        "processus-appels-plaintes.json",
        "specimen-rapport.json",
        "specimen-lettre-mission.json",
      ]),
    )
  })

  it.each(required.map(found => [found.file, found.mention.what, found] as const))(
    "%s: without « %s », the check says so in French",
    (_file, what, { file, at, mention }) => {
      const dataDir = brokenData([])
      const full = path.join(dataDir, file)
      const content = JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>
      let node: unknown = content
      for (const key of at.slice(0, -1)) node = (node as Record<string | number, unknown>)[key]
      const last = at[at.length - 1]
      const parent = node as Record<string | number, unknown>
      parent[last] = strip(parent[last], new RegExp(mention.pattern, "giu"))
      writeFileSync(full, JSON.stringify(content, null, 2))
      const lines = validateContent(dataDir, { pagesDir: path.join(root, "src/pages") }).map(formatProblem)
      expect(lines).toContainEqual(
        expect.stringContaining(`✗ ${file} › ${at.join(" › ")}`) &&
          expect.stringContaining(`Mention obligatoire absente : ${what}.`),
      )
    },
  )
})
