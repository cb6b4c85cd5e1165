/**
 * The installation of the hosted editor as deploy/README.md writes it, played in a throwaway folder:
 * every block marked `test-installation` runs as written, its paths moved under the folder
 * (sandbox.ts) and root's tools replaced by stubs.ts (systemd's units checked by systemd-analyze and
 * started as systemd would, nginx's configuration checked by `nginx -t` and served on the test's
 * ports, certbot's challenge fetched through the port-80 server). Then the service, nothing being online,
 * builds and publishes the first release; an editor publishes a change through nginx and the service,
 * and the public site shows it (self-publishing, nginx reloaded through the path unit). The doc and this
 * test cannot drift: the commands are read from the doc.
 *   npx tsx editor/e2e/install/run.ts   (ports: EDITEUR_TEST_PORT, _TLS_PORT, _SITE_PORT, _HTTP_PORT)
 */
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import { request } from "node:https"
import os from "node:os"
import path from "node:path"
import { projectRoot } from "../../../content-model/node/project-root"
import type { Content } from "../../../content-model/model"
import { FIRST_RELEASE } from "../../service/publisher"
import { sessionFor } from "../session"
import { listening, waitUntil } from "../../../tooling/wait-until"
import { taggedBlocks } from "./doc-blocks"
import { onSandbox, sandboxFromEnv, testDir } from "./sandbox"

const sandbox = {
  ...sandboxFromEnv(),
  root: path.join(os.tmpdir(), `editeur-installation-${sandboxFromEnv().ports.service}`),
}
const tests = testDir(sandbox)
const origin = path.join(sandbox.root, "origine.git")
const clone = path.join(sandbox.root, "srv/editeur/depot")
const releases = path.join(sandbox.root, "var/www/sylvene-audit")
const editor = { login: "claire", password: "mot-de-passe-de-l-installation" }
const env = {
  ...process.env,
  INSTALL_ROOT: sandbox.root,
  INSTALL_ORIGIN: origin,
  EDITEUR_TEST_PORT: String(sandbox.ports.service),
  EDITEUR_TEST_TLS_PORT: String(sandbox.ports.tls),
  EDITEUR_TEST_SITE_PORT: String(sandbox.ports.site),
  EDITEUR_TEST_HTTP_PORT: String(sandbox.ports.http),
}

/** The shell functions in place of root's tools; `sudo` runs as the test's user, owners left out. */
const prelude = `set -euo pipefail
stub() { "${path.join(projectRoot, "node_modules/.bin/tsx")}" "${path.join(__dirname, "stubs.ts")}" "$@"; }
adduser() { stub adduser "$@"; }
systemctl() { stub systemctl "$@"; }
certbot() { stub certbot "$@"; }
nginx() { stub nginx "$@"; }
sudo() {
  if [ "$1" = "-u" ]; then shift 2; fi
  if [ "$1" = "install" ]; then
    shift; local args=()
    while [ $# -gt 0 ]; do case "$1" in -o|-g) shift 2 ;; *) args+=("$1"); shift ;; esac; done
    command install "\${args[@]}"; return
  fi
  "$@"
}
`

const started = Date.now()
/** A step's title, with the seconds since the start (its time under load is read in npm test's lane log). */
const step = (text: string) => console.log(`\n▶ [${Math.round((Date.now() - started) / 1000)} s] ${text}`)
const fail = (message: string): never => {
  throw new Error(message)
}

/** A call to the editor's API through nginx, as the editor's page makes it (signed in once). */
let cookie = ""
const call = async (body: object) => {
  cookie ||= await sessionFor({
    url: `https://127.0.0.1:${sandbox.ports.tls}`,
    origin: "https://edition.sylvene-audit.example",
    ...editor,
  })
  return new Promise<void>((resolve, reject) => {
    const sent = request(
      `https://127.0.0.1:${sandbox.ports.tls}/api/v1`,
      {
        method: "POST",
        rejectUnauthorized: false,
        headers: {
          Cookie: cookie,
          Origin: "https://edition.sylvene-audit.example",
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
        },
      },
      response => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () =>
          response.statusCode === 200
            ? resolve()
            : reject(
                new Error(
                  `l’éditeur a répondu ${response.statusCode} à ${JSON.stringify(body).slice(0, 50)}… : ${text}`,
                ),
              ),
        )
      },
    )
    sent.on("error", reject)
    sent.end(JSON.stringify(body))
  })
}

const pageText = (url: string) =>
  fetch(url, { cache: "no-store" }).then(
    response => response.text(),
    () => "",
  )

function stopAll() {
  for (const name of existsSync(tests) ? readdirSync(tests).filter(file => file.endsWith(".pid")) : []) {
    try {
      process.kill(-Number(readFileSync(path.join(tests, name), "utf8")), "SIGTERM")
    } catch {
      // already gone (the site's nginx removes its pid file), or not a group (the site's nginx pid is its
      // master, stopped with its group)
    }
  }
}

async function main() {
  execFileSync("bash", [path.join(__dirname, "ensure-tools.sh")], { stdio: "inherit" })
  execFileSync("bash", ["scripts/ensure-nginx.sh"], { cwd: projectRoot, stdio: "inherit" })
  step(`Dossier jetable ${sandbox.root}, dépôt d’origine : l’historique du projet`)
  // A server left by another run would answer in this one's place. Not stopped from here: an earlier run's
  // pid files may name processes that are no longer its own.
  for (const [name, port] of Object.entries(sandbox.ports))
    if (!(await waitUntil(async () => !(await listening(port)), { timeoutMs: 10_000 })))
      fail(`le port ${port} (${name}) est déjà utilisé : arrêtez ce qui l’occupe ou changez EDITEUR_TEST_*PORT`)
  rmSync(sandbox.root, { recursive: true, force: true })
  mkdirSync(tests, { recursive: true, mode: 0o755 })
  // What a Debian server with nginx and systemd already has.
  for (const dir of ["etc/systemd/system", "etc/nginx/sites-available", "etc/nginx/sites-enabled", "var/www"])
    mkdirSync(path.join(sandbox.root, dir), { recursive: true })
  execFileSync("git", ["init", "--quiet", "--bare", "--initial-branch=main", origin])
  execFileSync("git", ["push", "--quiet", origin, "HEAD:refs/heads/main"], { cwd: projectRoot })

  const blocks = taggedBlocks(readFileSync(path.join(projectRoot, "deploy/README.md"), "utf8"), "test-installation")
  if (blocks.length < 4) fail(`deploy/README.md : 4 blocs « test-installation » attendus, trouvés : ${blocks.length}`)
  for (const [index, block] of blocks.entries()) {
    step(`deploy/README.md, bloc ${index + 1}/${blocks.length} :\n${block}`)
    try {
      execFileSync("bash", ["-c", prelude + onSandbox(block, sandbox, origin)], {
        cwd: projectRoot,
        env,
        input: `${editor.password}\n${editor.password}\n`,
        stdio: ["pipe", "inherit", "inherit"],
      })
    } catch (error) {
      fail(
        `deploy/README.md, bloc ${index + 1} : échec (code ${(error as { status?: number }).status}, voir ci-dessus)`,
      )
    }
    if (index === 0) {
      // The editor's production install: its own packages, no test tool.
      const installed = (name: string) => existsSync(path.join(clone, "node_modules", name))
      for (const tool of ["@playwright/test", "playwright", "lighthouse", "vnu-jar"])
        if (installed(tool)) fail(`l’installation de l’éditeur a installé ${tool}`)
      if (!installed("decap-server")) fail("l’installation de l’éditeur n’a pas installé decap-server")
      console.log("Installation de l’éditeur : ni Playwright, ni Lighthouse, ni vnu-jar.")
    }
  }

  // Nothing was online: the service, started with self-publishing by the last block, builds and publishes the
  // first release in its build clone (editor/service/publisher.ts); the site's nginx needs its csp.conf.
  step("La première release, construite et publiée par le service à son démarrage")
  const serviceLog = path.join(tests, "sylvene-editeur.service.log")
  if (!(await waitUntil(() => existsSync(path.join(releases, "current")), { timeoutMs: 900_000, intervalMs: 2000 })))
    fail(`aucune release en ligne 15 min après le démarrage du service (journal : ${serviceLog})`)
  if (!readFileSync(serviceLog, "utf8").includes(FIRST_RELEASE))
    fail(`la première release n’a pas été construite par le service (journal : ${serviceLog})`)

  step("Le site publié servi par nginx (deploy/nginx/site.conf), rechargé avec celui de l’éditeur")
  const sitePid = path.join(projectRoot, ".e2e", `nginx-${sandbox.ports.site}`, "nginx.pid")
  rmSync(sitePid, { force: true })
  const site = spawn("bash", ["scripts/serve-nginx.sh", String(sandbox.ports.site)], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...env, SITE_ROOT: path.join(releases, "current"), CSP_CONF: path.join(releases, "csp.conf") },
  })
  writeFileSync(path.join(tests, "site.pid"), String(site.pid))
  symlinkSync(sitePid, path.join(tests, "nginx-site.pid"))
  const siteUrl = `http://127.0.0.1:${sandbox.ports.site}/`
  if (!(await waitUntil(async () => (await pageText(siteUrl)) !== "", { timeoutMs: 60_000 })))
    fail("le site publié ne répond pas")

  step("Une modification publiée par l’éditeur, en ligne sur le site")
  const content = JSON.parse(
    execFileSync("git", ["-C", clone, "show", "main:data/fondateurs.json"], { encoding: "utf8" }),
  ) as Content<"fondateurs.json">
  const name = "Léonie Verdaguer"
  content.items[0].name = name
  const trigger = path.join(releases, "recharger-nginx")
  const triggered = statSync(trigger).mtimeMs
  const entry = { collection: "contenu", slug: "fondateurs" }
  const ready = () =>
    call({
      action: "entriesByFiles",
      params: { branch: "main", files: [{ path: "data/fondateurs.json", label: "fondateurs.json" }] },
    })
  if (
    !(await waitUntil(
      () =>
        ready().then(
          () => true,
          () => false,
        ),
      { timeoutMs: 60_000 },
    ))
  )
    fail("l’éditeur ne répond pas derrière nginx")
  await call({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "fondateurs", path: "data/fondateurs.json", raw: `${JSON.stringify(content, null, 2)}\n` }],
      assets: [],
      options: {
        collectionName: "contenu",
        commitMessage: "Installation : un fondateur renommé",
        useWorkflow: true,
        status: "draft",
      },
    },
  })
  await call({
    action: "updateUnpublishedEntryStatus",
    params: { branch: "main", ...entry, newStatus: "pending_publish" },
  })
  await call({ action: "publishUnpublishedEntry", params: { branch: "main", ...entry } })
  const online = await waitUntil(async () => (await pageText(siteUrl)).includes(name), {
    timeoutMs: 900_000,
    intervalMs: 2000,
  })
  if (!online) fail(`« ${name} » n’est pas en ligne après 15 min (journal : ${serviceLog})`)
  if (statSync(trigger).mtimeMs === triggered)
    fail("la publication n’a pas demandé le rechargement de nginx (recharger-nginx)")
  const reloads = readFileSync(path.join(tests, "sylvene-editeur-reload.path.log"), "utf8")
  if (!reloads.includes("systemctl reload nginx")) fail("l’unité de chemin n’a pas rechargé nginx")
  console.log(`\n✓ Installation de deploy/README.md jouée ; « ${name} » publié par l’éditeur est en ligne.`)
}

// Stopped from outside (Ctrl-C, or npm test ending this lane after another one failed): nothing left running.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopAll()
    process.exit(1)
  })

void main()
  .then(
    () => 0,
    (error: Error) => {
      console.error(`\n✗ ${error.message}`)
      return 1
    },
  )
  .then(code => {
    stopAll()
    if (!process.env.INSTALL_KEEP) rmSync(sandbox.root, { recursive: true, force: true })
    process.exit(code)
  })
