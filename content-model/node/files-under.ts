import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** Every file under `dir`, as sorted paths relative to it with forward slashes (the project's one recursive lister). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

/** A digest of every file under `dir`, names and bytes, in a stable order. */
export function digestTree(dir: string) {
  const hash = createHash("sha256")
  for (const file of filesUnder(dir)) hash.update(file).update(readFileSync(path.join(dir, file)))
  return hash.digest("hex")
}
