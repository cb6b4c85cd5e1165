/**
 * Playwright's web server for the hosted editor's specs (editor/playwright.hosted.config.ts): a bare
 * repository as origin, the service's clone of it, two accounts, a throwaway self-signed certificate,
 * then — supervised, restarted when killed, as systemd would — the service on loopback, nginx with TLS
 * in front of it (deploy/nginx/editeur-proxy.conf), and nginx serving the self-published releases.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import { publish } from "../../../releases/publish"
import { listening, waitUntil } from "../../../tooling/wait-until"
import { addAccount } from "../../service/accounts"
import { buildAdmin } from "../../service/build-admin"
import * as env from "./env"
import { projectRoot } from "../../../content-model/node/project-root"

const project = projectRoot
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, stdio: "pipe" }).toString().trim()
const children = new Set<ChildProcess>()
let stopping = false

/** Starts a command and starts it again when it dies (the service killed by a test comes back). */
function supervise(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; pidFile?: string } = {},
) {
  const start = () => {
    const child = spawn(command, args, { cwd: project, stdio: "inherit", env: { ...process.env, ...options.env } })
    children.add(child)
    if (options.pidFile) writeFileSync(options.pidFile, String(child.pid))
    child.on("error", error => {
      console.error(`✗ ${name} : ${error.message}`)
      stop()
    })
    child.on("exit", () => {
      children.delete(child)
      if (!stopping) {
        console.log(`${name} arrêté : redémarrage`)
        // Checked again when the delay is over: a SIGTERM to the whole process group (editor/e2e/hosted/stack.ts)
        // may reach a child before this process, whose restart would then outlive it.
        setTimeout(() => {
          if (!stopping) start()
        }, 500)
      }
    })
  }
  start()
}

async function main() {
  execFileSync("bash", ["scripts/ensure-nginx.sh"], { cwd: project, stdio: "inherit" })
  rmSync(env.root, { recursive: true, force: true })
  mkdirSync(env.root, { recursive: true })
  writeFileSync(path.join(env.root, "serve.pid"), String(process.pid))
  const started = Date.now()
  await buildAdmin(project, env.adminDir)
  console.log(`Page de l’éditeur construite en ${Math.round((Date.now() - started) / 1000)} s`)

  // origin: the project's committed history; the clone: the service's own working copy of it.
  git(env.root, "init", "--quiet", "--bare", "--initial-branch=main", env.originRepo)
  git(project, "push", "--quiet", env.originRepo, "HEAD:refs/heads/main")
  git(env.root, "clone", "--quiet", env.originRepo, env.cloneDir)
  symlinkSync(path.join(project, "node_modules"), path.join(env.cloneDir, "node_modules"), "dir")
  for (const editor of Object.values(env.editors))
    await addAccount(env.accountsFile, editor.login, editor.name, editor.email, editor.password)

  // A throwaway certificate for 127.0.0.1, made now: no key is ever kept in the repository.
  const tls = path.join(env.root, "tls")
  mkdirSync(tls)
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...[
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        `${tls}/cle.pem`,
        "-out",
        `${tls}/certificat.pem`,
      ],
    ],
    { stdio: "pipe" },
  )

  // Self-publishing: the current build is the first release. The service's build clone starts empty,
  // as on a new server: the project's .cache copied into another folder broke the static queries of
  // the HTML (« The result of this StaticQuery could not be fetched », docs/decisions/hosted-editor.md).
  if (!existsSync(path.join(project, "public", "index.html")))
    throw new Error("Pas de build du site à publier : lancez d’abord « npm run build » (npm test le fait avant).")
  await publish(env.releasesDir, { from: path.join(project, "public"), log: () => {} })

  // The editor's bundle on Node itself, as in production (editor/package.json, no tsx): the pid file
  // names the process a test kills.
  execFileSync("npm", ["run", "--silent", "--workspace", "editor", "build"], { cwd: project, stdio: "inherit" })
  supervise(
    "Service d’édition",
    process.execPath,
    [
      "editor/dist/service/main.js",
      ...["--depot", env.cloneDir, "--admin", env.adminDir, "--comptes", env.accountsFile],
      ...["--origine", env.ORIGIN, "--port", String(env.SERVICE_PORT), "--reessai", "2"],
      ...["--publier", env.releasesDir],
    ],
    { pidFile: path.join(env.root, "service.pid") },
  )

  const prefix = path.join(env.root, "nginx-editeur")
  mkdirSync(path.join(prefix, "temp"), { recursive: true })
  const proxy = readFileSync(path.join(project, "deploy/nginx/editeur-proxy.conf"), "utf8")
  if (!proxy.includes("http://127.0.0.1:9510;"))
    throw new Error("deploy/nginx/editeur-proxy.conf n’a plus « proxy_pass http://127.0.0.1:9510; »")
  writeFileSync(
    path.join(prefix, "editeur-proxy.conf"),
    proxy.replace("127.0.0.1:9510;", `127.0.0.1:${env.SERVICE_PORT};`),
  )
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `master_process off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    server {
        listen 127.0.0.1:${env.TLS_PORT} ssl;
        ssl_certificate ${tls}/certificat.pem;
        ssl_certificate_key ${tls}/cle.pem;
        ssl_protocols TLSv1.2 TLSv1.3;
        include ${prefix}/editeur-proxy.conf;
    }
}
`,
  )
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx"
  // nginx in front once the service listens: before, each of Playwright's polls was a « connect() failed »
  // line in the log, for as long as the service took to start.
  await waitUntil(() => listening(env.SERVICE_PORT), { timeoutMs: 120_000, intervalMs: 250 })
  supervise("nginx (éditeur)", nginx, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-e", "stderr", "-g", "daemon off;"])
  supervise("nginx (site)", "bash", ["scripts/serve-nginx.sh", String(env.SITE_PORT)], {
    env: { SITE_ROOT: path.join(env.releasesDir, "current"), CSP_CONF: path.join(env.releasesDir, "csp.conf") },
  })
}

function stop() {
  stopping = true
  for (const child of children) child.kill("SIGTERM")
  setTimeout(() => process.exit(0), 1000)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
main().catch((error: Error) => {
  console.error(`✗ ${error.message}`)
  stop()
})
