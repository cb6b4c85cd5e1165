import { splitLabel } from "../../../src/utils/split-label"

describe("splitLabel", () => {
  it.each([
    ["Accueil", ["Accueil"]],
    ["Exactement vingt car", ["Exactement vingt car"]],
    ["Registre des décisions", ["Registre des", "décisions"]],
    ["Politique d’impartialité", ["Politique", "d’impartialité"]],
    ["Anticonstitutionnellement", ["Anticonstitutionnellement"]],
  ])("%s → %j", (label, lines) => {
    expect(splitLabel(label)).toEqual(lines)
  })

  it("keeps every word", () => {
    const label = "Relevé mensuel des écarts et des réserves"
    expect(splitLabel(label).join(" ")).toBe(label)
  })
})
