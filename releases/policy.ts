/* nginx's Content-Security-Policy across releases: merged, written to csp.conf, reloaded and waited for. */
import { renderNginxCsp } from "../plugins/deploy-files/deploy-files"
import { waitUntil } from "../tooling/wait-until"
import { quote, type Host } from "./host"
import type { State } from "./state"

/**
 * One policy for nginx: `base` (the live release's), each directive widened with the sources the
 * other kept releases' pages need. nginx gets it before `current` moves, so that whichever release a
 * page comes from during the switch (or after a rollback), its inline scripts are allowed.
 */
export function mergePolicies(base: string, others: string[]) {
  const parse = (policy: string) =>
    new Map(
      policy
        .split(";")
        .map(part => part.trim().split(/\s+/))
        .filter(tokens => tokens[0])
        .map(([name, ...sources]) => [name, sources]),
    )
  const merged = parse(base)
  for (const other of others.map(parse)) {
    for (const [name, sources] of merged) {
      if (sources.includes("'none'")) continue
      for (const source of other.get(name) ?? [])
        if (source !== "'none'" && !sources.includes(source)) sources.push(source)
    }
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(" ")).join("; ")
}

export interface Options {
  /** Runs a step where <dir> is; `hostFor(dir)` by default. */
  host?: Host
  log?: (message: string) => void
  /** Shell command run where <dir> is after csp.conf changed, before `current` moves (e.g. `sudo systemctl reload nginx`). */
  reload?: string
  /** After the reload, wait until this address serves the new policy (nginx reloads in the background). */
  checkUrl?: string
  checkTimeoutMs?: number
  /**
   * nginx's pid file where <dir> is (Debian: /run/nginx.pid). A reload starts new workers at once, but
   * the old ones serve on, with the old policy, until they have taken the signal in: a page of the new
   * release read by one of them then has inline scripts its policy does not allow. With the pid file,
   * the reload step waits until every worker of the old configuration has exited.
   */
  nginxPid?: string
  /** How long old workers may take to exit (30 s). */
  settleTimeoutMs?: number
}

async function waitForPolicy(url: string, policy: string, timeoutMs: number) {
  let seen: string | null = null
  const served = await waitUntil(
    async () => {
      try {
        seen = (await fetch(url, { method: "HEAD", cache: "no-store" })).headers.get("content-security-policy")
        return seen === policy
      } catch {
        return false // nginx may be between two configurations: try again.
      }
    },
    { timeoutMs },
  )
  if (!served)
    throw new Error(
      `${url} ne sert pas la nouvelle politique de contenu après ${timeoutMs / 1000} s (rechargement de nginx ?) ; servie : ${seen ?? "aucune"}`,
    )
}

/**
 * The reload command, run between a note of the nginx master's workers and a wait until none of them is
 * left (Linux's /proc: a worker of another user cannot be signalled, even with kill -0).
 */
export function reloadAndSettle(reload: string, pidFile: string, timeoutMs = 30_000) {
  const tenths = Math.ceil(timeoutMs / 100)
  return [
    `old=$(ps -o pid= --ppid "$(cat ${quote(pidFile)})")`,
    reload,
    `i=0; while :; do alive=; for p in $old; do [ -d /proc/$p ] && alive="$alive $p"; done; [ -z "$alive" ] && break; ` +
      `i=$((i+1)); if [ $i -ge ${tenths} ]; then echo "les processus de nginx de l’ancienne configuration ($alive) tournent encore après ${timeoutMs / 1000} s" >&2; exit 1; fi; sleep 0.1; done`,
  ].join(" && ")
}

/** Writes csp.conf (by rename) when the policy changes, reloads and waits for it. Returns whether it changed. */
export async function installPolicy(host: Host, state: State, policy: string, options: Options) {
  const line = renderNginxCsp(policy)
  if (state.csp !== undefined && state.csp === line.replace(/\n/g, "")) return false
  await host.run("politique de contenu (csp.conf)", "cat >.csp.conf.tmp && mv -f .csp.conf.tmp csp.conf", line)
  // Nothing online yet (the first publication): no page of the site is served under an older policy, and
  // the site is not served at all (its nginx needs this csp.conf first, deploy/README.md): the server is
  // reloaded if asked, with nothing to wait for.
  const waits = state.current !== undefined
  if (options.reload)
    await host.run(
      "rechargement du serveur",
      options.nginxPid && waits
        ? reloadAndSettle(options.reload, options.nginxPid, options.settleTimeoutMs)
        : options.reload,
    )
  if (options.checkUrl && waits) await waitForPolicy(options.checkUrl, policy, options.checkTimeoutMs ?? 15_000)
  return true
}
