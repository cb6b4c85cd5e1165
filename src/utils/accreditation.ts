/**
 * The two statuses of data/site.json, as the model describes them (content-model/shared-files.ts): the
 * Cofrac's accreditation and the registration on the H2A's list are separate facts with separate dates.
 */
export interface AccreditationData {
  readonly status: string
  readonly date?: string | null
  readonly notAccredited: string
  readonly mentionPrefix: string
  readonly mentionScope: string
  readonly number?: string | null
  readonly scopeUrl?: string | null
  readonly accreditedActivities?: string | null
  readonly h2aStatus: string
  readonly h2aDate?: string | null
  readonly notRegistered: string
  readonly registered: string
}

/** What a page needs to pick the variant of a sentence that presents the reserved missions. */
export type Statuses = Pick<
  AccreditationData,
  "status" | "date" | "number" | "scopeUrl" | "accreditedActivities" | "h2aStatus" | "h2aDate"
>

/**
 * A sentence that presents the missions the law reserves, in its two variants
 * (content-model/fragments.ts, `missionText`).
 */
export interface MissionText {
  readonly pending: string
  readonly granted: string
}

type CofracStatement =
  | { accredited: false; text: string }
  | { accredited: true; mention: string; scope: string; scopeUrl: string; activities: string; text: string }

export type AccreditationStatement = CofracStatement & {
  /** Registered on the H2A's list of sustainability auditors, with its date. */
  registered: boolean
  /** The H2A sentence: not registered, or registered since its date. */
  h2a: string
}

/** Accredited only with everything the Cofrac's mention needs: a status alone claims nothing. */
export const isAccredited = (statuses: Statuses) =>
  statuses.status === "accredite" &&
  Boolean(statuses.date && statuses.number && statuses.scopeUrl && statuses.accreditedActivities)

/** Registered only with the date of the registration. */
export const isRegistered = (statuses: Statuses) => statuses.h2aStatus === "inscrit" && Boolean(statuses.h2aDate)

/**
 * The variant of a sentence that presents the reserved missions. The present tense needs both
 * statuses: DPEF verification needs the Cofrac's accreditation, sustainability certification also the
 * H2A's list, and every such sentence names both missions. With one status only, the conditional stays
 * true while the status sentences say exactly which one is granted (data/README.md).
 */
export const missionText = (text: MissionText, statuses: Statuses) =>
  isAccredited(statuses) && isRegistered(statuses) ? text.granted : text.pending

/**
 * What the site says about its two statuses: the one place that decides, so the home page, the
 * activities page, the terms of sale and their PDF cannot disagree. Once accredited, the mention
 * reads « Accréditation Cofrac n° <numéro>, portée disponible sur www.cofrac.fr » (data/README.md).
 */
export function accreditationStatement(accreditation: AccreditationData): AccreditationStatement {
  const registered = isRegistered(accreditation)
  const h2a = registered ? `${accreditation.registered}\u00a0${accreditation.h2aDate}.` : accreditation.notRegistered
  const { number, scopeUrl, accreditedActivities } = accreditation
  if (!isAccredited(accreditation) || !number || !scopeUrl || !accreditedActivities) {
    return { accredited: false, text: `${accreditation.notAccredited} ${h2a}`, registered, h2a }
  }
  const mention = `${accreditation.mentionPrefix}\u00a0${number}`
  return {
    accredited: true,
    mention,
    scope: accreditation.mentionScope,
    scopeUrl,
    activities: accreditedActivities,
    text: `${mention}, ${accreditation.mentionScope}. ${accreditedActivities} ${h2a}`,
    registered,
    h2a,
  }
}
