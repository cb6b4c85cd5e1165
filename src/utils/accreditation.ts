/** The accreditation status of data/site.json, as the model describes it (src/content-model/model.ts). */
export interface AccreditationData {
  readonly status: string
  readonly notAccredited: string
  readonly mentionPrefix: string
  readonly mentionScope: string
  readonly number?: string | null
  readonly scopeUrl?: string | null
  readonly accreditedActivities?: string | null
}

export type AccreditationStatement =
  | { accredited: false; text: string }
  | { accredited: true; mention: string; scope: string; scopeUrl: string; activities: string; text: string }

/**
 * What the site says about its accreditation: the one place that decides, so the home page, the
 * activities page, the terms of sale and their PDF cannot disagree. Once accredited, the mention
 * reads « Accréditation Cofrac n° <numéro>, portée disponible sur www.cofrac.fr » (data/README.md).
 */
export function accreditationStatement(accreditation: AccreditationData): AccreditationStatement {
  const { status, number, scopeUrl, accreditedActivities } = accreditation
  if (status !== "accredite" || !number || !scopeUrl || !accreditedActivities) {
    return { accredited: false, text: accreditation.notAccredited }
  }
  const mention = `${accreditation.mentionPrefix}\u00a0${number}`
  return {
    accredited: true,
    mention,
    scope: accreditation.mentionScope,
    scopeUrl,
    activities: accreditedActivities,
    text: `${mention}, ${accreditation.mentionScope}. ${accreditedActivities}`,
  }
}
