/**
 * The throwaway server of the installation test (run.ts): where its « / » is, its ports, and how a
 * production path, port or address of deploy/ becomes the test's. Shared by run.ts and stubs.ts,
 * which read it from the environment run.ts sets.
 */
import path from "node:path"

export interface Sandbox {
  /** The throwaway folder standing for the server's « / ». */
  root: string
  /** The service (production: 9510), nginx's TLS port (443), its plain port (80), the public site. */
  ports: { service: number; tls: number; http: number; site: number }
}

export const sandboxFromEnv = (env = process.env): Sandbox => ({
  root: env.INSTALL_ROOT ?? "",
  ports: {
    service: Number(env.EDITEUR_TEST_PORT ?? 9510),
    tls: Number(env.EDITEUR_TEST_TLS_PORT ?? 9511),
    site: Number(env.EDITEUR_TEST_SITE_PORT ?? 9512),
    http: Number(env.EDITEUR_TEST_HTTP_PORT ?? 9513),
  },
})

/** The folders of the server that the installation writes into, each moved under the sandbox's root. */
const MOVED = ["/srv/editeur", "/var/www/", "/etc/nginx", "/etc/systemd/system", "/etc/letsencrypt"]

/** A command or a path of the documentation, on the throwaway server. */
export function onSandbox(text: string, { root }: Sandbox, origin: string) {
  let moved = text.replaceAll("git@github.com:organisme/site.git", origin)
  for (const dir of MOVED) moved = moved.replace(new RegExp(`(?<![\\w/.-])${dir}`, "g"), `${root}${dir}`)
  return moved
}

/** Where the test keeps its own files (logs, pids, nginx's generated configuration). */
export const testDir = (sandbox: Sandbox) => path.join(sandbox.root, ".test")
