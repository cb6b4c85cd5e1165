import { correctTypography, excerpt, typographyRules } from "../typography"

const NBSP = "\u00a0"
const NNBSP = "\u202f"
const broken = (text: string) => typographyRules.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name)

describe("typographyRules", () => {
  it.each([
    [`Notre ADN${NBSP}: une méthode`],
    [`Pourquoi${NNBSP}? Parce que${NNBSP}!`],
    [`un${NNBSP}; deux`],
    [`la «${NNBSP}doctrine${NNBSP}» signée`],
    [`la «${NBSP}doctrine${NBSP}» signée`],
    ["l’audit, d’un organisme"],
    [`l’ordonnance n°${NBSP}2023-1142`],
    ["une température de 20° le matin"],
    [`jusqu’à 200${NBSP}% au moins, 4${NNBSP}000${NBSP}€`],
    ["à 10:30 précises, un rapport 1:2, https://www.exemple.fr"],
  ])("accepts correct French typography: %s", text => {
    expect(broken(text)).toEqual([])
  })

  it.each([
    ["Notre ADN : une méthode", "no ordinary space before : ; ! ? or »"],
    ["Notre ADN: une méthode", "a no-break space before : ; ! ? and »"],
    ["la «doctrine»", "a no-break space after «"],
    ["la « doctrine", "no ordinary space after «"],
    ["l'audit", "typographic apostrophes, not '"],
    ['le "label"', "« » quotes, not straight ones"],
    ["1 000 heures", "thousands grouped with a narrow no-break space"],
    ["200%", "a no-break space before € and %"],
    ["la 2ème promotion", "ordinals as 1er, 2e (not 2ème, 1ère)"],
    ["un mot , puis", "no space before . , or )"],
    ["la loi n° 2025-391", "a no-break space after n°"],
  ])("flags %s", (text, rule) => {
    expect(broken(text)).toContain(rule)
  })
})

describe("correctTypography", () => {
  it("corrects what has one correct form, as the editor's example asks, and says what it corrected", () => {
    const { text, corrected } = correctTypography(
      `Notre équipe : 2ème promotion du diplôme, plus de 1 000 heures d'audit et 100 % de missions "sur mesure".`,
    )
    expect(text).toBe(
      `Notre équipe${NBSP}: 2e promotion du diplôme, plus de 1${NNBSP}000 heures d’audit et 100${NBSP}% de missions «${NBSP}sur mesure${NBSP}».`,
    )
    expect(broken(text)).toEqual([])
    expect(corrected).toEqual(expect.arrayContaining(["guillemets droits", "apostrophe droite", "ordinal mal abrégé"]))
  })

  it.each([
    ["Pourquoi? Parce que!", `Pourquoi${NNBSP}? Parce que${NNBSP}!`],
    ["la « doctrine » signée", `la «${NBSP}doctrine${NBSP}» signée`],
    ["la 1ère version", "la 1re version"],
    ["le N° 12", `le N°${NBSP}12`],
    ["un mot , puis ( oui )", "un mot, puis ( oui)"],
  ])("corrects %s", (text, expected) => {
    expect(correctTypography(text).text).toBe(expected)
  })

  it.each([
    ["an odd number of straight quotes", 'un "seul guillemet'],
    ["a comma between digits (a decimal or thousands?)", "1,000 tonnes"],
    ["a dot between digits", "1.000 tonnes"],
  ])("leaves %s to a person: still refused", (_case, text) => {
    const { text: after, corrected } = correctTypography(text)
    expect([after, corrected]).toEqual([text, []])
    expect(broken(after)).not.toEqual([])
  })

  it("changes nothing in correct text", () => {
    const text = `à 10:30, https://www.exemple.fr, l’«${NBSP}audit${NBSP}»`
    expect(correctTypography(text)).toEqual({ text, corrected: [] })
  })
})

it("quotes the words around a problem, so it can be found in a long paragraph", () => {
  const text = `${"Un long début de paragraphe sans faute ".repeat(3)}puis une faute : ici, et une fin ${"assez longue ".repeat(4)}`
  expect(excerpt(text, text.indexOf(":"))).toBe("…sans faute puis une faute : ici, et une fin assez…")
})
