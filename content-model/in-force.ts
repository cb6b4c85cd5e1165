/*
 * Which version of a versioned document is in force on a given day (issue 57, point 1): the build knows its
 * date (build-date.ts) and computes, for each document, the version in force that day, the versions to come
 * and the past ones. Pure: the day is an ISO date (« 2026-12-20 ») the caller passes, no clock is read here.
 */

export const months = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
]

/** « 1er janvier 2027 » or « 01/01/2027 » → « 2027-01-01 »; undefined when it is not a date of the calendar. */
export function isoDay(text: string): string | undefined {
  const words = /^(\d{1,2})(?:er)? (\p{L}+) (\d{4})$/u.exec(text)
  const digits = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  const parts = words
    ? months.includes(words[2])
      ? [+words[3], months.indexOf(words[2]) + 1, +words[1]]
      : undefined
    : digits
      ? [+digits[3], +digits[2], +digits[1]]
      : undefined
  if (!parts) return undefined
  const [year, month, day] = parts
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

/** « 2027-01-01 » → « 1er janvier 2027 », as pages and PDFs write a date. */
export function dayInWords(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number)
  return `${day === 1 ? "1er" : String(day)} ${months[month - 1]} ${year}`
}

/** An ISO day shifted by whole days. */
const shiftDay = (iso: string, count: number) => {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/** The day before an ISO day (the last day a version was in force, the day before the next one took effect). */
export const dayBefore = (iso: string) => shiftDay(iso, -1)

/** The day after an ISO day (the first day a new version can take effect when the one it replaces starts today). */
export const dayAfter = (iso: string) => shiftDay(iso, 1)

/** An ISO day shifted by whole months (« 2026-12-20 », -6 → « 2026-06-20 »), clamped to the month's last day. */
export function addMonths(iso: string, count: number): string {
  const [year, month, day] = iso.split("-").map(Number)
  const first = new Date(Date.UTC(year, month - 1 + count, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, last))
  return first.toISOString().slice(0, 10)
}

/** A version as the data file lists it. */
export interface ListedVersion {
  readonly version: string
  readonly edition: string
  readonly inForce?: string | null
  readonly replacedBeforeInForce?: boolean | null
}

export interface VersionedCard extends ListedVersion {
  readonly history?: readonly ListedVersion[] | null
}

export type VersionState =
  /** In force on the build date. */
  | { readonly kind: "inForce"; readonly from: string }
  /** Takes effect after the build date. */
  | { readonly kind: "upcoming"; readonly from: string }
  /** Was in force from `from` to `until` (both included). */
  | { readonly kind: "past"; readonly from: string; readonly until: string }
  /** Replaced by a newer version before its in-force date: never in force. */
  | { readonly kind: "replaced" }

export interface DatedVersion extends ListedVersion {
  readonly state: VersionState
}

/** The day a version takes effect: its in-force date, or else its edition. */
export const startOf = (version: ListedVersion) =>
  (version.inForce ? isoDay(version.inForce) : undefined) ?? isoDay(version.edition)

/** Every version of a document, newest first, with its state on `day`. */
export function versionStates(card: VersionedCard, day: string): DatedVersion[] {
  const versions: ListedVersion[] = [card, ...(card.history ?? [])]
  let next: string | undefined // the day the newer version that was in force took effect
  let inForceFound = false
  return versions.map(version => {
    const from = startOf(version) ?? day
    if (version.replacedBeforeInForce) return { ...version, state: { kind: "replaced" } }
    let state: VersionState
    if (from > day) state = { kind: "upcoming", from }
    else if (!inForceFound) {
      inForceFound = true
      state = { kind: "inForce", from }
    } else state = { kind: "past", from, until: dayBefore(next ?? day) }
    next = from
    return { ...version, state }
  })
}

/** The version in force on `day`, or, when none is yet, the oldest one to come. */
export function versionInForce(card: VersionedCard, day: string): DatedVersion {
  const states = versionStates(card, day)
  return (
    states.find(version => version.state.kind === "inForce") ??
    [...states].reverse().find(version => version.state.kind === "upcoming") ??
    states[0]
  )
}
