/*
 * nginx serving a published <dir> (its `current` release and `csp.conf`) on loopback, with the
 * production configuration of deploy/nginx/: used by the publication under load (releases/publish-load.ts)
 * and the browser specs of releases/e2e/.
 */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import { waitUntil } from "../tooling/wait-until"
import { projectRoot } from "../content-model/node/project-root"

const ROOT = projectRoot

export interface Nginx {
  url: string
  /** The shell command that makes this nginx reread its configuration (publish's `reload`). */
  reload: string
  /** Its pid file (publish's `nginxPid`). */
  pidFile: string
  stop(): Promise<void>
}

/** scripts/serve-nginx.sh on a published <dir>: a master process, so that a reload works as in production. */
export async function serveRelease(site: string, port: number): Promise<Nginx> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn("bash", [path.join(ROOT, "scripts/serve-nginx.sh"), String(port)], {
    cwd: ROOT,
    env: { ...process.env, SITE_ROOT: path.join(site, "current"), CSP_CONF: path.join(site, "csp.conf") },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>(resolve => child.once("exit", () => resolve()))
  const answers = () =>
    fetch(url, { method: "HEAD" }).then(
      response => response.ok,
      () => false, // not listening yet
    )
  const up = await waitUntil(async () => child.exitCode !== null || (await answers()), { timeoutMs: 20_000 })
  if (!up || child.exitCode !== null) throw new Error(`nginx ne démarre pas sur ${url} : ${stderr}`)
  return {
    url,
    reload: `kill -HUP "$(cat ${path.join(ROOT, ".e2e", `nginx-${port}`, "nginx.pid")})"`,
    pidFile: path.join(ROOT, ".e2e", `nginx-${port}`, "nginx.pid"),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM")
      await exited
    },
  }
}
