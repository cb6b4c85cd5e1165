import { execFile } from "node:child_process"
import { existsSync, rmSync } from "node:fs"
import path from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

/** One git operation at a time on the clone's single working tree (decap-server checks branches out). */
export class Lock {
  private tail: Promise<unknown> = Promise.resolve()
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task)
    this.tail = result.catch(() => undefined)
    return result
  }
}

export interface Signature {
  name: string
  email: string
}

export function signatureEnv({ name, email }: Signature) {
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email }
}

/** What git leaves in .git while an operation is under way, and how to abort it. */
const UNDERWAY = [
  ["rebase-merge", ["rebase", "--abort"]],
  ["rebase-apply", ["rebase", "--abort"]],
  ["MERGE_HEAD", ["merge", "--abort"]],
  // An undo (./publications.ts) cut short between its `git revert --no-commit` and its commit.
  ["REVERT_HEAD", ["revert", "--quit"]],
  ["CHERRY_PICK_HEAD", ["cherry-pick", "--quit"]],
  ["sequencer", ["revert", "--quit"]],
] as const

/** `git fetch` cannot reach origin: the push is not refused, it never got there. */
export class OriginUnreachable extends Error {}

export class Clone {
  /**
   * What to do when origin's main cannot be merged, which only happens when the clone holds
   * publications origin never received (./set-aside.ts, given by the service): without it, or if it
   * fails, the save that needed the merge is refused.
   */
  onConflict?: (before: string, signature: Signature) => Promise<void>

  constructor(
    readonly dir: string,
    readonly branch = "main",
  ) {}

  async git(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run("git", ["-C", this.dir, ...args], {
      env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0" },
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout.trim()
  }

  /**
   * After a crash (the service killed in the middle of a save): no lock file, no rebase or merge
   * half done, nothing uncommitted, the main branch checked out. A save cut short never answered the
   * editor, whose text is still in the browser: it is dropped here, never half-committed.
   */
  recover() {
    return this.restore()
  }

  /** What git left half done in the clone: the markers of a rebase, a merge, a revert under way. */
  underway(): string[] {
    return UNDERWAY.map(([marker]) => marker).filter(marker => existsSync(path.join(this.dir, ".git", marker)))
  }

  /** The files a rebase or a merge stopped on (both sides changed the same lines). */
  async conflicted(): Promise<string[]> {
    const files = await this.git(["diff", "--name-only", "--diff-filter=U"]).catch(() => "")
    return files.split("\n").filter(Boolean)
  }

  /** On main, nothing uncommitted, nothing half done: the state every request must leave. */
  async healthy(): Promise<boolean> {
    if (this.underway().length || existsSync(path.join(this.dir, ".git", "index.lock"))) return false
    const branch = await this.git(["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => "")
    return branch === this.branch && (await this.git(["status", "--porcelain"])) === ""
  }

  /**
   * Back to a good state after a failed or interrupted operation (decap-server's rebase of a draft or
   * merge of a publication stopped on a conflict, a crash): whatever git had under way aborted, the
   * main branch checked out, at `main` if given (its commit before the failed operation), nothing
   * uncommitted; a draft branch without a status (made by the failed save) dropped.
   */
  async restore(main?: string) {
    const gitDir = path.join(this.dir, ".git")
    if (existsSync(path.join(gitDir, "index.lock"))) rmSync(path.join(gitDir, "index.lock"))
    for (const [marker, abort] of UNDERWAY) {
      if (existsSync(path.join(gitDir, marker))) await this.git([...abort]).catch(() => undefined)
    }
    await this.git(["reset", "--hard", "--quiet"])
    await this.git(["clean", "-fd", "--quiet"])
    await this.git(["checkout", "--force", "--quiet", this.branch])
    if (main) await this.git(["reset", "--hard", "--quiet", main])
    // A draft branch whose status was never written (killed between its commit and its status) would
    // show in Decap's workflow with no column: dropped, like the save that made it.
    const drafts = (await this.git(["branch", "--list", "cms/*", "--format=%(refname:short)"]))
      .split("\n")
      .filter(Boolean)
    for (const draft of drafts) {
      const status = await this.git(["config", `branch.${draft}.description`]).catch(() => "")
      if (!status) await this.git(["branch", "-D", "--quiet", draft])
    }
  }

  /**
   * The clone brought up to date with origin before a commit: a developer's push in between is
   * merged in. Origin out of reach: the save goes on locally (it is pushed later); a conflict with
   * origin: `onConflict` (origin's main wins, the clone's conflicting publications set aside), or
   * refused, nothing changed, with a French message.
   */
  async syncWithOrigin(signature: Signature): Promise<{ reachable: boolean }> {
    try {
      await this.git(["fetch", "--quiet", "origin", this.branch])
    } catch {
      return { reachable: false }
    }
    const before = await this.head()
    try {
      await this.git(["merge", "--quiet", "--no-edit", `origin/${this.branch}`], signatureEnv(signature))
    } catch {
      await this.restore(before)
      if (this.onConflict) {
        try {
          await this.onConflict(before, signature)
          if (await this.healthy()) return { reachable: true }
        } catch (error) {
          console.error(error)
        }
        await this.restore(before)
      }
      throw new Error(
        "Le dépôt a reçu entre-temps une modification qui touche les mêmes lignes : rien n’a été enregistré. Rechargez la page et refaites la modification.",
      )
    }
    return { reachable: true }
  }

  /**
   * The main branch sent to origin; refused because origin moved: merged and sent again. Origin out of
   * reach: given up at once with `OriginUnreachable` (a host that times out would otherwise hold the
   * clone's lock, and every editor's save, for three more attempts).
   */
  async push(signature: Signature): Promise<void> {
    let last: unknown
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await this.git(["push", "--quiet", "origin", `${this.branch}:${this.branch}`])
        return
      } catch (error) {
        last = error
        const { reachable } = await this.syncWithOrigin(signature).catch(() => ({ reachable: true }))
        if (!reachable) throw new OriginUnreachable()
      }
    }
    throw last
  }

  /** The commit the main branch points to. */
  head(): Promise<string> {
    return this.git(["rev-parse", this.branch])
  }

  /** The author of the main branch's last commit: whose name a send that no request made goes in (at start). */
  async lastAuthor(): Promise<Signature> {
    const [name = "", email = ""] = (await this.git(["log", "-1", "--format=%an%x00%ae", this.branch])).split("\0")
    return { name, email }
  }

  async ahead(): Promise<number> {
    const count = await this.git(["rev-list", "--count", `origin/${this.branch}..${this.branch}`]).catch(() => "0")
    return Number(count)
  }
}
