import { INITIAL_SECTION, toggleSection } from "../../../src/components/accordion-state"

describe("the verification page's open section", () => {
  it("starts on 'contexte'", () => {
    expect(INITIAL_SECTION).toBe("contexte")
  })

  it.each([
    [null, "objectif", "objectif"],
    ["contexte", "objectif", "objectif"],
    ["objectif", "modalite", "modalite"],
    ["modalite", "contexte", "contexte"],
  ] as const)("from %s, clicking %s opens it (and closes the previous one)", (open, clicked, expected) => {
    expect(toggleSection(open, clicked)).toBe(expected)
  })

  it.each(["contexte", "objectif", "modalite"] as const)("clicking the open section %s closes it", id => {
    expect(toggleSection(id, id)).toBeNull()
  })
})
