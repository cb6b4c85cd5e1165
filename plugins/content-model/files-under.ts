import { readdirSync } from "node:fs"
import path from "node:path"

/** Every file under `dir`, as sorted paths relative to it with forward slashes (the project's one recursive lister). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}
