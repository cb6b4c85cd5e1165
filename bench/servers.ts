/**
 * The sites the benchmark measures, each served by nginx with the production configuration
 * (scripts/serve-nginx.sh): the site, its floor (a bare Gatsby page, bench/floor/) and the
 * first tap's reference (bare native elements, bench/first-tap/reference/).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { routes } from "../__tests__/e2e/routes"
import { listening, waitUntil } from "../tooling/wait-until"
import {
  collectInline,
  contentSecurityPolicy,
  htmlPages,
  renderNginxCsp,
  type InlineSources,
} from "../plugins/deploy-files/deploy-files"
import { projectRoot } from "../content-model/node/project-root"
import { FIRST_TAP_PAGE } from "./floor/src/first-tap-page"

export const ROOT = projectRoot

export interface Target {
  name: string
  /** The folder nginx serves. */
  publicDir: string
  routes: string[]
  port: number
  /** The CSP nginx sends with this build. */
  cspConf: string
  /** What it is, in the report's words (the first tap's reference or the build it is compared with). */
  description?: string
  /** The page where the first tap finds the three elements, if not the site's routes (else `/`). */
  tapPage?: string
}

export function targets(port: number, referencePort: number) {
  const site: Target = {
    name: "site",
    publicDir: path.join(ROOT, "public"),
    routes: routes.map(({ route }) => route),
    port,
    cspConf: path.join(ROOT, "deploy", "nginx", "csp.conf"),
  }
  /** The floor gets the site's server configuration too, with a CSP hashed from its own inline scripts. */
  const floor: Target = {
    name: "plancher",
    publicDir: path.join(ROOT, "bench", "floor", "public"),
    routes: ["/"],
    port: port + 1,
    cspConf: path.join(ROOT, ".e2e", "floor-csp.conf"),
    tapPage: FIRST_TAP_PAGE,
  }
  const reference: Target = {
    name: "référence",
    publicDir: path.join(ROOT, "bench", "first-tap", "reference"),
    routes: ["/"],
    port: referencePort,
    cspConf: path.join(ROOT, ".e2e", "reference-csp.conf"),
    description: "les éléments natifs nus (`bench/first-tap/reference/`)",
  }
  return { site, floor, reference }
}

/** `--against`: another build of the site, served like it, in place of the first tap's reference. */
export const otherBuild = (publicDir: string, port: number, routes: string[]): Target => ({
  name: "autre build",
  publicDir,
  routes,
  port,
  cspConf: path.join(ROOT, ".e2e", "against-csp.conf"),
  description: `un autre build du site (\`${publicDir}\`), à la place de la page de référence`,
})

/** A CSP for a target that is not the site, hashed from its own inline scripts and styles. */
export async function writeCsp(target: Target) {
  const inline: InlineSources = { scripts: new Set(), styles: new Set() }
  for (const page of htmlPages(target.publicDir)) collectInline(await readFile(page, "utf8"), inline)
  mkdirSync(path.dirname(target.cspConf), { recursive: true })
  writeFileSync(target.cspConf, renderNginxCsp(contentSecurityPolicy(inline)))
}

async function waitForPort(port: number, timeoutMs = 15_000) {
  if (!(await waitUntil(() => listening(port), { timeoutMs, intervalMs: 200 })))
    throw new Error(`rien n’écoute sur le port ${port}`)
}

/** nginx for each target on first use; `stop` ends them all. */
export function servers() {
  const running = new Map<Target, { url: string; process: ChildProcess }>()
  return {
    serve: async (target: Target) => {
      const known = running.get(target)
      if (known) return known.url
      const server = spawn("bash", ["scripts/serve-nginx.sh", String(target.port)], {
        cwd: ROOT,
        env: { ...process.env, PUBLIC_DIR: target.publicDir, CSP_CONF: target.cspConf },
        stdio: ["ignore", "ignore", "inherit"],
      })
      const url = `http://127.0.0.1:${target.port}`
      running.set(target, { url, process: server })
      await waitForPort(target.port)
      return url
    },
    stop: () => {
      for (const { process: server } of running.values()) server.kill("SIGTERM")
    },
  }
}
