/** Navigation labels longer than this many characters are shown on two lines. */
export const MAX_LINE_LENGTH = 20

/**
 * Splits a label at the space that best balances its two lines, so no editor has to place a
 * line break by hand. Short labels, and labels without a space, stay on one line.
 */
export function splitLabel(label: string, max = MAX_LINE_LENGTH): string[] {
  if (label.length <= max) return [label]
  const middle = label.length / 2
  let best = -1
  for (let index = label.indexOf(" "); index !== -1; index = label.indexOf(" ", index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index
  }
  return best === -1 ? [label] : [label.slice(0, best), label.slice(best + 1)]
}
