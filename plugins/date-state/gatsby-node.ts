import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { dateState } from "../../content-model/node/date-state"
import { projectRoot } from "../../content-model/node/project-root"
import { siteBuildDate } from "./site-build-date"

// What the build computed from its date, for the daily rebuild to compare (README.md).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  const day = siteBuildDate(getNodesByType)
  if (!day) return reporter.panic("date-state : la date de construction manque dans siteMetadata (gatsby-config.ts).")
  const state = dateState(path.join(projectRoot, "data"), day)
  writeFileSync(path.join(projectRoot, "public", "etat-des-dates.json"), `${JSON.stringify(state, null, 2)}\n`)
  reporter.info(
    `État des dates au ${day} : ${state.review.length} page(s) à relire, empreinte ${state.fingerprint.slice(0, 12)}`,
  )
}
