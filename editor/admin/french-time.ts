/**
 * A moment as an editor reads it, in French and in the editors' time zone (the service and the page
 * format alike): « 28 novembre 2026 à 10 h 42 », « 1er décembre 2026 à 9 h 05 ».
 */
const parts = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Europe/Paris",
})

function pieces(date: Date) {
  const found = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]))
  return {
    day: `${found.day === "1" ? "1er" : found.day} ${found.month} ${found.year}`,
    time: `${Number(found.hour)}\u00a0h\u00a0${found.minute}`,
  }
}

/** « 28 novembre 2026 à 10 h 42 » */
export function frenchDateTime(date: Date): string {
  const { day, time } = pieces(date)
  return `${day} à ${time}`
}

/** « à 10 h 42 » on the same day as `now`, « le 27 novembre 2026 à 10 h 42 » otherwise. */
export function frenchWhen(date: Date, now = new Date()): string {
  const { day, time } = pieces(date)
  return day === pieces(now).day ? `à ${time}` : `le ${day} à ${time}`
}
