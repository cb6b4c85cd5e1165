/**
 * Playwright's web server for the editor specs: copies the project (without node_modules, caches and
 * builds, which are linked or rebuilt) to a temporary folder and runs `npm run edit` there.
 */
import { spawn } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"
import { copyProject } from "../../../tooling/copy-project"
import { API_PORT, SITE_PORT, copyDir } from "./copy"
import { projectRoot } from "../../../content-model/node/project-root"

const root = projectRoot

rmSync(copyDir, { recursive: true, force: true })
copyProject(root, copyDir)

const edit = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["editor/local/edit.ts"], {
  cwd: copyDir,
  stdio: "inherit",
  env: { ...process.env, EDIT_PORT: SITE_PORT, EDIT_API_PORT: API_PORT },
})
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => edit.kill(signal))
edit.on("exit", code => process.exit(code ?? 0))
