import { spawn } from "node:child_process"
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { failureCause } from "./build-output"
import { Clone } from "./git-sync"
import { readKept, writeKept } from "./kept-file"
import { filesOf, publicationsBetween, publishedByOn, type Publication } from "./publications"
import type { StatusBoard } from "./status"
import { entryNames } from "./entry-names"

/** What the service's log says when it builds the first release at its start (the installation replayed reads it). */
export const FIRST_RELEASE = "Rien n’est en ligne : construction et publication de la première release."

/** The commands of a build and of its publication, run in the build clone (tests give their own). */
export interface BuildCommands {
  build: [command: string, args: string[]]
  /** Given the release folder as its last argument. */
  publish: [command: string, args: string[]]
}

/**
 * Self-publishing (a body without a git host): after each publication, the main branch is built in
 * a second clone (the editing clone's working tree keeps serving saves meanwhile) and published with
 * `npm run publish` into the nginx release folder: atomic, and a failed build or check leaves
 * `current` untouched, the editor told why in French. Publications during a build coalesce into one
 * more build.
 *
 * A publication that breaks the build does not hold back the others (issue 37, point 3): when a
 * build fails, the publications since the last build that passed are blamed, named in the banner,
 * and left out of the next builds (reverted in the build clone only, main unchanged); the site is
 * built again at once without them. If it still fails, they were not the cause: they are cleared and
 * the failure is told as before. The undo button undoes a blamed publication first.
 */
export class Publisher {
  private running = false
  private again = false
  /** The main branch's last commit that built (in the build clone's .git, kept across restarts). */
  private lastGood?: string
  /**
   * Publications that break the build and are left out of it, by commit, with the files they
   * changed: kept in the build clone's .git (./kept-file.ts), so that after a restart the banner
   * still names them and the next build leaves them out at once, without failing first.
   */
  private readonly blamed = new Map<string, Publication & { files?: string[] }>()

  constructor(
    private readonly clone: string,
    private readonly buildDir: string,
    private readonly releases: string,
    private status?: StatusBoard,
    private readonly commands: BuildCommands = {
      build: [process.execPath, [require.resolve("gatsby/cli"), "build"]],
      publish: [path.join(buildDir, "node_modules", ".bin", "tsx"), ["releases/cli.ts", "publish"]],
    },
  ) {
    const stored = readKept(this.blamedFile)
    for (const entry of Array.isArray(stored) ? (stored as (Publication & { files?: string[] })[]) : [])
      if (typeof entry?.commit === "string" && Array.isArray(entry.parents) && typeof entry.by === "string")
        this.blamed.set(entry.commit, { ...entry, date: new Date(entry.date) })
  }

  /** The board the editor's page reads (created by the service, after this publisher), told at once what is left out. */
  attach(status: StatusBoard) {
    this.status = status
    this.tell([...this.blamed.values()].map(publication => this.named(publication, publication.files ?? [])))
  }

  private get blamedFile() {
    return path.join(this.buildDir, ".git", "editeur-publications-ecartees.json")
  }

  /** Writes the blamed publications down (the build clone exists by then: never a .git made before it). */
  private keepBlamed() {
    if (existsSync(path.join(this.buildDir, ".git"))) writeKept(this.blamedFile, [...this.blamed.values()])
  }

  private named(publication: Publication, files: string[]) {
    return `${publishedByOn(publication)} (${entryNames(files)})`
  }

  /** The publications left out of the builds because they break it (the undo button undoes them first). */
  failing(): string[] {
    return [...this.blamed.keys()]
  }

  private say(...args: Parameters<StatusBoard["set"]>) {
    this.status?.set(...args)
  }
  private step(command: string, args: string[], cwd: string) {
    return new Promise<string>((resolve, reject) => {
      const child = spawn(command, args, {
        cwd,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      })
      let output = ""
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
      child.on("error", reject)
      child.on("close", code => (code === 0 ? resolve(output) : reject(new Error(failureCause(output)))))
    })
  }

  /**
   * At the service's start: nothing online yet (a new installation, no `current` release), the first
   * release is built and published at once, in the build clone where every later build runs
   * (deploy/README.md, « Auto-publication »). Resolves when it is online or has failed; at once otherwise.
   */
  publishIfNothingOnline(): Promise<void> {
    if (existsSync(path.join(this.releases, "current"))) return Promise.resolve()
    console.log(FIRST_RELEASE)
    return this.request()
  }

  /** Asks for a build of the main branch as it is now; resolves when that build is online or has failed. */
  request(): Promise<void> {
    if (this.running) {
      this.again = true
      return Promise.resolve()
    }
    this.running = true
    return this.loop().finally(() => (this.running = false))
  }

  private async loop() {
    do {
      this.again = false
      await this.once()
    } while (this.again)
  }

  private get goodFile() {
    return path.join(this.buildDir, ".git", "editeur-derniere-construction")
  }

  private async once() {
    const git = (args: string[]) => this.step("git", args, this.buildDir)
    const built = new Clone(this.buildDir)
    let commit = ""
    let head = ""
    try {
      if (!existsSync(path.join(this.buildDir, ".git"))) {
        await this.step(
          "git",
          ["clone", "--quiet", "--branch", "main", this.clone, this.buildDir],
          path.dirname(this.buildDir),
        )
      }
      const modules = path.join(this.clone, "node_modules")
      if (!existsSync(path.join(this.buildDir, "node_modules")) && existsSync(modules))
        symlinkSync(path.resolve(modules), path.join(this.buildDir, "node_modules"), "dir")
      await git(["fetch", "--quiet", "origin", "main"])
      // Also undoes what the last build left out: a revert without commit, of tracked files only.
      await git(["reset", "--quiet", "--hard", "FETCH_HEAD"])
      head = (await git(["rev-parse", "HEAD"])).trim()
      commit = head.slice(0, 7)
      this.lastGood ??= existsSync(this.goodFile) ? readFileSync(this.goodFile, "utf8").trim() : undefined
      await this.leaveOut(built, head)
      this.say(
        "construction",
        `Construction du site (${commit}) : la modification sera en ligne dans une à deux minutes.`,
        commit,
      )
      await this.step(this.commands.build[0], this.commands.build[1], this.buildDir)
    } catch (error) {
      const cause = (error as Error).message
      if (head && (await this.blame(built, head, cause))) return
      this.say(
        "échec de la construction",
        `La construction du site a échoué : le site public n’a pas changé. Cause :\n${cause}`,
        commit,
      )
      return
    }
    try {
      await this.step(this.commands.publish[0], [...this.commands.publish[1], this.releases], this.buildDir)
      this.lastGood = head
      writeFileSync(this.goodFile, head)
      this.say("en ligne", `La modification est en ligne (${commit}).`, commit)
    } catch (error) {
      this.say(
        "échec de la construction",
        `La mise en ligne a échoué : le site public n’a pas changé. Cause :\n${(error as Error).message}`,
        commit,
      )
    }
  }

  /** The blamed publications still on main (not undone) reverted in the build clone, and named in the banner. */
  private async leaveOut(built: Clone, head: string) {
    const { publications } = await publicationsBetween(built, head)
    const live = new Set(publications.map(({ commit }) => commit))
    const count = this.blamed.size
    for (const commit of this.blamed.keys()) if (!live.has(commit)) this.blamed.delete(commit)
    const named: string[] = []
    for (const publication of this.blamed.values()) {
      const merge = publication.parents.length > 1 ? ["-m", "1"] : []
      try {
        await built.git(["revert", "--no-commit", ...merge, publication.commit])
      } catch {
        // A later publication changed the same lines: left in, the build tells what happens.
        await built.git(["revert", "--abort"]).catch(() => built.git(["reset", "--hard", "--quiet", "HEAD"]))
        this.blamed.delete(publication.commit)
        continue
      }
      publication.files = await filesOf(built, publication)
      named.push(this.named(publication, publication.files))
    }
    if (this.blamed.size || count) this.keepBlamed()
    this.tell(named)
  }

  /** The blamed publications named in the banner (or the banner's fact cleared when there are none). */
  private tell(named: string[]) {
    if (!named.length) return this.status?.clear("échec d’une publication")
    this.say(
      "échec d’une publication",
      `${named.length > 1 ? "Ces publications empêchent" : "Cette publication empêche"} la construction du site et ${named.length > 1 ? "sont laissées" : "est laissée"} de côté, les autres sont mises en ligne : celle ${named.join(", celle ")}. Annulez-la avec « Annuler la dernière publication » (le bouton l’annule en premier), puis corrigez le texte et publiez-le de nouveau.`,
    )
  }

  /**
   * After a failed build of `head`: the publications since the last good build, not blamed yet, are
   * blamed and the site built again without them (true). None, or already tried: false.
   */
  private async blame(built: Clone, head: string, cause: string): Promise<boolean> {
    const { publications } = await publicationsBetween(built, head, this.lastGood).catch(() => ({ publications: [] }))
    const suspects = (this.lastGood ? publications : publications.slice(0, 1)).filter(
      ({ commit }) => !this.blamed.has(commit),
    )
    if (!suspects.length) {
      // Built without the blamed ones and still failing: they were not the cause.
      this.blamed.clear()
      this.keepBlamed()
      this.status?.clear("échec d’une publication")
      return false
    }
    console.error(`Construction échouée (${head.slice(0, 7)}) : ${cause}`)
    for (const publication of suspects) this.blamed.set(publication.commit, publication)
    this.keepBlamed()
    this.again = true
    return true
  }
}
