import { forEditors, reviewLines } from "../../admin/hosted-status"
import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"

test("the banner names no commit code nor file path: each data file by its entry's label", () => {
  const said = forEditors(
    "Publiée par Claire Dumontel le 28/11/2026 à 10:02 (data/fondateurs.json, data/images/fondateurs/eloise.jpg)\nLa modification est en ligne (3f9a2c1).",
  )
  expect(said).not.toMatch(/[0-9a-f]{7}|data\/|\.json|\.jpg/)
  expect(said).toContain("«\u00a0Les fondateurs présentés sur la page d’accueil\u00a0», une image")
  expect(said).toContain("La modification est en ligne.")
})

test("the banner lists each page to review by its entry's label, its file and field, and why", () => {
  expect(
    reviewLines([
      {
        file: "processus-verification.json",
        field: "contextUpdated › reviewBy",
        reason: "date de relecture du 19/03/2027 atteinte",
      },
    ]),
  ).toEqual([
    `À relire : «\u00a0${labelOf(contentFiles.find(({ file }) => file === "processus-verification.json")!.schema.description, "").label}\u00a0» (processus-verification.json › contextUpdated › reviewBy) : date de relecture du 19/03/2027 atteinte.`,
  ])
  expect(reviewLines(undefined)).toEqual([])
})
