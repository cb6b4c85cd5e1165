import { readFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../content-model/model"
import { readContent } from "./helpers/content"
import { filesUnder } from "../content-model/node/files-under"
import { toGraphQL } from "../content-model/to-graphql"
import { validateContent } from "../content-model/node/validate"

// The process steps and the administrator-login texts stay in the content, typed
// in the schema, and no page shows them. The built pages' side is __tests__/built-pages.test.ts.
const schemaOf = (typeName: string) => contentFiles.find(file => file.typeName === typeName)!.schema
const sdl = toGraphQL(contentFiles)

const sources = (dir: string): string[] =>
  filesUnder(dir)
    .filter(file => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
    .map(file => path.join(dir, file))
// What renders pages (the content model itself, which declares them, is not among it).
const code = ["src/pages", "src/components", "src/hooks"]
  .flatMap(dir => sources(path.resolve(dir)))
  .map(file => readFileSync(file, "utf8"))

describe("content kept but never shown", () => {
  it("types the process steps: planning, verification and reporting, each a list of text", () => {
    const steps = schemaOf("ProcessusVerificationJson").properties!.steps
    for (const phase of ["planning", "verification", "reporting"]) {
      const list = steps.properties![phase]
      expect(list.type).toBe("array")
      expect(list.items?.type).toBe("string")
    }
    expect(sdl).toMatch(
      /type ProcessusVerificationJsonSteps \{\s+planning: \[String!\]!\s+verification: \[String!\]!\s+reporting: \[String!\]!/,
    )
  })

  it("types the administrator-login texts", () => {
    const login = schemaOf("ConnexionAdminJson")
    expect(Object.keys(login.properties!)).toEqual([
      "title",
      "subtitle",
      "identifierLabel",
      "identifierPlaceholder",
      "passwordLabel",
      "passwordPlaceholder",
      "submit",
      "loading",
      "error",
      "footer",
    ])
    expect(sdl).toContain("type ConnexionAdminJson implements Node @dontInfer")
  })

  it("keeps both in data/, valid against the model", () => {
    const problems = validateContent(path.resolve("data")).filter(p =>
      ["connexion-admin.json", "processus-verification.json"].includes(p.file),
    )
    expect(problems).toEqual([])
    // Every text the model describes is there, whatever its wording (__tests__/built-pages.test.ts reads them).
    const login = readContent("connexion-admin.json")
    expect(Object.keys(login).sort()).toEqual(Object.keys(schemaOf("ConnexionAdminJson").properties!).sort())
    const { steps } = readContent("processus-verification.json")
    expect(Object.keys(steps).sort()).toEqual(["planning", "reporting", "verification"])
  })

  it("is queried by no page, component or hook", () => {
    expect(code.length).toBeGreaterThan(20)
    for (const source of code) {
      expect(source).not.toMatch(/connexionAdminJson|allConnexionAdminJson/)
      expect(source).not.toMatch(/\bsteps\s*\{|\bplanning\b|\breporting\b/)
    }
  })
})
