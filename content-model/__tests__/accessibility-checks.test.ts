import { checkAlternative, undeclaredForeignWords } from "../accessibility-checks"
import { vagueLinkText } from "../link-text"

describe("undeclaredForeignWords", () => {
  it("finds an English phrase, hyphenated compound whole, that no declared phrase covers", () => {
    expect(undeclaredForeignWords("Un texte cite un « stop-the-clock » imaginaire.", [])).toEqual(["stop-the-clock"])
    expect(undeclaredForeignWords("Un rapport state of the art.", [])).toEqual(["of", "the"])
  })

  it("accepts the phrase once declared, and French that shares words with English", () => {
    expect(undeclaredForeignWords("Un texte cite un « stop-the-clock ».", ["stop-the-clock"])).toEqual([])
    expect(undeclaredForeignWords("On a un an, or il est là ; LinkedIn et YouTube.", [])).toEqual([])
  })

  it("finds a word in any case between any non-letters, and none inside a longer word", () => {
    expect(undeclaredForeignWords("THE END, l’of, (by)", [])).toEqual(["THE", "of", "by"])
    expect(undeclaredForeignWords("Une théorie, bother, Of2, 1of, tothe, été", [])).toEqual([])
  })

  it("flags the same phrase where the declared one is written differently", () => {
    expect(undeclaredForeignWords("Dite « Stop-The-Clock ».", ["stop-the-clock"])).toEqual(["Stop-The-Clock"])
  })
})

describe("vagueLinkText", () => {
  it.each(["/", "→", "ici", "Cliquez ici", "En savoir plus…", "  lire la suite ", "Voir"])("refuses « %s »", text => {
    expect(vagueLinkText(text)).toBeDefined()
  })

  it.each(["Tarifs de l’atelier fictif", "Plan d’accès au bureau de démonstration", "01 23 45 67 89"])(
    "accepts « %s »",
    text => expect(vagueLinkText(text)).toBeUndefined(),
  )
})

describe("checkAlternative", () => {
  const at = ["diagram", "image"]
  it("refuses an empty text, a file name and a word that describes nothing", () => {
    for (const alt of ["", "  ", "schema.png", "Image", "photo."]) {
      expect(checkAlternative(alt, "alt", at, "images/schema.png")).toEqual([
        expect.objectContaining({ problem: "image sans alternative textuelle", path: ["diagram", "alt"] }),
      ])
    }
    expect(checkAlternative(undefined, "alt", at, "images/schema.png")[0].found).toBe("aucun champ « alt »")
  })

  it("accepts a description", () => {
    expect(checkAlternative("Schéma du traitement des appels.", "alt", at, "images/schema.png")).toEqual([])
  })
})
