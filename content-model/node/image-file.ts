import { closeSync, openSync, readSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import type { ImageLookup } from "../content-checks"
import { sniffBytes, sniffLength, type Sniffed } from "../image-format"

/** What the file `file` really holds, from its first bytes (image-format.ts). */
export function sniff(file: string): Sniffed {
  const head = new Uint8Array(sniffLength)
  const fd = openSync(file, "r")
  try {
    return sniffBytes(head.subarray(0, readSync(fd, head, 0, head.length, 0)))
  } finally {
    closeSync(fd)
  }
}

/**
 * Whether `relative` names a file under `root` with exactly this spelling, capitals included:
 * macOS and Windows forgive « Photo.JPG » for « photo.jpg », the Linux build does not.
 */
export function existsExactly(root: string, relative: string): "file" | "directory" | false {
  let current = root
  for (const part of relative.split("/")) {
    let names: string[]
    try {
      names = readdirSync(current)
    } catch {
      return false
    }
    if (!names.includes(part)) return false
    current = path.join(current, part)
  }
  return statSync(current).isDirectory() ? "directory" : "file"
}

/** The content check's view of data/'s images (content-checks.ts, `ImageLookup`). */
export const imageLookup =
  (dataDir: string): ImageLookup =>
  relative => {
    const kind = existsExactly(dataDir, relative)
    return kind === "file" ? sniff(path.join(dataDir, relative)) : kind === "directory" ? "directory" : "missing"
  }
