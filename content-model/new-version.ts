import { dayAfter, dayInWords, isoDay } from "./in-force"

/** A versioned document's card (content-model/fragments.ts, `VersionedDocument`). */
export interface DocumentCard {
  reference?: string
  version: string
  edition: string
  inForce?: string
  history?: { version: string; edition: string; inForce?: string; replacedBeforeInForce?: boolean }[] | null
  [field: string]: unknown
}

/** « 28/11/2026 »: today as the edition dates are written, in the site's time zone. */
export const todayEdition = (now = new Date()) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(now)
    .replace(/\s/g, "")

/** « 01/03/2025 » → « 1er mars 2025 », as dates of entry into force are written. */
export const inWords = (edition: string) => dayInWords(isoDay(edition) ?? "")

/**
 * « Nouvelle version » (issue 47, point 4), in one step: the version in force moves to the head of the
 * previous versions with its dates (a previous version needs one of entry into force: without it, its
 * edition day), the document takes the next number and today's edition date; the new version takes effect on
 * its edition day (the date is required, and cannot precede the edition: the editor may move it later), with
 * two exceptions that keep one version in force a day (content-model/in-force-checks.ts): a version replaced
 * that is still to come is marked replaced before its entry into force, and the new one keeps its date; a
 * version replaced that takes effect today stays in force today, and the new one takes effect tomorrow.
 */
export function nextVersion(card: DocumentCard, today = todayEdition()): DocumentCard {
  const { inForce, history, ...rest } = card
  const previous = { version: card.version, edition: card.edition, inForce: inForce || inWords(card.edition) }
  const start = isoDay(previous.inForce)
  const day = isoDay(today) ?? ""
  const upcoming = !!start && start > day
  return {
    ...rest,
    version: String(Number(card.version) + 1).padStart(2, "0"),
    edition: today,
    inForce: upcoming ? previous.inForce : start === day ? dayInWords(dayAfter(day)) : inWords(today),
    history: [upcoming ? { ...previous, replacedBeforeInForce: true } : previous, ...(history ?? [])],
  }
}
