/**
 * Rewords every free-text string of a copy of data/, driven by the content model (issue 23, point 5):
 * the proof that no test pins the wording editors may change. A string is free text when the model
 * marks it as prose (`x-prose`) and constrains it no further (no `pattern`, no `enum`): identifiers,
 * URLs, e-mails, dates, SIREN, routes and image paths are `plain` or patterned, and stay as they are.
 *
 * Each word of three letters or more becomes a made-up word of the same length (so lengths, line
 * breaks and the 20-character navigation labels behave as before), through one mapping shared by
 * all files: a word that appears in several places (the body's name, a founder's name) changes the
 * same way everywhere, as an editor renaming it would, and two different words never merge.
 * What the model requires is kept verbatim: the text matched by each required mention (`x-mentions`)
 * of the string or of a list or object around it, and e-mail addresses, URLs and domain names, which
 * are data rather than wording. Punctuation, spaces, digits and short words (l’, d’, de, à) are kept,
 * so the typography lint finds nothing new.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../../content-model/model"
import type { Problem } from "../../content-model/problem"
import type { Schema } from "../../content-model/schema-helpers"

export interface Reworded {
  file: string
  /** The field, as « a › b › [0] ». */
  at: string
  before: string
  after: string
  /** The spans kept verbatim: required mentions, e-mail addresses, URLs. */
  kept: string[]
}

/** The content model's free text: prose with no further constraint on its form. */
export const isFreeText = (schema: Schema) => schema["x-prose"] === true && !schema.pattern && !schema.enum

/** Spans that are data, not wording: e-mail addresses, URLs, domain names. */
const DATA_TOKEN =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}+|https?:\/\/\S+|\b(?:www\.)?[\p{L}\p{N}-]+\.(?:fr|com|org|eu|example)\b\S*/giu

const SYLLABLES = ["ba", "lo", "ri", "ve", "mu", "ta", "né", "sor", "pil", "da", "gu", "fé", "mo", "ran", "ti", "zel"]
/** A word that starts with a vowel gets one too, so « l’ » and « d’ » before it still read right. */
const OPENINGS = ["a", "é", "o", "i", "u", "al", "en", "or"]
const VOWEL_FIRST = /^[aeiouyhàâäéèêëîïôöûüù]/i
/** Past this many attempts, a short word's syllable forms are all taken (as in an already reworded copy): any letters. */
const SYLLABLE_ATTEMPTS = 100
const LETTERS = [..."abcdefghijklmnopqrstuvwxyzéè"]
/** Past this many, no made-up word of that length is left: an error rather than a loop without end. */
const MAX_ATTEMPTS = 100_000

/** A stable 32-bit hash (FNV-1a): the same data always gives the same reworded copy. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0
  return value
}

/** Made-up words, one per distinct original word, never an existing word of data/. */
export class Lexicon {
  private readonly mapping = new Map<string, string>()
  private readonly used = new Set<string>()

  constructor(private readonly originals: Set<string>) {}

  /** The replacement of a lower-case word. */
  replace(word: string): string {
    const known = this.mapping.get(word)
    if (known) return known
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const pieces = attempt < SYLLABLE_ATTEMPTS ? SYLLABLES : LETTERS
      let seed = hash(`${word}#${attempt}`)
      let made = VOWEL_FIRST.test(word) ? OPENINGS[seed % OPENINGS.length] : ""
      while (made.length < word.length) {
        made += pieces[seed % pieces.length]
        seed = hash(`${seed}`)
      }
      made = made.slice(0, word.length)
      if (!this.used.has(made) && !this.originals.has(made)) {
        this.mapping.set(word, made)
        this.used.add(made)
        return made
      }
    }
    throw new Error(`Plus aucun mot inventé de ${word.length} lettres pour remplacer « ${word} ».`)
  }
}

const WORD = /\p{L}+/gu

/** The case of `model` (« ABC », « Abc », « abc ») given to `word`. */
function withCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase()
  if (model[0] !== model[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1)
  return word
}

/**
 * `text` with its words replaced, except inside the kept spans (returned too). With `appended`, that word
 * follows the last word replaced: « Accueil. » → « Entivev révisé. », never inside a kept span, after « n° »
 * or before closing punctuation; a text with no word replaced stays whole.
 */
export function rewordText(
  text: string,
  keep: RegExp[],
  lexicon: Lexicon,
  appended?: string,
): { text: string; kept: string[] } {
  const kept: [number, number][] = []
  for (const pattern of [DATA_TOKEN, ...keep]) {
    for (const match of text.matchAll(new RegExp(pattern.source, "giu"))) {
      if (match[0].length > 0) kept.push([match.index, match.index + match[0].length])
    }
  }
  const isKept = (start: number, end: number) => kept.some(([from, to]) => start < to && end > from)
  let lastReplaced = -1
  const reworded = text.replace(WORD, (word, offset: number) => {
    if (word.length < 3 || isKept(offset, offset + word.length)) return word
    lastReplaced = offset + word.length
    return withCase(word, lexicon.replace(word.toLowerCase()))
  })
  // A replaced word keeps its length: the offsets of `text` hold in `reworded`.
  const lengthened =
    appended && lastReplaced >= 0
      ? `${reworded.slice(0, lastReplaced)} ${appended}${reworded.slice(lastReplaced)}`
      : reworded
  // Overlapping spans (two mentions over the same words) are returned as one: each span is a piece of text.
  const merged = kept
    .sort(([a], [b]) => a - b)
    .reduce<[number, number][]>((spans, [from, to]) => {
      const last = spans.at(-1)
      if (last && from <= last[1]) last[1] = Math.max(last[1], to)
      else spans.push([from, to])
      return spans
    }, [])
  return { text: lengthened, kept: merged.map(([from, to]) => text.slice(from, to)) }
}

type Visit = (schema: Schema, value: string, at: (string | number)[], mentions: RegExp[]) => string

/** Every string of `value` under `schema`, replaced by what `visit` returns, with the mentions around it. */
function mapStrings(
  schema: Schema,
  value: unknown,
  at: (string | number)[],
  mentions: RegExp[],
  visit: Visit,
): unknown {
  const here = [...mentions, ...(schema["x-mentions"] ?? []).map(mention => new RegExp(mention.pattern, "iu"))]
  if (typeof value === "string") return visit(schema, value, at, here)
  if (Array.isArray(value) && schema.items) {
    const items = schema.items
    return value.map((item: unknown, index) => mapStrings(items, item, [...at, index], here, visit))
  }
  if (value && typeof value === "object" && schema.properties) {
    const properties = schema.properties
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        properties[key] ? mapStrings(properties[key], child, [...at, key], here, visit) : child,
      ]),
    )
  }
  return value
}

const readJson = (dataDir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as Record<string, unknown>

/**
 * Rewrites every free-text string of the data/ folder at `dataDir` in place, and returns what changed
 * and the free-text strings left as they were (made only of required mentions, data and short words).
 * The phrases site.json declares in another language stay as they are, like required mentions.
 * With `appended`, that word also follows the last word reworded in each string, as an editor lengthening
 * each text might (issue 37: labels that no longer fit in the header).
 */
export function rewordData(
  dataDir: string,
  { appended }: { appended?: string } = {},
): { changed: Reworded[]; unchanged: Reworded[] } {
  const files = contentFiles.map(({ file, schema }) => ({
    file,
    schema,
    json: readJson(dataDir, file),
  }))
  const originals = new Set<string>()
  for (const { schema, json } of files) {
    mapStrings(schema, json, [], [], (node, text) => {
      if (isFreeText(node)) for (const word of text.match(WORD) ?? []) originals.add(word.toLowerCase())
      return text
    })
  }
  const lexicon = new Lexicon(originals)
  // The phrases site.json declares in another language (RGAA 8.7) are data its `plain` field names: kept.
  const { foreignPhrases = [] } = readJson(dataDir, "site.json") as { foreignPhrases?: { phrase: string }[] }
  const declared = foreignPhrases.map(({ phrase }) => new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"), "iu"))
  const changed: Reworded[] = []
  const unchanged: Reworded[] = []
  for (const { file, schema, json } of files) {
    const reworded = mapStrings(schema, json, [], [], (node, before, at, mentions) => {
      if (!isFreeText(node)) return before
      const { text: after, kept } = rewordText(before, [...mentions, ...declared], lexicon, appended)
      const where = at.map(part => (typeof part === "number" ? `[${part}]` : part)).join(" › ")
      ;(after === before ? unchanged : changed).push({ file, at: where, before, after, kept })
      return after
    })
    writeFileSync(path.join(dataDir, file), `${JSON.stringify(reworded, null, 2)}\n`)
  }
  return { changed, unchanged }
}

/**
 * The problems of the reworded content that it did not have before (same file, field and problem): a status
 * granted in site.json has its texts to rewrite flagged before rewording as after, which is the content's
 * state, not the rewriter's doing.
 */
export function problemsAdded(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const key = ({ file, path: at, problem }: Problem) => JSON.stringify([file, at, problem])
  const known = new Set(before.map(key))
  return after.filter(problem => !known.has(key(problem)))
}
