import { readFileSync } from "node:fs"
import path from "node:path"
import { cmsConfig, type CmsField } from "../../admin/cms-config"
import { checkField, type FieldCheck } from "../../admin/field-check"
import { guard } from "../../admin/save-guard"

const files = cmsConfig({ localBackendUrl: "http://127.0.0.1:8081/api/v1" }).collections[0].files
const fieldConfig = (file: string, ...names: string[]) => {
  let fields = files.find(entry => entry.file === `data/${file}`)!.fields
  let found: CmsField | undefined
  for (const name of names) {
    found = fields.find(candidate => candidate.name === name)
    fields = found?.fields ?? []
  }
  return found!
}
const field = (file: string, ...names: string[]) => fieldConfig(file, ...names).check as FieldCheck
const routes = ["/", "/nos-activites"]

describe("the checks beside each field of the editor", () => {
  test("an invalid SIREN: beside the field, the save guard's words for the editor without the field's name; no file, no key", () => {
    const { errors } = checkField(field("mentions-legales.json", "publisher", "siren"), "123456789", routes)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Numéro SIREN invalide\. /)
    expect(errors[0]).not.toMatch(/mentions-legales|publisher|siren|✗/)
    const data = JSON.parse(readFileSync(path.resolve("data/mentions-legales.json"), "utf8")) as {
      publisher: { siren: string }
    }
    data.publisher.siren = "123456789"
    const verdict = guard(path.resolve("."), {
      action: "persistEntry",
      params: { dataFiles: [{ path: "data/mentions-legales.json", raw: JSON.stringify(data) }], assets: [] },
    })
    // The developer's message (file › field) for the log, the editor's (the form's label) for the page.
    expect(!verdict.ok && verdict.message).toContain(
      "mentions-legales.json › publisher › siren : Numéro SIREN invalide.",
    )
    expect(!verdict.ok && verdict.forEditor.split("\n")).toContain(
      `«\u00a0${fieldConfig("mentions-legales.json", "publisher", "siren").label}\u00a0»\u00a0: ${errors[0]}`,
    )
    expect(checkField(field("mentions-legales.json", "publisher", "siren"), "912345675", routes).errors).toEqual([])
  })

  test("pattern, e-mail, empty text and route checks; typography is a warning", () => {
    expect(checkField(field("mentions-legales.json", "publisher", "siren"), "91234567", routes).errors[0]).toContain(
      "Forme incorrecte. Attendu\u00a0: 9 chiffres, sans espace",
    )
    expect(checkField(field("pied-de-page.json", "contact", "email"), "contact@@exemple", routes).errors[0]).toContain(
      "Adresse électronique invalide",
    )
    expect(checkField(field("accueil.json", "aboutIntro"), "   ", routes).errors[0]).toContain("Champ vide")
    const path = field("navigation.json", "items", "path")
    expect(checkField(path, "/nos-activite", routes).errors[0]).toContain("Page inexistante")
    expect(checkField(path, "/nos-activites", routes).errors).toEqual([])
    const prose = checkField(field("accueil.json", "aboutIntro"), "Qui sommes-nous ? L'équipe", routes)
    expect(prose.errors).toEqual([])
    expect(prose.warnings.join("\n")).toContain("apostrophe droite")
  })
})
