/** A text of the statement with its {placeholders} filled in from the audit grid. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** Where the site publishes the audit grid (plugins/accessibility-audit/ copies it there after the build). */
export const PUBLISHED_GRID = "/accessibilite/grille-audit-rgaa.json"

/**
 * When the statement was established (its first version's edition) and last updated (the version in
 * force): from its version history, never written by hand.
 */
export function statementDates(document: {
  edition: string
  history?: readonly { version: string; edition: string }[] | null
}) {
  const previous = [...(document.history ?? [])].sort((a, b) =>
    a.version.localeCompare(b.version, "fr", { numeric: true }),
  )
  return { etablie: previous[0]?.edition ?? document.edition, miseAJour: previous.length ? document.edition : null }
}
