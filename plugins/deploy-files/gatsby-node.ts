import type { GatsbyNode } from "gatsby"
import { writeDeployFiles } from "./deploy-files"

// After the pages are written: the CSP hashes their inline scripts and styles (README.md).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { pages, scripts, styles } = await writeDeployFiles()
  reporter.info(
    `Fichiers de déploiement : CSP sur ${pages} pages (${scripts} scripts et ${styles} styles en ligne hachés)`,
  )
}
