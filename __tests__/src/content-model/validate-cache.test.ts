/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { brokenData, removeBrokenData, root } from "../../helpers/content-fixtures"
import type { validateContent as ValidateContent } from "../../../src/content-model/validate"

// Each run loads validate.ts afresh, as a new build process would, and counts the schemas ajv compiles.
async function freshRun(dataDir: string, cacheDir?: string) {
  let problems: ReturnType<typeof ValidateContent> = []
  let compiledSchemas = 0
  await jest.isolateModulesAsync(async () => {
    const Ajv = (await import("ajv")).default
    const getSchema = jest.spyOn(Ajv.prototype, "getSchema")
    const { validateContent } = await import("../../../src/content-model/validate")
    problems = validateContent(dataDir, { pagesDir: path.join(root, "src", "pages"), cacheDir })
    compiledSchemas = getSchema.mock.calls.length
    getSchema.mockRestore()
  })
  return { problems, compiledSchemas }
}

let cacheDir: string
beforeEach(() => (cacheDir = mkdtempSync(path.join(tmpdir(), "validators-"))))
afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true })
  removeBrokenData()
})

describe("the compiled validators kept in .cache/", () => {
  it("are written by a first check, then reused without compiling, with the very same report", async () => {
    // Schema errors of every kind the kept code must still report: required, format (e-mail), types.
    const dataDir = brokenData([
      "accreditation-sans-numero",
      "champ-en-double",
      "champ-manquant",
      "courriel",
      "navigation-page-inexistante",
      "fichier-inconnu",
    ])
    const reference = await freshRun(dataDir)
    expect(reference.problems.filter(problem => problem.severity === "error").length).toBeGreaterThan(3)

    const first = await freshRun(dataDir, cacheDir)
    expect(first.compiledSchemas).toBeGreaterThan(0)
    expect(existsSync(path.join(cacheDir, "content-validators.js"))).toBe(true)
    const second = await freshRun(dataDir, cacheDir)
    expect(second.compiledSchemas).toBe(0)
    expect(second.problems).toEqual(reference.problems)
    expect(first.problems).toEqual(reference.problems)
  })

  it("are compiled again when the kept file is from other schemas", async () => {
    const dataDir = brokenData([])
    await freshRun(dataDir, cacheDir)
    const file = path.join(cacheDir, "content-validators.js")
    writeFileSync(file, readFileSync(file, "utf8").replace(/exports\.key = "[0-9a-f]+"/, 'exports.key = "ancienne"'))
    expect((await freshRun(dataDir, cacheDir)).compiledSchemas).toBeGreaterThan(0)
    expect(readFileSync(file, "utf8")).not.toContain("ancienne")
  })

  it("are written again when Gatsby empties .cache/ after the check of a first build", async () => {
    const dataDir = brokenData([])
    await jest.isolateModulesAsync(async () => {
      const { validateContent } = await import("../../../src/content-model/validate")
      const { keepValidators } = await import("../../../src/content-model/compiled-validators")
      validateContent(dataDir, { pagesDir: path.join(root, "src", "pages"), cacheDir })
      rmSync(cacheDir, { recursive: true })
      keepValidators(cacheDir)
    })
    expect(existsSync(path.join(cacheDir, "content-validators.js"))).toBe(true)
    expect((await freshRun(dataDir, cacheDir)).compiledSchemas).toBe(0)
  })
})
