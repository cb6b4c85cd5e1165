import { isoDay } from "../in-force"

/*
 * The day the site is built for (issue 57): the version of each document in force, the pages to review and
 * the state file the daily rebuild compares (scripts/date-state.ts) all follow it. `SITE_BUILD_DATE`
 * (AAAA-MM-JJ) sets it, for a test or to preview a coming day; otherwise it is today in Paris. The page never
 * reads a clock: the build writes this day in siteMetadata.buildDate.
 */

/** Today in Europe/Paris, as an ISO day. */
export const parisToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

/** A build date that cannot be read: the build and the check stop before writing anything. */
export class BuildDateError extends Error {}

/** SITE_BUILD_DATE when set (a malformed one throws, in French), else today in Paris. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.SITE_BUILD_DATE?.trim()
  if (!given) return parisToday()
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given)
  if (!match || isoDay(`${match[3]}/${match[2]}/${match[1]}`) !== given)
    throw new BuildDateError(
      `✗ SITE_BUILD_DATE : date illisible « ${given} ». Attendu : une date du calendrier au format AAAA-MM-JJ, par exemple 2026-12-20, ou rien pour la date du jour à Paris.`,
    )
  return given
}

/** The day this build was made for, as gatsby-config.ts gave it (the Site node, not a second reading of the clock). */
export const siteBuildDate = (getNodesByType: (type: string) => unknown[]) =>
  (getNodesByType("Site")[0] as { siteMetadata?: { buildDate?: string } } | undefined)?.siteMetadata?.buildDate
