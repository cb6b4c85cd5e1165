import type { JsonPath } from "./json-source"
import { vagueLinkText } from "./link-text"
import type { Found } from "./problem"
import type { Schema } from "./schema-helpers"

/*
 * What the content could break of the site's accessibility (issue 40, point 4), refused at save time
 * with a French message: an image without a text alternative that says something, a link text that
 * says nothing on its own, a phrase in English not declared with its language. (A diagram without its
 * list of steps is refused by the model itself: two steps at least.)
 */

/** A text alternative that says nothing of the image: a file name, or a generic word. */
const emptyAlternatives = [
  "image",
  "photo",
  "photographie",
  "schéma",
  "illustration",
  "logo",
  "img",
  "figure",
  "dessin",
]

export function checkAlternative(alt: unknown, field: string, at: JsonPath, imagePath: string): Found[] {
  const where = [...at.slice(0, -1), field]
  const text = typeof alt === "string" ? alt.trim() : ""
  const base = imagePath.split("/").pop() ?? imagePath
  const problem = (found: string): Found[] => [
    {
      path: where,
      severity: "error",
      problem: "image sans alternative textuelle",
      expected: `dans « ${field} », une phrase qui dit ce que montre l’image « ${imagePath} » à qui ne la voit pas (critères 1.1 et 1.3 du RGAA)`,
      found,
      hint: "décrivez l’image en quelques mots, par exemple « Schéma du traitement des appels, de la réception à la clôture »",
    },
  ]
  if (!text) return problem(typeof alt === "string" ? "un texte vide" : `aucun champ « ${field} »`)
  const bare = text.toLowerCase().replace(/[.…]+$/, "")
  if (bare === base.toLowerCase() || /\.(png|jpe?g|webp|avif|svg|gif)$/i.test(bare))
    return problem(`« ${text} », un nom de fichier`)
  if (emptyAlternatives.includes(bare)) return problem(`« ${text} », qui ne décrit rien`)
  return []
}

export function checkLinkText(value: string, at: JsonPath): Found[] {
  const why = vagueLinkText(value)
  if (!why) return []
  return [
    {
      path: at,
      severity: "error",
      problem: "texte de lien qui ne dit rien hors de son contexte",
      expected:
        "un texte qui dit à lui seul où mène le lien, lu seul dans la liste des liens d’un lecteur d’écran (critère 6.1 du RGAA), par exemple « Conditions générales de vente »",
      found: `« ${value} », ${why}`,
    },
  ]
}

/**
 * English words French never writes: a word of a text holding one is taken for an English phrase
 * (« stop-the-clock »). Brand names (LinkedIn, YouTube) hold none; words French shares with English
 * (on, or, an, are, a) are left out.
 */
const englishWords = new Set([
  "the",
  "of",
  "and",
  "with",
  "without",
  "from",
  "into",
  "this",
  "that",
  "these",
  "those",
  "which",
  "what",
  "your",
  "our",
  "their",
  "is",
  "was",
  "were",
  "been",
  "by",
  "to",
  "it",
  "its",
  "at",
  "be",
])

/** One of these words, whole (between two characters that are neither a letter nor a digit), in any case. */
const anyEnglishWord = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...englishWords].join("|")})(?![\\p{L}\\p{N}])`, "iu")

/** The words (hyphenated compounds whole) of a text that look English and no listed phrase covers. */
export function undeclaredForeignWords(text: string, phrases: readonly string[]): string[] {
  // Most texts hold none of these words: one search of the text settles them (a check runs this on every text).
  if (!anyEnglishWord.test(text)) return []
  const covered: [number, number][] = []
  for (const phrase of phrases.filter(Boolean)) {
    for (let index = text.indexOf(phrase); index >= 0; index = text.indexOf(phrase, index + 1)) {
      covered.push([index, index + phrase.length])
    }
  }
  const found: string[] = []
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const [word, start] = [match[0], match.index]
    if (!word.split("-").some(part => englishWords.has(part.toLowerCase()))) continue
    if (covered.some(([from, to]) => from <= start && start + word.length <= to)) continue
    if (!found.includes(word)) found.push(word)
  }
  return found
}

export function checkForeignPhrases(value: string, at: JsonPath, phrases: readonly string[]): Found[] {
  return undeclaredForeignWords(value, phrases).map(word => ({
    path: at,
    severity: "error" as const,
    problem: "expression étrangère sans sa langue",
    expected:
      "chaque expression en une autre langue que le français déclarée avec sa langue dans site.json › foreignPhrases, pour que les lecteurs d’écran la prononcent bien (critère 8.7 du RGAA)",
    found: `« ${word} », qui paraît anglais`,
    hint: `ajoutez à site.json › foreignPhrases { "phrase": "${word}", "lang": "en" } (ou sa langue), ou écrivez-la en français`,
  }))
}

/**
 * A phrase site.json declares in another language that no text of data/ uses any more: the declaration
 * says nothing, and the browser test of criterion 8.7 looks for each declared phrase on the pages.
 */
export function unusedForeignPhrase(phrase: string, index: number, texts: readonly string[]): Found[] {
  if (texts.some(text => text.includes(phrase))) return []
  return [
    {
      path: ["foreignPhrases", index, "phrase"],
      severity: "error",
      problem: "expression déclarée qu’aucun texte n’emploie",
      expected:
        "dans site.json › foreignPhrases, seulement les expressions en une autre langue que les textes du site emploient",
      found: `« ${phrase} », absente de tous les textes`,
      hint: "retirez cette déclaration, ou remettez l’expression dans le texte où elle figurait",
    },
  ]
}

/** The accessibility checks of one value (content-checks.ts calls them). */
export function accessibilityChecks(
  schema: Schema,
  value: string,
  at: JsonPath,
  parent: { value: Record<string, unknown> } | undefined,
  foreignPhrases: readonly string[] | undefined,
): Found[] {
  const problems: Found[] = []
  if (schema["x-alt"] && parent)
    problems.push(...checkAlternative(parent.value[schema["x-alt"]], schema["x-alt"], at, value))
  if (schema["x-link-text"]) problems.push(...checkLinkText(value, at))
  if (schema["x-prose"] && foreignPhrases) problems.push(...checkForeignPhrases(value, at, foreignPhrases))
  return problems
}
