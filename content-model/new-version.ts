import { isoDay } from "./in-force"

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

const MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" ")

/** « 01/03/2025 » → « 1er mars 2025 », as dates of entry into force are written. */
export const inWords = (edition: string) => {
  const [day, month, year] = edition.split("/").map(Number)
  return `${day === 1 ? "1er" : day} ${MONTHS[month - 1]} ${year}`
}

/**
 * « Nouvelle version » (issue 47, point 4), in one step: the version in force moves to the head of the
 * previous versions with its dates (a previous version needs one of entry into force: without it, its
 * edition day), the document takes the next number and today's edition date; the new version takes effect on
 * its edition day (the date is required, and cannot precede the edition: the editor may move it later), unless
 * the version it replaces had not yet come into force: then that one is marked replaced before its entry into
 * force and the new one keeps its date, which the editor may move later.
 */
export function nextVersion(card: DocumentCard, today = todayEdition()): DocumentCard {
  const { inForce, history, ...rest } = card
  const previous = { version: card.version, edition: card.edition, inForce: inForce || inWords(card.edition) }
  // A version still to come on the new edition's day is replaced before it takes effect (issue 57, point 1): the
  // new one takes its date, so that the history stays consistent (content-model/in-force-checks.ts).
  const start = isoDay(previous.inForce)
  const upcoming = !!start && start > (isoDay(today) ?? start)
  return {
    ...rest,
    version: String(Number(card.version) + 1).padStart(2, "0"),
    edition: today,
    inForce: upcoming ? previous.inForce : inWords(today),
    history: [upcoming ? { ...previous, replacedBeforeInForce: true } : previous, ...(history ?? [])],
  }
}
