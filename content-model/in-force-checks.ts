import { dayInWords, isoDay, type ListedVersion, startOf, type VersionedCard } from "./in-force"
import type { JsonPath } from "./json-source"
import type { Found } from "./problem"

/*
 * A history whose dates contradict each other (issue 57, point 1): the site could not say which version is in
 * force on a given day. Refused, in French, naming the version as the editor sees it (« la version 03 »):
 * - a version in force before its own edition (the card's own date: content-checks.ts, x-not-before);
 * - two versions in force the same day;
 * - an older version taking effect after the newer one that replaced it;
 * - a version marked « remplacée avant son entrée en vigueur » whose replacement takes effect after it.
 */

const isCard = (value: unknown): value is { document: VersionedCard } => {
  const document = (value as { document?: Partial<VersionedCard> } | null)?.document
  return typeof document?.version === "string" && typeof document.edition === "string"
}

const words = (iso: string) => dayInWords(iso)

export function checkInForceDates(current: unknown): Found[] {
  if (!isCard(current)) return []
  const { document } = current
  const versions: [ListedVersion, JsonPath][] = [
    [document, ["document"]],
    ...(document.history ?? []).map((entry, index): [ListedVersion, JsonPath] => [
      entry,
      ["document", "history", index],
    ]),
  ]
  const problems: Found[] = []
  // The card's own in-force date is held to its edition by the schema (x-not-before): the history's here.
  for (const [version, at] of versions.slice(1)) {
    const [start, edition] = [version.inForce ? isoDay(version.inForce) : undefined, isoDay(version.edition)]
    if (start && edition && start < edition)
      problems.push({
        path: [...at, "inForce"],
        severity: "error",
        problem: `la version ${version.version} entre en vigueur avant son édition`,
        expected: `une date qui ne précède pas son édition du ${version.edition} : sinon le document paraît rétroactif`,
        found: `« ${version.inForce} »`,
        hint: `datez son entrée en vigueur le jour de son édition (${words(edition)}) ou après`,
      })
  }
  // Each version against the newer one that replaced it (the nearest newer one that was, or will be, in force).
  let newer: ListedVersion | undefined
  for (const [version, at] of versions) {
    const start = startOf(version)
    const newerStart = newer && startOf(newer)
    if (newer && start && newerStart) {
      const replaced = version.replacedBeforeInForce === true
      if (replaced && newerStart > start)
        problems.push({
          path: [...at, "replacedBeforeInForce"],
          severity: "error",
          problem: `la version ${version.version} est dite remplacée avant son entrée en vigueur, mais elle serait en vigueur avant la version ${newer.version}`,
          expected: `une version ${newer.version} qui entre en vigueur au plus tard le ${words(start)}, jour d’entrée en vigueur de la version ${version.version}`,
          found: `la version ${newer.version} en vigueur à compter du ${words(newerStart)}`,
          hint: `décochez « Remplacée avant son entrée en vigueur », ou vérifiez les dates d’entrée en vigueur`,
        })
      if (!replaced && start === newerStart)
        problems.push({
          path: [...at, version.inForce ? "inForce" : "edition"],
          severity: "error",
          problem: `la version ${version.version} et la version ${newer.version} seraient en vigueur le même jour`,
          expected: `une seule version en vigueur le ${words(start)} : la version ${version.version} a-t-elle été remplacée avant son entrée en vigueur ?`,
          found: `les deux versions en vigueur à compter du ${words(start)}`,
          hint: `si la version ${newer.version} a remplacé la version ${version.version} avant qu’elle n’entre en vigueur, cochez « Remplacée avant son entrée en vigueur » pour la version ${version.version} ; sinon corrigez une des dates`,
        })
      if (!replaced && start > newerStart)
        problems.push({
          path: [...at, version.inForce ? "inForce" : "edition"],
          severity: "error",
          problem: `la version ${version.version} entre en vigueur après la version ${newer.version} qui la remplace`,
          expected: `une date d’entrée en vigueur antérieure au ${words(newerStart)}, jour d’entrée en vigueur de la version ${newer.version}`,
          found: `« ${version.inForce ?? version.edition} »`,
          hint: `vérifiez les dates, ou cochez « Remplacée avant son entrée en vigueur » pour la version ${version.version} si elle n’est jamais entrée en vigueur`,
        })
    }
    if (!version.replacedBeforeInForce) newer = version
  }
  return problems
}
