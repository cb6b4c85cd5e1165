import { closest } from "../suggest"

describe("closest", () => {
  it.each([
    ["descripion", ["name", "role", "description", "photo"], "description"],
    ["/activites", ["/", "/nos-activites", "/mentions-legales"], "/nos-activites"],
    [
      "images/fondateurs/claire.jpg",
      ["images/fondateurs/claire-dumontel.jpg", "images/fondateurs/faux.png"],
      "images/fondateurs/claire-dumontel.jpg",
    ],
    [
      "images/fondateurs/Hugo-Lemarchal.jpg",
      ["images/fondateurs/hugo-lemarchal.jpg"],
      "images/fondateurs/hugo-lemarchal.jpg",
    ],
    ["Linkedin", ["linkedin", "x", "youtube"], "linkedin"],
  ])("suggests for « %s »", (value, candidates, expected) => {
    expect(closest(value, candidates)).toBe(expected)
  })

  it.each([
    ["images/fondateurs/claire.jpg", ["images/fondateurs/faux.png"]],
    ["telephone", ["name", "role", "description"]],
  ])("suggests nothing far-fetched for « %s »", (value, candidates) => {
    expect(closest(value, candidates)).toBeUndefined()
  })
})
