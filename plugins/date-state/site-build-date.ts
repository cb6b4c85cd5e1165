/** The day this build was made for, as gatsby-config.ts gave it (the Site node, not a second reading of the clock). */
export const siteBuildDate = (getNodesByType: (type: string) => unknown[]) =>
  (getNodesByType("Site")[0] as { siteMetadata?: { buildDate?: string } } | undefined)?.siteMetadata?.buildDate
