import { projectRoot } from "../../../content-model/node/project-root"
import { stableCopyDir } from "../../../tooling/copy-project"

/** Ports of the editing environment under test; not `npm run edit`'s own (8000, 8081), which may be running. */
export const SITE_PORT = process.env.EDIT_PORT ?? "8100"
export const API_PORT = process.env.EDIT_API_PORT ?? "8180"
/**
 * The copy of the project the editor writes into: the work tree's data/ is never touched. It stays in
 * .e2e/copies from one run to the next, with the cache of its `gatsby develop` (tooling/copy-project.ts).
 */
export const copyName = `edition-${SITE_PORT}`
export const copyDir = stableCopyDir(projectRoot, copyName)
