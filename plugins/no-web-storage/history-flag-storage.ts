/**
 * Stands in for the `sessionStorage` global inside Gatsby's production-app.js (provided by
 * ./gatsby-node.ts). Gatsby reloads the page once when the HTML and app-data.json come from two
 * different builds (a release went live between them), and marks that reload in sessionStorage so
 * that a broken release cannot loop. The site writes nothing in the visitor's browser (legal notice,
 * data/README.md § 10), so the mark lives in the current history entry instead: `history.state`
 * survives `location.reload()` exactly like sessionStorage does for this one page, goes away with
 * the entry, and is where the router already keeps its own navigation key.
 */
const FIELD = "gatsbyReloadFlags"

type Flags = Record<string, string>

const flags = (): Flags => {
  const state = window.history.state as Record<string, unknown> | null
  const value = state && typeof state === "object" ? state[FIELD] : undefined
  return value && typeof value === "object" ? (value as Flags) : {}
}

const writeFlags = (next: Flags) => {
  const state = (window.history.state as Record<string, unknown> | null) ?? {}
  window.history.replaceState({ ...state, [FIELD]: next }, "")
}

export const getItem = (key: string): string | null => flags()[key] ?? null

export const setItem = (key: string, value: string) => writeFlags({ ...flags(), [key]: String(value) })

export const removeItem = (key: string) => {
  const rest = { ...flags() }
  if (!(key in rest)) return
  delete rest[key]
  writeFlags(rest)
}
