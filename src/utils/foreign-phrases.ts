export interface ForeignPhrase {
  readonly phrase: string
  readonly lang: string
}

export type Piece = { text: string; lang?: string }

/**
 * A text cut into pieces at each phrase in another language: those pieces carry their language, for
 * a `lang` attribute (RGAA 8.7). The earliest phrase wins where two start together, the longest first.
 */
export function splitForeign(text: string, phrases: readonly ForeignPhrase[]): Piece[] {
  const pieces: Piece[] = []
  let rest = text
  for (;;) {
    const next = phrases
      .filter(({ phrase }) => phrase && rest.includes(phrase))
      .map(found => ({ ...found, at: rest.indexOf(found.phrase) }))
      .sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length)[0]
    if (!next) break
    if (next.at > 0) pieces.push({ text: rest.slice(0, next.at) })
    pieces.push({ text: next.phrase, lang: next.lang })
    rest = rest.slice(next.at + next.phrase.length)
  }
  if (rest) pieces.push({ text: rest })
  return pieces
}
