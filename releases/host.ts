/*
 * Where <dir> is: every step on it is a POSIX shell script run by a `Host` (sh here, ssh there), so the
 * tests exercise the very commands production runs.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import type { Readable } from "node:stream"

export interface Host {
  /** Where <dir> is, for messages. */
  readonly where: string
  /** Runs a POSIX shell script inside <dir> (created if needed), feeding it `input`; resolves its stdout. */
  run(step: string, script: string, input?: Readable | string): Promise<string>
}

export const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

function execute(command: string, args: string[], step: string, input?: Readable | string) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk))
    child.on("error", reject)
    child.on("close", code => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"))
      else
        reject(new Error(`Étape « ${step} » en échec (code ${code}) : ${Buffer.concat(err).toString("utf8").trim()}`))
    })
    // A failing script may stop reading early: that is reported by its exit code, not as EPIPE.
    child.stdin.on("error", () => {})
    if (typeof input === "string") child.stdin.end(input)
    else if (input) input.pipe(child.stdin)
    else child.stdin.end()
  })
}

const inDir = (dir: string, script: string) => `set -eu\nmkdir -p ${quote(dir)}\ncd ${quote(dir)}\n${script}`

/** <dir> on this machine. */
export const localHost = (dir: string): Host => ({
  where: path.resolve(dir),
  run: (step, script, input) => execute("sh", ["-c", inDir(path.resolve(dir), script)], step, input),
})

/**
 * <dir> on a server: `ssh host 'sh -c …'`. PUBLISH_SSH replaces `ssh` (options, key, port) and is read
 * by the shell, as git runs GIT_SSH_COMMAND (`sh -c "$GIT_SSH_COMMAND \"\$@\"" …`, git-config(1),
 * core.sshCommand): a quoted option with spaces stays one argument.
 */
export const sshHost = (server: string, dir: string, ssh = process.env.PUBLISH_SSH ?? "ssh"): Host => ({
  where: `${server}:${dir}`,
  run: (step, script, input) =>
    execute("sh", ["-c", `${ssh} "$@"`, "ssh", server, `sh -c ${quote(inDir(dir, script))}`], step, input),
})

/** `host:/path` (scp's syntax) is remote; anything else is a local folder. */
export function hostFor(target: string): Host {
  const remote = /^([^/:]+):(.+)$/.exec(target)
  return remote ? sshHost(remote[1], remote[2]) : localHost(target)
}
