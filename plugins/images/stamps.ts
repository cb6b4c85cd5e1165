import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../content-model/files-under"
import { projectRoot } from "../content-model/project-root"

/**
 * What a build step has already done, by key, kept in Gatsby's .cache/ (which `gatsby clean` empties):
 * a build with unchanged inputs skips the step. A missing or unreadable file means "nothing done yet".
 */
export function readStamps(file: string | undefined): Record<string, string> {
  if (!file) return {}
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>
  } catch {
    return {}
  }
}

export function writeStamps(file: string, stamps: Record<string, string>) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(stamps, null, 2)}\n`)
}

/** An installed package's version, from the project's node_modules. */
export function packageVersion(name: string, root = projectRoot) {
  return (
    JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }
  ).version
}

/** A digest of every file under `dir`, names and bytes, in a stable order. */
export function digestTree(dir: string) {
  const hash = createHash("sha256")
  for (const file of filesUnder(dir)) hash.update(file).update(readFileSync(path.join(dir, file)))
  return hash.digest("hex")
}
