import { readFileSync } from "node:fs"
import path from "node:path"
import { type VersionedCard, versionInForce } from "../../content-model/in-force"
import { projectRoot } from "../../content-model/node/project-root"

/**
 * The day the site under test was built for, as the build wrote it (public/etat-des-dates.json,
 * gatsby-node.ts): the browser tests expect what that day shows, never what the clock says today.
 */
export const builtDay = (): string =>
  (JSON.parse(readFileSync(path.join(projectRoot, "public", "etat-des-dates.json"), "utf8")) as { buildDate: string })
    .buildDate

/** The version of a document in force on the build's day: the one its card and download link give. */
export const shownVersion = (document: VersionedCard) => versionInForce(document, builtDay())
