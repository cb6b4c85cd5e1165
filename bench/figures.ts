/** Figures of the benchmark: min, median and max over runs, ratios run by run, and their French formatting. */

export interface Spread {
  min: number
  median: number
  max: number
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const spread = (values: number[]): Spread => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
})

/** Ratios of paired runs (run i of the site over run i of the floor): both saw the same machine load. */
export const ratios = (site: number[], floor: number[]) =>
  spread(site.map((value, i) => value / floor[i % floor.length]))

export const fixed = (digits: number) => (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : "—")
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ×` : "—")
export const seconds = (value: number) => `${value.toFixed(1)} s`
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—")
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`
export const show = (values: Spread, format: (value: number) => string) =>
  values.min === values.max
    ? format(values.median)
    : `${format(values.median)} (${format(values.min)}–${format(values.max)})`

export function markdownTable(head: string[], rows: string[][], align = head.map((_, i) => (i === 0 ? "---" : "--:"))) {
  return [head, align, ...rows].map(cells => `| ${cells.join(" | ")} |`).join("\n")
}
