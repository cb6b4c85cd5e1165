import { spawn } from "node:child_process"
import { existsSync, symlinkSync } from "node:fs"
import path from "node:path"
import { failureCause } from "./build-output"
import type { StatusBoard } from "./status"

/**
 * Self-publishing (a body without a git host): after each publication, the main branch is built in
 * a second clone (the editing clone's working tree keeps serving saves meanwhile) and published with
 * `npm run publish` into the nginx release folder: atomic, and a failed build or check leaves
 * `current` untouched, the editor told why in French. Publications during a build coalesce into one
 * more build.
 */
export class Publisher {
  private running = false
  private again = false

  constructor(
    private readonly clone: string,
    private readonly buildDir: string,
    private readonly releases: string,
    private status?: StatusBoard,
  ) {}

  /** The board the editor's page reads (created by the service, after this publisher). */
  attach(status: StatusBoard) {
    this.status = status
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

  private async once() {
    const git = (args: string[]) => this.step("git", args, this.buildDir)
    let commit = ""
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
      await git(["reset", "--quiet", "--hard", "FETCH_HEAD"])
      commit = (await git(["rev-parse", "--short", "HEAD"])).trim()
      this.say(
        "construction",
        `Construction du site (${commit}) : la modification sera en ligne dans une à deux minutes.`,
        commit,
      )
      await this.step(process.execPath, [require.resolve("gatsby/cli"), "build"], this.buildDir)
    } catch (error) {
      this.say(
        "échec de la construction",
        `La construction du site a échoué : le site public n’a pas changé. Cause :\n${(error as Error).message}`,
        commit,
      )
      return
    }
    try {
      const tsx = path.join(this.buildDir, "node_modules", ".bin", "tsx")
      await this.step(tsx, ["releases/cli.ts", "publish", this.releases], this.buildDir)
      this.say("en ligne", `La modification est en ligne (${commit}).`, commit)
    } catch (error) {
      this.say(
        "échec de la construction",
        `La mise en ligne a échoué : le site public n’a pas changé. Cause :\n${(error as Error).message}`,
        commit,
      )
    }
  }
}
