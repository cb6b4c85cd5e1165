import type { Found } from "./problem"

interface Listed {
  version: string
  edition: string
}
interface Card extends Listed {
  history?: Listed[] | null
}
const isVersioned = (value: unknown): value is { document: Card } => {
  const document = (value as { document?: Partial<Card> } | null)?.document
  return typeof document?.version === "string" && typeof document.edition === "string"
}

/** « 19/08/2025 » → 20250819, to compare edition dates; NaN when the date is malformed (the schema says so). */
const dayOf = (edition: string) => Number(edition.split("/").reverse().join(""))

/**
 * The previous versions run from the newest to the oldest without a gap: the first one just before the
 * version in force, each next one a number lower, each edited no later than the version after it
 * (issue 47, point 4: 05, 03, 02, 04 was accepted). Older versions may be left out at the end. A number
 * `undone` says was published then undone (git holds it, the committed document lists it nowhere) is skipped.
 * Pure: git is asked by the caller, and only the first entry out of place is reported.
 */
export function checkHistoryOrder(current: unknown, undone: (version: string) => boolean = () => false): Found[] {
  if (!isVersioned(current)) return []
  const { version, edition } = current.document
  const history = current.document.history ?? []
  const sorted = history
    .map(entry => entry.version)
    .sort()
    .reverse()
  let newer = { version, edition }
  for (const [index, entry] of history.entries()) {
    let wanted = String(Number(newer.version) - 1).padStart(2, "0")
    // A number published then undone is held by git for another text: the next version skips it.
    while (entry.version !== wanted && Number(wanted) > 1 && undone(wanted))
      wanted = String(Number(wanted) - 1).padStart(2, "0")
    if (entry.version !== wanted && Number.isInteger(Number(entry.version)))
      return [
        {
          path: ["document", "history", index, "version"],
          severity: "error",
          problem: "versions précédentes dans le désordre ou incomplètes",
          expected: `la version ${wanted} à cette place, juste après la version ${newer.version} : les versions précédentes vont de la plus récente à la plus ancienne, sans en sauter`,
          found: `la version « ${entry.version} »`,
          hint: `rangez-les de la plus récente à la plus ancienne (${sorted.join(", ")}) et ajoutez celle qui manque s’il en manque une`,
        },
      ]
    if (typeof entry.edition === "string" && dayOf(entry.edition) > dayOf(newer.edition))
      return [
        {
          path: ["document", "history", index, "edition"],
          severity: "error",
          problem: "date d’édition postérieure à celle de la version suivante",
          expected: `une date qui ne suit pas l’édition de la version ${newer.version} (${newer.edition})`,
          found: `« ${entry.edition} »`,
          hint: "vérifiez la date : une version plus ancienne a été éditée avant",
        },
      ]
    newer = entry
  }
  return []
}
