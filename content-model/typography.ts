/** The words around `index`, so the editor can find the place in a long paragraph. */
export function excerpt(text: string, index: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 25)))
  const endSpace = text.indexOf(" ", Math.min(text.length, index + 20))
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`
}

/**
 * The French typography every prose field follows (fields the model marks `x-prose`): each rule names what must
 * not occur. A rule with exactly one correct form carries its correction, applied when an editor saves and by
 * `npm run check -- --corriger`; the others need a person's choice, and the check refuses the text. The content
 * tests import this list (__tests__/typography.test.ts): there is no second one.
 */
export interface TypographyRule {
  /** The rule, in English, as a test names it. */
  name: string
  /** What is wrong, in French, as the check says it. */
  problem: string
  expected: string
  pattern: RegExp
  correct?: (text: string) => string
}

const NBSP = "\u00a0"
const NNBSP = "\u202f"

/** Straight double quotes, paired in order, as « »; an odd count needs a person's choice and is left as it is. */
function frenchQuotes(text: string): string {
  if ((text.match(/"/g)?.length ?? 0) % 2 !== 0) return text
  let count = 0
  return text.replace(/"/g, () => (count++ % 2 === 0 ? "«" : "»"))
}

export const typographyRules: TypographyRule[] = [
  {
    name: "« » quotes, not straight ones",
    problem: "guillemets droits",
    expected: "les guillemets français « » (corrigés à l’enregistrement quand ils vont par paires)",
    pattern: /"/,
    correct: frenchQuotes,
  },
  {
    name: "typographic apostrophes, not '",
    problem: "apostrophe droite",
    expected: "l’apostrophe typographique ’",
    pattern: /'/,
    correct: text => text.replace(/'/g, "’"),
  },
  {
    name: "no ordinary space before : ; ! ? or »",
    problem: "espace ordinaire avant « : », « ; », « ! », « ? » ou « » »",
    expected: "une espace insécable",
    pattern: / [:;!?»]/,
    correct: text => text.replace(/ +([:»])/g, `${NBSP}$1`).replace(/ +([;!?])/g, `${NNBSP}$1`),
  },
  {
    name: "no ordinary space after «",
    problem: "espace ordinaire après « « »",
    expected: "une espace insécable",
    pattern: /« /,
    correct: text => text.replace(/« +/g, `«${NBSP}`),
  },
  {
    name: "a no-break space before : ; ! ? and »",
    problem: "pas d’espace avant « : », « ; », « ! », « ? » ou « » »",
    expected: "une espace insécable avant ces signes",
    pattern: /[^\s\u00a0\u202f][;!?»]|[^\s\u00a0\u202f\d]:(?!\/\/)/,
    correct: text =>
      text
        .replace(/([^\s\u00a0\u202f])([;!?])(?=\s|$)/g, `$1${NNBSP}$2`)
        .replace(/([^\s\u00a0\u202f])»/g, `$1${NBSP}»`)
        .replace(/([^\s\u00a0\u202f\d]):(?=\s|$)/g, `$1${NBSP}:`),
  },
  {
    name: "a no-break space after «",
    problem: "pas d’espace après « « »",
    expected: "une espace insécable après « « »",
    pattern: /«[^\u00a0\u202f]/,
    correct: text => text.replace(/«(?=[^\s\u00a0\u202f])/g, `«${NBSP}`),
  },
  {
    name: "thousands grouped with a narrow no-break space",
    problem: "milliers mal séparés",
    expected:
      "les milliers séparés par une espace fine insécable (1 000) ; une virgule ou un point y est ambigu : écrivez le nombre",
    pattern: /\d[ ,.]\d{3}\b(?![.,/-])/,
    correct: text => text.replace(/(\d) (?=\d{3}\b(?![.,/-]))/g, `$1${NNBSP}`),
  },
  {
    name: "a no-break space before € and %",
    problem: "espace avant « € » ou « % »",
    expected: "une espace insécable entre le nombre et « € » ou « % » (100 %)",
    pattern: /\d ?[€%]/,
    correct: text => text.replace(/(\d) ?([€%])/g, `$1${NBSP}$2`),
  },
  {
    name: "ordinals as 1er, 2e (not 2ème, 1ère)",
    problem: "ordinal mal abrégé",
    expected: "« 1er », « 1re », « 2e » (et non « 2ème » ou « 1ère »)",
    pattern: /\d(ème|eme|ère)\b/,
    correct: text => text.replace(/(\d)(?:ème|eme)\b/g, "$1e").replace(/(\d)ère\b/g, "$1re"),
  },
  {
    name: "no space before . , or )",
    problem: "espace avant « . », « , » ou « ) »",
    expected: "aucune espace avant ces signes",
    pattern: / [.,)]/,
    correct: text => text.replace(/ +([.,)])/g, "$1"),
  },
  {
    name: "a no-break space after n°",
    problem: "espace ordinaire après « n° »",
    expected: "une espace insécable après « n° »",
    pattern: /(?<!\p{L})n° /iu,
    correct: text => text.replace(/(?<!\p{L})(n°) +/giu, `$1${NBSP}`),
  },
]

/** `text` with every correction of `typographyRules` applied, and the French names of those that changed it. */
export function correctTypography(text: string): { text: string; corrected: string[] } {
  const corrected: string[] = []
  let current = text
  for (const rule of typographyRules) {
    if (!rule.correct || !rule.pattern.test(current)) continue
    const next = rule.correct(current)
    if (next !== current) corrected.push(rule.problem)
    current = next
  }
  return { text: current, corrected }
}
