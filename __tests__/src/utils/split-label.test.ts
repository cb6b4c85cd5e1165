import { splitLabel } from "../../../src/utils/split-label"

describe("splitLabel", () => {
  it.each([
    ["Accueil", ["Accueil"]],
    ["Exactement vingt car", ["Exactement vingt car"]],
    ["Processus de vérification", ["Processus de", "vérification"]],
    ["Politique d’impartialité", ["Politique", "d’impartialité"]],
    ["Anticonstitutionnellement", ["Anticonstitutionnellement"]],
  ])("%s → %j", (label, lines) => {
    expect(splitLabel(label)).toEqual(lines)
  })

  it("keeps every word", () => {
    const label = "Traitement des appels et des plaintes"
    expect(splitLabel(label).join(" ")).toBe(label)
  })
})
