/** @jest-environment node */
// The copies of the project the slow tests build in (tooling/copy-project.ts): brought in line with the
// project at each use, with Gatsby's cache and build left in place.
import { execFileSync } from "node:child_process"
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { copyProject, stableCopy } from "../copy-project"

/** Writes each file (path: text) under `dir`, folders made as needed. */
const writeFiles = (dir: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
}

let root = ""
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "copie-projet-"))
  writeFiles(root, {
    "package.json": "{}",
    "data/accueil.json": '{ "title": "Accueil" }',
    "data/images/photo.jpg": "photo",
    "src/styles/old.module.css": ".a {}",
    "node_modules/gatsby/index.js": "gatsby",
    ".cache/state.json": "project's cache",
    "public/index.html": "project's build",
    "scripts/cdn/node_modules/wrangler.js": "wrangler",
  })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), "utf8")
const exists = (dir: string, file: string) => {
  try {
    statSync(path.join(dir, file))
    return true
  } catch {
    return false
  }
}

test("a copy leaves out caches and builds, and links every node_modules folder", () => {
  const copy = path.join(root, ".e2e", "copies", "essai")
  copyProject(root, copy)
  expect(read(copy, "data/accueil.json")).toBe('{ "title": "Accueil" }')
  expect(readlinkSync(path.join(copy, "node_modules"))).toBe(path.join(root, "node_modules"))
  expect(readlinkSync(path.join(copy, "scripts/cdn/node_modules"))).toBe(path.join(root, "scripts/cdn/node_modules"))
  for (const file of [".cache", "public", ".e2e"]) expect([file, exists(copy, file)]).toEqual([file, false])
})

test("a second copy into the same folder updates what changed, removes what is gone, and keeps Gatsby's cache and build", () => {
  const copy = path.join(root, "copie")
  copyProject(root, copy)
  // Gatsby ran in the copy; a test changed a file there and added one.
  writeFiles(copy, {
    ".cache/state.json": "copy's cache",
    "public/index.html": "copy's build",
    "data/accueil.json": '{ "title": "Changé par un test" }',
    "data/intrus.json": "{}",
  })
  const past = new Date("2026-01-01T00:00:00Z")
  utimesSync(path.join(copy, "package.json"), past, past)
  // Meanwhile, the project: a file changed, one deleted, a folder deleted, a file become a folder.
  writeFileSync(path.join(root, "data/images/photo.jpg"), "nouvelle photo")
  rmSync(path.join(root, "src/styles/old.module.css"))
  rmSync(path.join(root, "src/styles"), { recursive: true })
  writeFileSync(path.join(root, "src/styles"), "now a file")

  copyProject(root, copy)
  expect(read(copy, "data/accueil.json")).toBe('{ "title": "Accueil" }')
  expect(read(copy, "data/images/photo.jpg")).toBe("nouvelle photo")
  expect(read(copy, "src/styles")).toBe("now a file")
  expect(exists(copy, "data/intrus.json")).toBe(false)
  expect(read(copy, ".cache/state.json")).toBe("copy's cache")
  expect(read(copy, "public/index.html")).toBe("copy's build")
  expect(readlinkSync(path.join(copy, "node_modules"))).toBe(path.join(root, "node_modules"))
  // A file with the same bytes is left as it is: its modification time too.
  expect(statSync(path.join(copy, "package.json")).mtime).toEqual(past)
})

test("a stable copy lives in .e2e/copies, and git there finds no repository, not the project's", () => {
  const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, stdio: "pipe" }).toString().trim()
  git(root, "init", "--quiet")
  git(root, "add", "data")
  git(root, "-c", "user.name=Dev", "-c", "user.email=dev@example.invalid", "commit", "--quiet", "-m", "Site")

  const copy = stableCopy(root, "essai")
  expect(copy).toBe(path.join(root, ".e2e", "copies", "essai"))
  expect(git(path.join(root, "data"), "log", "--format=%s", "--", "accueil.json")).toBe("Site")
  expect(() => git(path.join(copy, "data"), "rev-parse", "--is-shallow-repository")).toThrow(/not a git repository/)
  expect(() => git(path.join(copy, "data"), "log", "--", "accueil.json")).toThrow(/not a git repository/)
  expect(stableCopy(root, "essai")).toBe(copy)
  expect(read(copy, "data/accueil.json")).toBe('{ "title": "Accueil" }')
})
