/** Levenshtein distance: how many letters to change, add or remove to go from `a` to `b`. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

const stem = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, "")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")

/**
 * The candidate the editor most likely meant (« vouliez-vous dire… »): a few letters away
 * (« descripion »), or one name inside the other (« /activites » → « /nos-activites »,
 * « claire.jpg » → « claire-dumontel.jpg »). Capitals count as half a letter.
 */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  for (const candidate of candidates) {
    if (candidate === value) continue
    const d = distance(value.toLowerCase(), candidate.toLowerCase()) || 0.5
    const [short, long] = [stem(value), stem(candidate)].sort((x, y) => x.length - y.length)
    const near = d <= Math.max(2, Math.floor(value.length / 5)) || (short.length >= 4 && long.includes(short))
    if (near && d < bestScore) {
      best = candidate
      bestScore = d
    }
  }
  return best
}
