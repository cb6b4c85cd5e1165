import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"

/**
 * The service's small memories that a restart must not forget (what each editor read, the
 * publications left out of the builds or set aside by a conflict with origin), each one JSON file in
 * a `.git` folder that the service alone writes.
 */

/** The file's JSON, or undefined when it is missing or unreadable (a memory starts empty). */
export function readKept(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as unknown
  } catch {
    return undefined
  }
}

/** Writes `value` atomically: a temporary file beside it, renamed over it (a crash leaves one or the other). */
export function writeKept(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(value))
  renameSync(temporary, file)
}
