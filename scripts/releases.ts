/*
 * Publication of a build as an atomic release (README.md § Publication, data/README.md § 10):
 *
 *   <dir>/releases/<id>/   one folder per published build, never changed once it is in place
 *   <dir>/releases/<id>.json  what publish knows of it (build hash, policy, hashed files): beside the
 *                          folder, so that the web server never serves it
 *   <dir>/current          symlink to the live release, replaced by rename (atomic)
 *   <dir>/csp.conf         nginx's Content-Security-Policy, allowing the inline code of every kept release
 *
 * `npm run publish -- <dir>` and `npm run rollback -- <dir>` run it locally and in CI; <dir> is a local
 * folder or `[user@]host:/path`, reached over SSH. Every step on <dir> is a POSIX shell script run by a
 * `Host` (sh here, ssh there), so the tests exercise the very commands production runs.
 */
import { spawn } from "node:child_process"
import { existsSync, statSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import type { Readable } from "node:stream"
import { renderNginxCsp } from "../src/build/deploy-files"

/** Hashed files: webpack's JS and CSS at the root (same pattern as deploy/nginx/site.conf) and static/. */
const HASHED_ROOT_FILE = /^[\w.-]+[.-][0-9a-f]{20}\.(js|css)$/
export const isImmutableAsset = (file: string) => file.startsWith("static/") || HASHED_ROOT_FILE.test(file)

export interface Manifest {
  id: string
  /** webpack's compilation hash (page-data/app-data.json): the identity of a build. */
  build: string
  publishedAt: string
  csp: string
  /** This build's hashed files, which later releases carry forward. */
  assets: string[]
  carried: number
}

export interface Host {
  /** Where <dir> is, for messages. */
  readonly where: string
  /** Runs a POSIX shell script inside <dir> (created if needed), feeding it `input`; resolves its stdout. */
  run(step: string, script: string, input?: Readable | string): Promise<string>
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

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

/** <dir> on a server: `ssh host 'sh -c …'`. PUBLISH_SSH replaces `ssh` (options, key, port), like GIT_SSH_COMMAND. */
export const sshHost = (server: string, dir: string, ssh = process.env.PUBLISH_SSH ?? "ssh"): Host => {
  const [command, ...options] = ssh.split(/\s+/).filter(Boolean)
  return {
    where: `${server}:${dir}`,
    run: (step, script, input) =>
      execute(command, [...options, server, `sh -c ${quote(inDir(dir, script))}`], step, input),
  }
}

/** `host:/path` (scp's syntax) is remote; anything else is a local folder. */
export function hostFor(target: string): Host {
  const remote = /^([^/:]+):(.+)$/.exec(target)
  return remote ? sshHost(remote[1], remote[2]) : localHost(target)
}

// ---------------------------------------------------------------------------------------------
// The build: complete or refused, before anything is written.

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full, base)
    else yield path.relative(base, full).split(path.sep).join("/")
  }
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/|#)/i

/** Every local address a built page asks for: src, href (Gatsby's `<script src>` among them), srcset, and the chunks of Gatsby's chunk mapping. */
export function pageReferences(html: string, pageUrl: string) {
  const raw: string[] = []
  for (const [, , value] of html.matchAll(/\s(src|href)\s*=\s*"([^"]*)"/gi)) raw.push(value)
  for (const [, value] of html.matchAll(/\ssrcset\s*=\s*"([^"]*)"/gi)) {
    for (const candidate of value.split(",")) raw.push(candidate.trim().split(/\s+/)[0])
  }
  const mapping = /window\.___chunkMapping\s*=\s*("(?:[^"\\]|\\.)*")/.exec(html)
  if (mapping) {
    const chunks = JSON.parse(JSON.parse(mapping[1]) as string) as Record<string, string[]>
    raw.push(...Object.values(chunks).flat())
  }
  const references = new Set<string>()
  for (const value of raw) {
    const reference = value.replace(/&amp;/g, "&")
    if (!reference || EXTERNAL.test(reference)) continue
    references.add(decodeURIComponent(new URL(reference, `http://site${pageUrl}`).pathname))
  }
  return [...references].sort()
}

/** How nginx answers an address (deploy/nginx/site.conf: trailing slash dropped, then $uri, $uri/index.html). */
export function resolveInBuild(buildDir: string, urlPath: string) {
  const clean = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath
  for (const candidate of [clean, `${clean}/index.html`]) {
    const file = path.join(buildDir, candidate)
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

const pageUrlOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`

export interface BuildInfo {
  dir: string
  build: string
  csp: string
  files: string[]
  pages: string[]
}

/** Reads a build and refuses it, with every problem in French naming the file, when it is incomplete. */
export async function inspectBuild(dir: string): Promise<BuildInfo> {
  const shown = path.relative(process.cwd(), path.resolve(dir)) || "."
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(`Build introuvable : le dossier ${shown}/ n’existe pas (lancez « npm run build »).`)
  const files: string[] = []
  for await (const file of walk(dir)) files.push(file)
  files.sort()
  const problems: string[] = []
  for (const required of ["index.html", "404.html", "page-data/app-data.json", "_headers"]) {
    if (!files.includes(required)) problems.push(`${shown}/${required} : fichier absent du build`)
  }
  const pages = files.filter(file => file.endsWith(".html") && !file.startsWith("_gatsby/"))
  for (const page of pages) {
    for (const reference of pageReferences(await readFile(path.join(dir, page), "utf8"), pageUrlOf(page))) {
      if (!resolveInBuild(dir, reference)) problems.push(`${shown}/${page} : référence ${reference}, absent du build`)
    }
  }
  let build = ""
  let csp = ""
  if (files.includes("page-data/app-data.json")) {
    build =
      (
        JSON.parse(await readFile(path.join(dir, "page-data/app-data.json"), "utf8")) as {
          webpackCompilationHash?: string
        }
      ).webpackCompilationHash ?? ""
    if (!build) problems.push(`${shown}/page-data/app-data.json : champ webpackCompilationHash absent`)
  }
  if (files.includes("_headers")) {
    csp =
      /^\s*Content-Security-Policy:\s*(.+)$/m.exec(await readFile(path.join(dir, "_headers"), "utf8"))?.[1].trim() ?? ""
    if (!csp || csp.includes("__CSP__"))
      problems.push(`${shown}/_headers : ligne Content-Security-Policy absente ou non remplie`)
  }
  if (problems.length > 0) {
    const listed = problems.slice(0, 20).map(problem => `  - ${problem}`)
    if (problems.length > 20) listed.push(`  … et ${problems.length - 20} autres`)
    throw new Error(`Build incomplet, rien n’est publié :\n${listed.join("\n")}`)
  }
  return { dir, build, csp, files, pages }
}

// ---------------------------------------------------------------------------------------------
// The releases folder.

export interface State {
  current?: string
  releases: string[]
  manifests: Map<string, Manifest>
  csp?: string
}

const READ_STATE = `
printf 'current\\t%s\\n' "$(readlink current 2>/dev/null || true)"
for release in releases/*/; do
  [ -d "$release" ] || continue
  name=$(basename "$release")
  printf 'release\\t%s\\n' "$name"
  if [ -f "releases/$name.json" ]; then printf 'manifest\\t'; tr -d '\\n' <"releases/$name.json"; printf '\\n'; fi
done
if [ -f csp.conf ]; then printf 'csp\\t'; tr -d '\\n' <csp.conf; printf '\\n'; fi
`

export async function readState(host: Host): Promise<State> {
  const state: State = { releases: [], manifests: new Map() }
  for (const line of (await host.run("lecture des releases", READ_STATE)).split("\n")) {
    const [kind, value] = [line.slice(0, line.indexOf("\t")), line.slice(line.indexOf("\t") + 1)]
    if (kind === "current" && value) state.current = path.basename(value)
    else if (kind === "release") state.releases.push(value)
    else if (kind === "manifest") {
      const manifest = JSON.parse(value) as Manifest
      state.manifests.set(manifest.id, manifest)
    } else if (kind === "csp") state.csp = value
  }
  state.releases.sort()
  return state
}

/** Sortable and readable: publication time (UTC, to the millisecond) and the build's hash. */
export const releaseId = (build: string, date = new Date()) =>
  `${date.toISOString().replace(/[-:]/g, "").replace(".", "-").replace("Z", "")}-${build.slice(0, 12)}`

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

export interface PublishOptions extends Options {
  from?: string
  /** Releases kept, the live one included (5). */
  keep?: number
  now?: Date
}

export interface Outcome {
  changed: boolean
  current: string
  previous?: string
  removed: string[]
  carried: number
  message: string
}

async function waitForPolicy(url: string, policy: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let seen: string | null = null
  while (Date.now() < deadline) {
    try {
      seen = (await fetch(url, { method: "HEAD", cache: "no-store" })).headers.get("content-security-policy")
      if (seen === policy) return
    } catch {
      // nginx may be between two configurations: try again.
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
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
async function installPolicy(host: Host, state: State, policy: string, options: Options) {
  const line = renderNginxCsp(policy)
  if (state.csp !== undefined && state.csp === line.replace(/\n/g, "")) return false
  await host.run("politique de contenu (csp.conf)", "cat >.csp.conf.tmp && mv -f .csp.conf.tmp csp.conf", line)
  if (options.reload)
    await host.run(
      "rechargement du serveur",
      options.nginxPid ? reloadAndSettle(options.reload, options.nginxPid, options.settleTimeoutMs) : options.reload,
    )
  if (options.checkUrl) await waitForPolicy(options.checkUrl, policy, options.checkTimeoutMs ?? 15_000)
  return true
}

const SWITCH = (release: string) =>
  `ln -sfn ${quote(`releases/${release}`)} .current.tmp && mv -fT .current.tmp current`

/** Streams a build to a script that unpacks it; fails if either side fails. */
async function upload(host: Host, step: string, dir: string, script: string) {
  const tar = spawn("tar", ["-C", dir, "-cf", "-", "."], { stdio: ["ignore", "pipe", "pipe"] })
  const packed = new Promise<void>((resolve, reject) => {
    tar.on("error", reject)
    tar.on("close", code =>
      code === 0 ? resolve() : reject(new Error(`Étape « ${step} » : tar n’a pas pu lire ${dir} (code ${code})`)),
    )
  })
  await Promise.all([host.run(step, script, tar.stdout), packed])
}

export async function publish(target: string, options: PublishOptions = {}): Promise<Outcome> {
  const host = options.host ?? hostFor(target)
  const log = options.log ?? console.log
  const keep = options.keep ?? 5
  if (!Number.isInteger(keep) || keep < 2)
    throw new Error(`Nombre de releases à garder invalide : ${keep} (au moins 2, pour pouvoir revenir en arrière)`)
  const build = await inspectBuild(options.from ?? "public")
  const state = await readState(host)
  const live = state.current ? state.manifests.get(state.current) : undefined

  if (live && live.build === build.build) {
    const message = `Déjà en ligne : ${host.where}/current → releases/${live.id} est ce build (${build.build.slice(0, 12)}). Rien n’a changé.`
    log(message)
    return { changed: false, current: live.id, removed: [], carried: 0, message }
  }

  const id = releaseId(build.build, options.now)
  const staging = `releases/.staging-${id}`
  // Kept after this publication: the newest (keep - 1) releases, and the live one whatever its age.
  const kept = new Set([...state.releases.slice(-(keep - 1)), ...(state.current ? [state.current] : [])])
  const keptManifests = [...kept].flatMap(release => state.manifests.get(release) ?? [])
  const own = new Set(build.files)
  // Hashed files of the kept releases stay reachable: a page they served may still ask for them.
  const carry = new Map<string, string>()
  for (const manifest of keptManifests) {
    for (const asset of manifest.assets) if (!own.has(asset) && !carry.has(asset)) carry.set(asset, manifest.id)
  }
  const manifest: Manifest = {
    id,
    build: build.build,
    publishedAt: (options.now ?? new Date()).toISOString(),
    csp: build.csp,
    assets: build.files.filter(isImmutableAsset),
    carried: carry.size,
  }

  let placed = false
  try {
    await upload(
      host,
      "copie du build",
      build.dir,
      `rm -rf ${quote(staging)}\nmkdir -p ${quote(staging)}\ntar --no-same-owner -C ${quote(staging)} -xf -`,
    )
    if (carry.size > 0) {
      // Hard links: the files are immutable, and the same bytes are stored once for all releases.
      const list = [...carry].map(([asset, from]) => `${from}/${asset}\n`).join("")
      await host.run(
        "report des fichiers hachés",
        `while IFS= read -r file; do
  asset=\${file#*/}
  mkdir -p "${staging}/$(dirname "$asset")"
  ln -f "releases/$file" "${staging}/$asset"
done`,
        list,
      )
    }
    await host.run("manifeste", `cat >${quote(`${staging}.json`)}`, `${JSON.stringify(manifest)}\n`)
    placed = true
    await host.run(
      "mise en place de la release",
      `mv ${quote(staging)} ${quote(`releases/${id}`)} && mv ${quote(`${staging}.json`)} ${quote(`releases/${id}.json`)}`,
    )
    await installPolicy(
      host,
      state,
      mergePolicies(
        build.csp,
        keptManifests.map(kept => kept.csp),
      ),
      options,
    )
    await host.run("bascule de current", SWITCH(id))
  } catch (error) {
    const leftovers = [staging, `${staging}.json`, ...(placed ? [`releases/${id}`, `releases/${id}.json`] : [])]
    await host.run("nettoyage", `rm -rf ${leftovers.map(quote).join(" ")}`).catch(() => {})
    const still = state.current ? `current pointe toujours sur releases/${state.current}` : "current n’a pas été créé"
    throw new Error(`Publication annulée, ${still}.\n${error instanceof Error ? error.message : String(error)}`)
  }

  const removed = [...state.releases].filter(release => !kept.has(release))
  const pruned: string[] = []
  if (removed.length > 0) {
    try {
      const files = removed.flatMap(release => [`releases/${release}`, `releases/${release}.json`])
      await host.run("suppression des anciennes releases", `rm -rf ${files.map(quote).join(" ")}`)
      pruned.push(...removed)
    } catch (error) {
      log(
        `Attention : les anciennes releases n’ont pas pu être supprimées (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
  }
  const message = [
    `Publié : ${host.where}/current → releases/${id} (build ${build.build.slice(0, 12)}, ${build.pages.length} pages).`,
    state.current ? `Release précédente : ${state.current} (« npm run rollback » y revient).` : "Première release.",
    `${carry.size} fichiers hachés des releases gardées reportés ; ${pruned.length} ancienne(s) release(s) supprimée(s)${pruned.length ? ` (${pruned.join(", ")})` : ""} ; ${state.releases.length + 1 - pruned.length} gardée(s).`,
  ].join("\n")
  log(message)
  return { changed: true, current: id, previous: state.current, removed: pruned, carried: carry.size, message }
}

/** Back to the release published before the newest one; again, it changes nothing. */
export async function rollback(target: string, options: Options = {}): Promise<Outcome> {
  const host = options.host ?? hostFor(target)
  const log = options.log ?? console.log
  const state = await readState(host)
  const releases = state.releases.filter(release => state.manifests.has(release))
  if (!state.current) throw new Error(`Rien à annuler : ${host.where}/current n’existe pas (aucune publication).`)
  if (releases.length < 2)
    throw new Error(`Rien à annuler : ${host.where}/releases/ ne garde aucune release avant ${state.current}.`)
  const newest = releases[releases.length - 1]
  const target_ = releases[releases.length - 2]
  if (state.current !== newest) {
    const message = `Déjà revenu en arrière : ${host.where}/current → releases/${state.current} (la plus récente, ${newest}, n’est pas en ligne). Rien n’a changé.`
    log(message)
    return { changed: false, current: state.current, removed: [], carried: 0, message }
  }
  const manifest = state.manifests.get(target_)!
  const others = releases.filter(release => release !== target_).map(release => state.manifests.get(release)!.csp)
  await installPolicy(host, state, mergePolicies(manifest.csp, others), options)
  await host.run("bascule de current", SWITCH(target_))
  const message = `Retour arrière : ${host.where}/current → releases/${target_} (build ${manifest.build.slice(0, 12)}), au lieu de ${newest}, gardée dans releases/ (« npm run publish » republie un build).`
  log(message)
  return { changed: true, current: target_, previous: newest, removed: [], carried: 0, message }
}

// ---------------------------------------------------------------------------------------------
// npm run publish -- <dir> [--from public] [--keep 5] [--reload CMD] [--nginx-pid FILE] [--check-url URL]
// npm run rollback -- <dir> [--reload CMD] [--nginx-pid FILE] [--check-url URL]

const USAGE = `Usage : npm run publish -- <dossier|hôte:/chemin> [--from public] [--keep 5] [--reload "commande"] [--nginx-pid fichier] [--check-url URL]
        npm run rollback -- <dossier|hôte:/chemin> [--reload "commande"] [--nginx-pid fichier] [--check-url URL]
Variables équivalentes : PUBLISH_KEEP, PUBLISH_RELOAD, PUBLISH_NGINX_PID, PUBLISH_CHECK_URL ; PUBLISH_SSH remplace « ssh ».`

export function parseArguments(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const [command, ...rest] = argv
  const values: Record<string, string | undefined> = {
    keep: env.PUBLISH_KEEP,
    reload: env.PUBLISH_RELOAD,
    "nginx-pid": env.PUBLISH_NGINX_PID,
    "check-url": env.PUBLISH_CHECK_URL,
    from: undefined,
  }
  const positional: string[] = []
  for (let index = 0; index < rest.length; index++) {
    const argument = rest[index]
    const option = /^--([a-z-]+)(?:=(.*))?$/.exec(argument)
    if (!option) positional.push(argument)
    else if (!(option[1] in values)) throw new Error(`Option inconnue : ${argument}\n${USAGE}`)
    else values[option[1]] = option[2] ?? rest[++index]
  }
  if ((command !== "publish" && command !== "rollback") || positional.length !== 1) throw new Error(USAGE)
  return {
    command,
    target: positional[0],
    options: {
      from: values.from,
      keep: values.keep === undefined || values.keep === "" ? undefined : Number(values.keep),
      reload: values.reload || undefined,
      nginxPid: values["nginx-pid"] || undefined,
      checkUrl: values["check-url"] || undefined,
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  Promise.resolve()
    .then(() => {
      const { command, target, options } = parseArguments(process.argv.slice(2))
      return command === "publish" ? publish(target, options) : rollback(target, options)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    })
}
