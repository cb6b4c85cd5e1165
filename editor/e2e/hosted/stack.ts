/**
 * The whole hosted editor (editor/e2e/hosted/serve.ts) started from a script, for what runs it outside
 * Playwright: the bench's publication (bench/editor-section.ts). Playwright's web server does the same for
 * the specs (the screenshots of data/README.md: ./six-tasks.spec.ts, and ./captures.ts for
 * the changed-page notice).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { get } from "node:https"
import { waitUntil } from "../../../tooling/wait-until"
import { projectRoot } from "../../../content-model/node/project-root"

export interface StackPorts {
  service: number
  tls: number
  site: number
}

/** The status of a GET, 0 when nothing answers; the stack's certificate is a throwaway one. */
const statusOf = (url: string) =>
  url.startsWith("https:")
    ? new Promise<number>(resolve =>
        get(url, { rejectUnauthorized: false }, response => {
          response.resume()
          resolve(response.statusCode ?? 0)
        }).on("error", () => resolve(0)),
      )
    : fetch(url).then(
        response => response.status,
        () => 0,
      )

/**
 * Starts the stack in a process group of its own (stopped whole by `stop`) on `ports`, and resolves
 * once the editor answers through nginx (401: nothing answers there without an account) and the
 * public site answers. The editor's page may be built first (docs/decisions/hosted-editor.md).
 */
export async function startHostedStack(ports: StackPorts, options: { quiet?: boolean } = {}) {
  const stack: ChildProcess = spawn(process.execPath, ["--import", "tsx", "editor/e2e/hosted/serve.ts"], {
    cwd: projectRoot,
    detached: true,
    stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: {
      ...process.env,
      EDITEUR_TEST_PORT: String(ports.service),
      EDITEUR_TEST_TLS_PORT: String(ports.tls),
      EDITEUR_TEST_SITE_PORT: String(ports.site),
    },
  })
  const stop = () => {
    if (stack.pid && stack.exitCode === null) process.kill(-stack.pid, "SIGTERM")
  }
  const ready = async () =>
    stack.exitCode !== null ||
    ((await statusOf(`https://127.0.0.1:${ports.tls}/api/etat`)) === 401 &&
      (await statusOf(`http://127.0.0.1:${ports.site}/`)) === 200)
  const up = await waitUntil(ready, { timeoutMs: 900_000, intervalMs: 1000 })
  if (!up || stack.exitCode !== null) {
    stop()
    throw new Error(
      up
        ? "l’éditeur en ligne (editor/e2e/hosted/serve.ts) s’est arrêté au démarrage (voir les messages ci-dessus)"
        : "l’éditeur en ligne (editor/e2e/hosted/serve.ts) n’a pas démarré en 15 min",
    )
  }
  return { process: stack, stop }
}
