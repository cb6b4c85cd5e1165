/** @jest-environment node */
import path from "node:path"
import { brokenData, removeBrokenData, root } from "../../__tests__/helpers/content-fixtures"

afterEach(() => removeBrokenData())

describe("the content check's validators", () => {
  it("are compiled once per process: a second check, as develop's watcher makes, compiles none and reports the same", async () => {
    // Schema errors of several kinds: required, format (e-mail), duplicate field, unknown file.
    const dataDir = brokenData([
      "accreditation-sans-numero",
      "champ-en-double",
      "champ-manquant",
      "courriel",
      "navigation-page-inexistante",
      "fichier-inconnu",
    ])
    await jest.isolateModulesAsync(async () => {
      const Ajv = (await import("ajv")).default
      const getSchema = jest.spyOn(Ajv.prototype, "getSchema")
      const { validateContent } = await import("../node/validate")
      const options = { pagesDir: path.join(root, "src", "pages") }
      const first = validateContent(dataDir, options)
      const compiledFirst = getSchema.mock.calls.length
      const second = validateContent(dataDir, options)
      expect(compiledFirst).toBeGreaterThan(0)
      expect(getSchema.mock.calls.length).toBe(compiledFirst)
      expect(first.filter(problem => problem.severity === "error").length).toBeGreaterThan(3)
      expect(second).toEqual(first)
      getSchema.mockRestore()
    })
  })
})
