/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { dataNotGranted, fixtures, removeBrokenData, root } from "../../__tests__/helpers/content-fixtures"
import { checkContentOrExit, watchContent } from "../node/content-gate"
import type { Content } from "../model"

/**
 * A project folder around a data/ with these fixtures: data/ and src/pages, as Gatsby sees them. No status
 * granted, whatever state data/ is in: a granted status adds its warnings on texts still to rewrite.
 */
function project(names: string[]) {
  const folder = path.dirname(dataNotGranted(names))
  mkdirSync(path.join(folder, "src"))
  symlinkSync(path.join(root, "src/pages"), path.join(folder, "src/pages"))
  return folder
}
const expected = (name: string) => fixtures().find(fixture => fixture.name === name)!.expected
const reporter = () => ({ info: jest.fn<void, [string]>(), warn: jest.fn<void, [string]>() })

afterEach(() => jest.restoreAllMocks())
afterAll(removeBrokenData)

describe("checkContentOrExit", () => {
  it("prints the whole report and exits with 1 on an error", () => {
    const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never)
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true)
    checkContentOrExit(project(["siren-luhn", "typographie"]), reporter())
    expect(exit).toHaveBeenCalledWith(1)
    const printed = stderr.mock.calls.map(([text]) => String(text)).join("")
    for (const line of [...expected("siren-luhn"), ...expected("typographie")]) expect(printed).toContain(line)
    expect(printed).toContain("Le site n’a pas été construit : le dernier site construit (public/) reste intact.")
  })

  it("only warns, and lets Gatsby go on, when there are warnings alone", () => {
    const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never)
    const warnings = reporter()
    checkContentOrExit(project(["lien-schema"]), warnings)
    expect(exit).not.toHaveBeenCalled()
    expect(warnings.warn.mock.calls.map(([line]) => line)).toEqual(expected("lien-schema"))
  })
})

describe("watchContent", () => {
  it("says what an edit of data/ broke, then that it is fixed", async () => {
    const folder = project([])
    const preview = reporter()
    const stop = watchContent(folder, preview)
    const file = path.join(folder, "data/navigation.json")
    const good = JSON.parse(readFileSync(file, "utf8")) as Content<"navigation.json">
    writeFileSync(file, JSON.stringify({ ...good, items: good.items.slice(0, 4) }, null, 2))
    await new Promise(resolve => setTimeout(resolve, 600))
    expect(preview.warn).toHaveBeenCalledWith(expect.stringContaining(expected("navigation-quatre-liens")[0]))
    expect(preview.warn).toHaveBeenCalledWith(expect.stringContaining("l’aperçu se remet à jour dès l’enregistrement"))
    writeFileSync(file, JSON.stringify(good, null, 2))
    await new Promise(resolve => setTimeout(resolve, 600))
    stop()
    expect(preview.info).toHaveBeenCalledWith("Contenu de data/ valide.")
  })
})
