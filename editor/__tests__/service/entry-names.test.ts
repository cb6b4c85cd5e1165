import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import { entryNames } from "../../service/entry-names"

const label = (name: string) => {
  const { file, schema } = contentFiles.find(({ file }) => file === name)!
  return `«\u00a0${labelOf(schema.description, file).label}\u00a0»`
}

test("a publication's files named as the editor's list of contents names them, never by their path", () => {
  expect(entryNames(["data/mentions-legales.json"])).toBe(label("mentions-legales.json"))
  expect(entryNames(["data/fondateurs.json", "data/images/fondateurs/camille-martin.jpg"])).toBe(
    `${label("fondateurs.json")} et une image`,
  )
  expect(entryNames(["data/site.json", "data/pied-de-page.json", "data/images/a.png", "data/images/b.png"])).toBe(
    `${label("site.json")}, ${label("pied-de-page.json")} et 2 images`,
  )
  expect(entryNames(["data/site.json", "data/fondateurs.json"])).not.toMatch(/data\/|\.json/)
})
