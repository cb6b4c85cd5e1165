/**
 * French typography lint for prose (docs/architecture.md): a no-break space (U+00A0) or a narrow one (U+202F)
 * before « : ; ! ? » and inside « », after « n° », between a number and « % » or « € », and the typographic
 * apostrophe. Reported as warnings.
 */
export interface TypographyIssue {
  index: number
  problem: string
  expected: string
  found: string
  excerpt: string
}

const NO_BREAK = /[\u00a0\u202f]/
const expectedSpace = "une espace insécable (U+00A0 ou U+202F)"

const foundSpace = (char: string | undefined) =>
  char === " "
    ? "une espace ordinaire"
    : char !== undefined && /\s/.test(char)
      ? "un blanc qui n’est pas insécable"
      : "aucune espace"

export function lintTypography(text: string): TypographyIssue[] {
  const issues: TypographyIssue[] = []
  const add = (index: number, problem: string, expected: string, found: string) =>
    issues.push({ index, problem, expected, found, excerpt: excerpt(text, index) })

  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const before = text[i - 1]
    const after = text[i + 1]
    if (":;!?".includes(char)) {
      // Not punctuation when glued to what follows: URLs (https://), times (10:30), ratios (1:2), queries (?a=b).
      if (after !== undefined && /[\p{L}\p{N}/=&#]/u.test(after)) continue
      // Only the first mark of a run (« ?! », « !!! ») takes the space; nothing to check at the start or after a bracket.
      if (before === undefined || ":;!?([".includes(before)) continue
      if (!NO_BREAK.test(before)) add(i, `espace avant « ${char} »`, expectedSpace, foundSpace(before))
    } else if (char === "«") {
      if (after !== undefined && !NO_BREAK.test(after)) add(i, "espace après « « »", expectedSpace, foundSpace(after))
    } else if (char === "»") {
      if (before !== undefined && !NO_BREAK.test(before))
        add(i, "espace avant « » »", expectedSpace, foundSpace(before))
    } else if (char === "°" && /n/i.test(before ?? "") && !/\p{L}/u.test(text[i - 2] ?? "")) {
      // « n° 2023-1142 »: the number must not be carried to the next line without its « n° ». At the very
      // end of a text (« Accréditation Cofrac n° »), the site itself joins the number with a no-break space.
      if (after !== undefined && !NO_BREAK.test(after)) add(i, "espace après « n° »", expectedSpace, foundSpace(after))
    } else if ((char === "%" || char === "€") && /\d/.test(before === " " ? (text[i - 2] ?? "") : (before ?? ""))) {
      // « 200 % », « 4 000 € »: the sign stays on the number's line.
      add(i, `espace avant « ${char} »`, expectedSpace, foundSpace(before))
    } else if (char === "'") {
      add(i, "apostrophe droite", "l’apostrophe typographique ’", "l’apostrophe droite '")
    }
  }
  return issues
}

/** The words around `index`, so the editor can find the place in a long paragraph. */
function excerpt(text: string, index: number): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 25)))
  const endSpace = text.indexOf(" ", Math.min(text.length, index + 20))
  const end = endSpace === -1 ? text.length : endSpace
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`
}
