import { forEditors } from "../../admin/hosted-status"

test("the banner names no commit code nor file path: each data file by its entry's label", () => {
  const said = forEditors(
    "Publiée par Claire Dumontel le 28/11/2026 à 10:02 (data/fondateurs.json, data/images/fondateurs/eloise.jpg)\nLa modification est en ligne (3f9a2c1).",
  )
  expect(said).not.toMatch(/[0-9a-f]{7}|data\/|\.json|\.jpg/)
  expect(said).toContain("«\u00a0Les fondateurs présentés sur la page d’accueil\u00a0», une image")
  expect(said).toContain("La modification est en ligne.")
})
