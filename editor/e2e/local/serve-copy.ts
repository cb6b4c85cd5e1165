/**
 * Playwright's web server for the editor specs: brings the project's copy in .e2e/copies in line with the
 * project (node_modules linked; Gatsby's cache and build kept from the last run) and runs `npm run edit` there.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { stableCopy } from "../../../tooling/copy-project"
import { API_PORT, SITE_PORT, copyDir, copyName } from "./copy"
import { projectRoot } from "../../../content-model/node/project-root"

const root = projectRoot

stableCopy(root, copyName)

const edit = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["editor/local/edit.ts"], {
  cwd: copyDir,
  stdio: "inherit",
  env: { ...process.env, EDIT_PORT: SITE_PORT, EDIT_API_PORT: API_PORT },
})
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => edit.kill(signal))
edit.on("exit", code => process.exit(code ?? 0))
