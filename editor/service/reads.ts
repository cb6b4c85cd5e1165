import { readKept, writeKept } from "./kept-file"

/**
 * The version of each file each editor last read or wrote (login → path → git blob id), the base
 * of the stale-save check (./api.ts): kept in a small JSON file (in the clone's .git folder, which
 * the service alone writes), so a restart does not forget it and a save made on a version read
 * before the restart is refused like any other. Written atomically (./kept-file.ts).
 */
export class Reads {
  private readonly seen = new Map<string, Map<string, string>>()

  constructor(private readonly file: string) {
    const stored = readKept(file)
    if (!stored || typeof stored !== "object") return
    for (const [login, files] of Object.entries(stored)) {
      if (!files || typeof files !== "object") continue
      const versions = Object.entries(files as Record<string, unknown>)
      this.seen.set(login, new Map(versions.filter((entry): entry is [string, string] => typeof entry[1] === "string")))
    }
  }

  get(login: string, file: string): string | undefined {
    return this.seen.get(login)?.get(file)
  }

  /** Records what `login` has now seen of these files, and writes it down. */
  set(login: string, versions: [file: string, blob: string][]) {
    if (!versions.length) return
    const mine = this.seen.get(login) ?? new Map<string, string>()
    this.seen.set(login, mine)
    for (const [file, blob] of versions) mine.set(file, blob)
    const stored = Object.fromEntries([...this.seen].map(([name, files]) => [name, Object.fromEntries(files)]))
    writeKept(this.file, stored)
  }
}
