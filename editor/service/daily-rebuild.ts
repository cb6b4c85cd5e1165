import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { buildDate } from "../../content-model/node/build-date"
import { dateState } from "../../content-model/node/date-state"

/*
 * Self-publishing's own schedule (issue 57, point 2; deploy/README.md, « Reconstruction quotidienne »): a date
 * passing changes the site with nobody publishing anything (a version that comes into force, a page due for
 * review). Every hour, the service computes what a build of today would compute from its date, on the data/
 * of its last build, and compares it with the published release's etat-des-dates.json (gatsby-node.ts):
 * a build is asked for only when they differ, so on an ordinary day nothing runs.
 */

/** Whether the site published in `releases` (its `current` release) is behind what today's build would show. */
export function dateChanged(buildDir: string, releases: string, day = buildDate()): boolean {
  const data = path.join(buildDir, "data")
  if (!existsSync(data)) return false // no build yet: the service builds the first release at its start
  const published = path.join(releases, "current", "etat-des-dates.json")
  let fingerprint: unknown
  try {
    fingerprint = (JSON.parse(readFileSync(published, "utf8")) as { fingerprint?: unknown }).fingerprint
  } catch {
    return true // a release from before the state file, or none: build
  }
  return fingerprint !== dateState(data, day).fingerprint
}

/** Checks every `everyMs` (an hour) and asks `request` for a build when the date changed the site. Returns a stop. */
export function scheduleDailyRebuild(
  request: () => Promise<void>,
  buildDir: string,
  releases: string,
  everyMs = 60 * 60 * 1000,
): () => void {
  const check = () => {
    try {
      if (dateChanged(buildDir, releases)) {
        console.log(`[${new Date().toISOString()}] date : l’état des dates a changé, reconstruction du site.`)
        void request()
      }
    } catch (error) {
      console.error(`✗ Reconstruction quotidienne : ${(error as Error).message}`)
    }
  }
  const timer = setInterval(check, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
