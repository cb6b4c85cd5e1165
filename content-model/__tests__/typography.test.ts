import { lintTypography } from "../typography"

const NBSP = "\u00a0"
const NNBSP = "\u202f"
const problems = (text: string) => lintTypography(text).map(({ problem, found }) => `${problem} (${found})`)

describe("lintTypography", () => {
  it.each([
    [`Notre ADN${NBSP}: une méthode`],
    [`Pourquoi${NNBSP}? Parce que${NNBSP}!`],
    [`un${NNBSP}; deux`],
    [`la «${NNBSP}doctrine${NNBSP}» signée`],
    [`la «${NBSP}doctrine${NBSP}» signée`],
    ["l’audit, d’un organisme"],
    [`l’ordonnance n${"°"}${NBSP}2023-1142`],
    ["une température de 20° le matin"],
    [`jusqu’à 200${NBSP}% au moins, 4${NNBSP}000${NBSP}€`],
  ])("accepts correct French typography: %s", text => {
    expect(problems(text)).toEqual([])
  })

  it.each([
    ["an address", "voir https://www.exemple.fr/page?x=1&y=2"],
    ["a time", "à 10:30 précises"],
    ["a ratio", "un rapport 1:2"],
    ["an e-mail link", "mailto:contact@exemple.fr"],
    ["an exclamation after a question", `Vraiment${NNBSP}?!`],
    ["punctuation at the very start", ": rien avant"],
    ["a mark inside brackets", "un cas (!) curieux"],
  ])("does not flag %s", (_case, text) => {
    expect(problems(text)).toEqual([])
  })

  it.each([
    ["Notre ADN : une méthode", ["espace avant « : » (une espace ordinaire)"]],
    ["jusqu’à 200% au moins", ["espace avant « % » (aucune espace)"]],
    ["un capital de 4000 €", ["espace avant « € » (une espace ordinaire)"]],
    ["Notre ADN: une méthode", ["espace avant « : » (aucune espace)"]],
    ["Pourquoi ? Parce que!", ["espace avant « ? » (une espace ordinaire)", "espace avant « ! » (aucune espace)"]],
    ["un ; deux", ["espace avant « ; » (une espace ordinaire)"]],
    ["la loi n° 2025-391", ["espace après « n° » (une espace ordinaire)"]],
    ["le N°2025-391", ["espace après « n° » (aucune espace)"]],
    [
      "la « doctrine » signée",
      ["espace après « « » (une espace ordinaire)", "espace avant « » » (une espace ordinaire)"],
    ],
    ["la «doctrine» signée", ["espace après « « » (aucune espace)", "espace avant « » » (aucune espace)"]],
    ["Notre ADN\t: une méthode", ["espace avant « : » (un blanc qui n’est pas insécable)"]],
    ["l'audit", ["apostrophe droite (l’apostrophe droite ')"]],
  ])("flags %s", (text, expected) => {
    expect(problems(text)).toEqual(expected)
  })

  it("quotes the words around the problem, so it can be found in a long paragraph", () => {
    const text = `${"Un long début de paragraphe sans faute ".repeat(3)}puis une faute : ici, et une fin ${"assez longue ".repeat(4)}`
    const [issue] = lintTypography(text)
    expect(issue.excerpt).toBe("…sans faute puis une faute : ici, et une fin assez…")
  })
})
