import path from "node:path"
import { contentFiles } from "../content-model/model"
import type { Schema } from "../content-model/schema-helpers"
import { readContent } from "./helpers/content"

/** Every prose string of a data file (fields the model marks `x-prose`), with where it is. */
function prose(schema: Schema, value: unknown, at: string, out: [string, string][] = []) {
  if (schema["x-prose"] && typeof value === "string") out.push([at, value])
  if (schema.type === "object" && value && typeof value === "object") {
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      prose(child, (value as Record<string, unknown>)[key], `${at} › ${key}`, out)
  }
  if (schema.type === "array" && Array.isArray(value) && schema.items)
    value.forEach((item, i) => prose(schema.items!, item, `${at}[${i}]`, out))
  return out
}

const strings = contentFiles.flatMap(({ file, schema }) =>
  prose(schema, readContent(file), path.basename(file, ".json")),
)

// French typography (docs/architecture.md). A rule names what must not occur.
const rules: [string, RegExp][] = [
  ["no ordinary space before : ; ! ? or »", / [:;!?»]/],
  ["no ordinary space after «", /« /],
  ["a no-break space before : ; ! ? and »", /[^\s\u00a0\u202f][;!?»]|[^\s\u00a0\u202f\d]:(?!\/\/)/],
  ["a no-break space after «", /«[^\u00a0\u202f]/],
  ["typographic apostrophes, not '", /'/],
  ["« » quotes, not straight ones", /"/],
  ["thousands grouped with a narrow no-break space", /\d[ ,.]\d{3}\b(?![.,/-])/],
  ["a no-break space before € and %", /\d ?[€%]/],
  ["ordinals as 1er, 2e (not 2ème, 1ère)", /\d(ème|eme|ère)\b/],
  ["no space before . , or )", / [.,)]/],
]

describe("French typography of the content", () => {
  it("finds prose to check in every page of the site", () => {
    expect(strings.length).toBeGreaterThan(150)
  })

  it.each(rules)("%s", (_rule, pattern) => {
    expect(strings.filter(([, text]) => pattern.test(text)).map(([at, text]) => `${at}: ${text}`)).toEqual([])
  })
})
