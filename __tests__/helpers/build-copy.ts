import { stableCopy } from "../../tooling/copy-project"
import { projectRoot } from "../../content-model/node/project-root"

/**
 * The copy of the project the build tests (jest.build.config.js) run Gatsby in: one for all of them,
 * `.e2e/copies/build-tests`, so that each build after the first is warm, on a clean clone too. Sharing it
 * is safe: jest runs these files one after the other (maxWorkers 1), and each brings the copy in line with
 * the project before it changes anything there, so no test sees another's edits, only Gatsby's cache.
 */
export const buildTestsCopy = () => stableCopy(projectRoot, "build-tests")
