import { cpSync, symlinkSync } from "node:fs"
import path from "node:path"

/** What a copy of the project leaves out at its top: caches, builds, reports, git. */
const SKIPPED = new Set([".cache", "public", ".git", "test-results", "playwright-report", "coverage", ".e2e"])

/**
 * Copies the project at `root` into `target` for a real Gatsby run that must not touch the work tree
 * (the broken-content build test, the second release, the editor specs). Every node_modules folder (the
 * project's, its workspaces', wrangler's) is linked, not copied: the editor's alone is 3 000 files and
 * 90 MB, which each copy wrote and each test's clean-up removed again.
 */
export function copyProject(root: string, target: string) {
  const linked: string[] = []
  cpSync(root, target, {
    recursive: true,
    filter: source => {
      const relative = path.relative(root, source)
      if (path.basename(source) === "node_modules") {
        linked.push(relative)
        return false
      }
      return !SKIPPED.has(relative.split(path.sep)[0])
    },
  })
  for (const folder of linked) symlinkSync(path.join(root, folder), path.join(target, folder), "dir")
}
