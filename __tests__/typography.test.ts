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

// French typography: each rule of the content model (content-model/typography.ts) is enforced on every prose
// field by `npm run check` and the build (content-model/content-checks.ts), which run before jest; the rules
// themselves are tested in content-model/__tests__/typography.test.ts. What stays here: that the model marks
// enough prose for those rules to read.
describe("French typography of the content", () => {
  it("finds prose to check in every page of the site", () => {
    expect(strings.length).toBeGreaterThan(150)
  })
})
