/**
 * systemd's side of the installation test: the installed unit files checked by `systemd-analyze
 * verify`, and what a service unit would start (its drop-ins applied), moved onto the sandbox.
 */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { onSandbox, type Sandbox } from "./sandbox"

export const unitDir = (sandbox: Sandbox) => path.join(sandbox.root, "etc/systemd/system")

/** `systemd-analyze verify` on every installed unit, as installed; any message is a failure. */
export function verifyUnits(sandbox: Sandbox) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "editeur-unites-"))
  try {
    cpSync(unitDir(sandbox), dir, { recursive: true })
    const units = readdirSync(dir).filter(name => /\.(service|path)$/.test(name))
    const result = execFileSync("systemd-analyze", ["verify", ...units.map(unit => path.join(dir, unit))], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    })
    if (result.trim()) throw new Error(`systemd-analyze verify : ${result}`)
    return units
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`systemd-analyze verify refuse les unités installées :\n${stderr ?? (error as Error).message}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One unit's settings, drop-ins (name.d/*.conf) applied in order; an empty value resets a list. */
export function unitSettings(sandbox: Sandbox, unit: string): Map<string, string[]> {
  const file = path.join(unitDir(sandbox), unit)
  const dropIns = `${file}.d`
  const files = [
    file,
    ...(existsSync(dropIns)
      ? readdirSync(dropIns)
          .filter(name => name.endsWith(".conf"))
          .sort()
      : []
    ).map(name => path.join(dropIns, name)),
  ]
  const settings = new Map<string, string[]>()
  for (const source of files)
    for (const line of readFileSync(source, "utf8").split("\n")) {
      const setting = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
      if (!setting) continue
      const [, key, value] = setting
      settings.set(key, value === "" ? [] : [...(settings.get(key) ?? []), value])
    }
  return settings
}

/** systemd's splitting of a command line or an Environment= value: words, double quotes kept together. */
export function words(line: string): string[] {
  return [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare)
}

/**
 * What the service unit starts, on the sandbox: its command, folder and environment, with the
 * production ports and addresses replaced by the test's (the service's port, the public site).
 */
export function serviceCommand(sandbox: Sandbox, unit: string, origin: string) {
  const settings = unitSettings(sandbox, unit)
  const moved = (text: string) =>
    onSandbox(text, sandbox, origin)
      .replace(/--port 9510\b/, `--port ${sandbox.ports.service}`)
      .replace("https://www.sylvene-audit.example/", `http://127.0.0.1:${sandbox.ports.site}/`)
      .replace("/run/nginx.pid", path.join(sandbox.root, ".test/nginx-site.pid"))
  const exec = settings.get("ExecStart")
  if (exec?.length !== 1) throw new Error(`${unit} : ExecStart attendu une fois, trouvé ${exec?.length ?? 0} fois`)
  const env: Record<string, string> = {}
  for (const line of settings.get("Environment") ?? [])
    for (const pair of words(moved(line))) env[pair.slice(0, pair.indexOf("="))] = pair.slice(pair.indexOf("=") + 1)
  const [command, ...args] = words(moved(exec[0]))
  return { command, args, cwd: moved(settings.get("WorkingDirectory")?.[0] ?? "/"), env, settings }
}
