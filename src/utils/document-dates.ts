import { dayInWords, type DatedVersion } from "../../content-model/in-force"

/** The labels of interface.json › document that say a version's dates and state. */
export interface DateLabels {
  readonly version: string
  readonly edition: string
  readonly inForce: string
  readonly current: string
  readonly upcoming: string
  readonly pastFrom: string
  readonly pastUntil: string
  readonly replaced: string
}

/** What a version's state says on the build date: « en vigueur à compter du 1er janvier 2027 »… */
export function stateWords(labels: DateLabels, version: DatedVersion): string | undefined {
  const { state } = version
  switch (state.kind) {
    case "inForce":
      return version.inForce ? `${labels.inForce} ${dayInWords(state.from)}` : undefined
    case "upcoming":
      return `${labels.upcoming} ${dayInWords(state.from)}`
    case "past":
      return `${labels.pastFrom} ${dayInWords(state.from)} ${labels.pastUntil} ${dayInWords(state.until)}`
    case "replaced":
      return labels.replaced
  }
}

/** One line of the versions list: « Version 04 · Édition 27/11/2026 · Entrée en vigueur 1er décembre 2026 (version en vigueur) ». */
export function versionLine(labels: DateLabels, version: DatedVersion): string {
  const state = stateWords(labels, version)
  const line = [
    `${labels.version} ${version.version}`,
    `${labels.edition} ${version.edition}`,
    ...(state ? [state] : []),
  ]
  return `${line.join(" · ")}${version.state.kind === "inForce" ? ` (${labels.current})` : ""}`
}
