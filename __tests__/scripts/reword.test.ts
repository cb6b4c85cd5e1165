// The rewriter behind `npm run test:reformule` (issue 23, point 5): it must reword every free-text
// string the content model describes, leave identifiers and data alone, and give content the check
// accepts, or the proof it supports proves nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentFiles } from "../../content-model/model"
import { readContent } from "../../content-model/node/read-content"
import type { Schema } from "../../content-model/schema-helpers"
import { validateContent } from "../../content-model/node/validate"
import type { Problem } from "../../content-model/problem"
import { isFreeText, Lexicon, problemsAdded, rewordData, rewordText, type Reworded } from "../../scripts/reword/reword"

const root = path.resolve(__dirname, "../..")
const copy = mkdtempSync(path.join(tmpdir(), "reword-"))
const dataDir = path.join(copy, "data")
let result: { changed: Reworded[]; unchanged: Reworded[] }
let before: Problem[] = []
const check = (dir: string) => validateContent(dir, { pagesDir: path.join(root, "src/pages") })

/**
 * A fixture written into the copy, not a relationship today's content happens to hold (issue 37,
 * point 5): the body's name repeated in two other fields, as an editor may write it.
 */
function writeNameFixture() {
  const file = path.join(dataDir, "site.json")
  const site = JSON.parse(readFileSync(file, "utf8")) as {
    name: string
    logoAlt: string
    description: { pending: string }
  }
  site.logoAlt = site.name
  site.description.pending = `${site.name}, ${site.description.pending}`
  writeFileSync(file, JSON.stringify(site, null, 2))
}

beforeAll(() => {
  cpSync(path.join(root, "data"), dataDir, { recursive: true })
  writeNameFixture()
  // What the content itself is told before rewording (a granted status's texts to rewrite): not the rewriter's.
  before = check(dataDir)
  result = rewordData(dataDir)
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

/** Every string of a value, with whether the model calls it free text. */
function strings(schema: Schema, value: unknown, out: { free: boolean; text: string }[] = []) {
  if (typeof value === "string") out.push({ free: isFreeText(schema), text: value })
  else if (Array.isArray(value) && schema.items) value.forEach(item => strings(schema.items as Schema, item, out))
  else if (value && typeof value === "object" && schema.properties) {
    for (const [key, child] of Object.entries(value))
      if (schema.properties[key]) strings(schema.properties[key], child, out)
  }
  return out
}

const words = (text: string) => (text.match(/\p{L}{3,}/gu) ?? []).map(word => word.toLowerCase())
/** `text` without the spans the rewriter kept verbatim. */
const outside = (text: string, kept: string[]) => kept.reduce((rest, span) => rest.split(span).join(" "), text)

describe("rewordData", () => {
  it("gives content the content check accepts, without an error or a warning the content did not have before", () => {
    expect(before.filter(({ severity }) => severity === "error")).toEqual([])
    expect(problemsAdded(before, check(dataDir))).toEqual([])
  })

  it("changes every free-text string, keeping only required mentions and data (e-mails, URLs) word for word", () => {
    const original = new Set(
      contentFiles.flatMap(({ file, schema }) =>
        strings(schema as Schema, readContent(file)).flatMap(({ free, text }) => (free ? words(text) : [])),
      ),
    )
    const reworded = [...result.changed, ...result.unchanged]
    expect(reworded.length).toBeGreaterThan(300)
    for (const { file, at, after, kept } of reworded) {
      const survivors = words(outside(after, kept)).filter(word => original.has(word))
      expect({ field: `${file} › ${at}`, survivors }).toEqual({ field: `${file} › ${at}`, survivors: [] })
    }
    // The strings left whole are those made only of required mentions, data or words under three letters.
    for (const { before, kept } of result.unchanged) expect(words(outside(before, kept))).toEqual([])
  })

  it("leaves every string that is not free text as it was (identifiers, dates, URLs, paths, enums)", () => {
    for (const { file, schema } of contentFiles) {
      const before = strings(schema as Schema, readContent(file)).filter(({ free }) => !free)
      const after = strings(schema as Schema, readContent(file, dataDir)).filter(({ free }) => !free)
      expect(after).toEqual(before)
    }
  })

  it("renames a word the same way everywhere, as an editor renaming the body would (the fixture's name, twice)", () => {
    const site = readContent("site.json", dataDir)
    expect(site.name).not.toBe(readContent("site.json").name)
    expect(site.logoAlt).toBe(site.name)
    expect(site.description.pending.startsWith(site.name)).toBe(true)
  })
})

describe("problemsAdded", () => {
  it("keeps only what the rewording brought: a field already flagged before is the content's state", () => {
    const flagged = (path: (string | number)[], found: string): Problem => ({
      file: "site.json",
      path,
      severity: "warning",
      problem: "texte à revoir",
      found,
    })
    const added = flagged(["description"], "« nouveau »")
    expect(problemsAdded([flagged(["tagline"], "« avant »")], [flagged(["tagline"], "« après »"), added])).toEqual([
      added,
    ])
  })
})

describe("rewordData with a word appended (npm run test:reformule -- --mot-ajoute)", () => {
  const lengthened = mkdtempSync(path.join(tmpdir(), "reword-appended-"))
  afterAll(() => rmSync(lengthened, { recursive: true, force: true }))

  it("lengthens every reworded text, navigation labels included, into content the check accepts", () => {
    cpSync(path.join(root, "data"), lengthened, { recursive: true })
    const original = check(lengthened)
    const { changed } = rewordData(lengthened, { appended: "prolongé" })
    expect(changed.length).toBeGreaterThan(300)
    for (const { after } of changed) expect(after).toContain(" prolongé")
    for (const { label } of readContent("navigation.json", lengthened).items) expect(label).toMatch(/ prolongé$/u)
    expect(problemsAdded(original, check(lengthened))).toEqual([])
  })
})

describe("rewordText", () => {
  const lexicon = new Lexicon(new Set(["contrat", "signé"]))

  it("keeps lengths, case, punctuation, short words, e-mails, URLs and the kept spans", () => {
    const { text, kept } = rewordText(
      "Le Contrat signé : écrivez à contact@exemple.fr ou voyez www.cnil.fr, sous cinq ans.",
      [/cinq ans/iu],
      lexicon,
    )
    expect(text).toMatch(
      /^Le [A-ZÀ-Ý]\p{Ll}{6} \p{Ll}{5} : \p{Ll}{7} à contact@exemple\.fr ou \p{Ll}{5} www\.cnil\.fr, \p{Ll}{4} cinq ans\.$/u,
    )
    expect(kept).toEqual(["contact@exemple.fr", "www.cnil.fr,", "cinq ans"])
    expect(words(text)).not.toContain("contrat")
  })

  it("adds the appended word after the last word it replaces, never inside a kept span or after « n° »", () => {
    const appended = (text: string, keep: RegExp[] = []) => rewordText(text, keep, lexicon, "révisé").text
    expect(appended("Contrat")).toMatch(/^[A-ZÀ-Ý]\p{Ll}{6} révisé$/u)
    expect(appended("Le contrat signé.")).toMatch(/^Le \p{Ll}{7} \p{Ll}{5} révisé\.$/u)
    expect(appended("Contrat signé à cinq ans !", [/cinq ans/iu])).toMatch(
      /^[A-ZÀ-Ý]\p{Ll}{6} \p{Ll}{5} révisé à cinq ans !$/u,
    )
    expect(appended("Contrat n°")).toMatch(/^[A-ZÀ-Ý]\p{Ll}{6} révisé n°$/u)
    // A text made only of what is kept (a required mention, an address) stays whole.
    expect(appended("Écrivez à contact@exemple.fr", [/écrivez/iu])).toBe("Écrivez à contact@exemple.fr")
  })

  it("still finds new words when every syllable form of a length is taken (an already reworded copy)", () => {
    // 300 distinct three-letter words starting with a vowel: more than the syllables can make (about 120).
    const short = [..."aeiou"].flatMap(first =>
      [..."bcdfghjklmnp"].flatMap(second => [..."rstvz"].map(third => first + second + third)),
    )
    const fresh = new Lexicon(new Set(short))
    const made = short.map(word => fresh.replace(word))
    expect(new Set(made).size).toBe(short.length)
    for (const word of made) {
      expect(word).toHaveLength(3)
      expect(short).not.toContain(word)
    }
  })

  it("never makes two different words into the same one", () => {
    const made = ["alpha", "bravo", "delta", "gamma", "sigma", "omega", "kappa", "theta"].map(word =>
      lexicon.replace(word),
    )
    expect(new Set(made).size).toBe(made.length)
  })
})
