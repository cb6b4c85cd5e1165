import { cpSync, symlinkSync } from "node:fs"
import path from "node:path"

/** What a copy of the project leaves out: installed packages (linked instead), caches, builds, reports. */
const SKIPPED = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  "test-results",
  "playwright-report",
  "coverage",
  ".e2e",
])
/** wrangler and its Node (scripts/serve-cdn.sh), 400 MB that no copy uses. */
const SKIPPED_NESTED = new Set(["scripts/cdn/node_modules"])

/**
 * Copies the project at `root` into `target` for a real Gatsby run that must not touch the work tree
 * (the broken-content build test, the second release, the editor specs), with node_modules linked.
 */
export function copyProject(root: string, target: string) {
  cpSync(root, target, {
    recursive: true,
    filter: source => {
      const relative = path.relative(root, source).split(path.sep)
      return !SKIPPED.has(relative[0]) && !SKIPPED_NESTED.has(relative.join("/"))
    },
  })
  symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"), "dir")
}
