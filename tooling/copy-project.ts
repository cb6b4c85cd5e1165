import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import type { Dirent } from "node:fs"
import path from "node:path"

/** What a copy of the project leaves out at its top: caches, builds, reports, git. */
const SKIPPED = new Set([".cache", "public", ".git", "test-results", "playwright-report", "coverage", ".e2e"])

/**
 * How a copy holds an entry of the project. Every node_modules folder (the project's, its workspaces',
 * wrangler's) is linked, not copied: the editor's alone is 3 000 files and 90 MB.
 */
const kind = (entry: Dirent) => (entry.name === "node_modules" ? "link" : entry.isDirectory() ? "folder" : "file")

/** Same bytes: a file the copy already has keeps its modification time, which Gatsby's and webpack's caches read. */
const same = (a: string, b: string) => statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b))

/** Whether the copy leaves `name`, in the folder `relative`, out (and leaves the copy's own as it is). */
const skipped = (relative: string, name: string) => relative === "" && SKIPPED.has(name)

/** Brings `relative` in `target` in line with `root`: what differs copied, what `root` lacks removed. */
function sync(root: string, target: string, relative: string) {
  const entries = readdirSync(path.join(root, relative), { withFileTypes: true }).filter(
    entry => !skipped(relative, entry.name),
  )
  const kinds = new Map(entries.map(entry => [entry.name, kind(entry)]))
  mkdirSync(path.join(target, relative), { recursive: true })
  // What the copy has and the project has not, or not of that kind; what a copy leaves out stays.
  for (const entry of readdirSync(path.join(target, relative), { withFileTypes: true }))
    if (!skipped(relative, entry.name) && kinds.get(entry.name) !== kind(entry))
      rmSync(path.join(target, relative, entry.name), { recursive: true, force: true })
  for (const entry of entries) {
    const [from, to] = [path.join(root, relative, entry.name), path.join(target, relative, entry.name)]
    if (kind(entry) === "folder") sync(root, target, path.join(relative, entry.name))
    else if (kind(entry) === "link") {
      if (!existsSync(to)) symlinkSync(from, to, "dir")
    } else if (!existsSync(to) || !same(from, to)) copyFileSync(from, to)
  }
}

/**
 * Copies the project at `root` into `target` for a real Gatsby run that must not touch the work tree
 * (the broken-content build test, the second release, the editor specs), its node_modules folders linked. On
 * a `target` that already holds a copy, only brings it in line with the project: files that differ
 * copied, files the project no longer has removed, and what a copy leaves out (above) left as it is,
 * so that its `.cache/` and `public/` stay together and the next Gatsby run there is warm.
 */
export function copyProject(root: string, target: string) {
  sync(root, target, "")
}

/** Where `stableCopy(root, name)` keeps its copy. */
export const stableCopyDir = (root: string, name: string) => path.join(root, ".e2e", "copies", name)

/**
 * A copy of the project at a stable path, `.e2e/copies/<name>` (git-ignored, and left out of every copy), brought in
 * line with the project by `copyProject`: Gatsby's cache stays there from one run to the next (`rm -rf .e2e/copies`
 * to start from cold). Gatsby's `.cache` holds absolute paths: it is never copied from one folder into another
 * (docs/decisions/hosted-editor.md). One user at a time per name. Git run in the copy (content-model/node/document-history.ts)
 * must find no repository, as in a copy elsewhere, not the project's, which never committed the copy's files: a `.git`
 * file that points nowhere stops its search there (an empty repository of its own would make each check call git
 * more often).
 */
export function stableCopy(root: string, name: string) {
  const target = stableCopyDir(root, name)
  copyProject(root, target)
  writeFileSync(path.join(target, ".git"), "gitdir: /dev/null\n")
  return target
}
