/**
 * What the installation test (run.ts) puts in place of root's tools, called by the documented
 * commands through the shell functions of run.ts: `adduser`, `systemctl`, `certbot` and `nginx`
 * act on the sandbox (sandbox.ts) — the units checked by systemd-analyze and their commands started
 * as systemd would, nginx's configuration checked by `nginx -t` and served on the test's ports, the
 * ACME challenge answered by the port-80 server before a throwaway certificate is made.
 *   npx tsx stubs.ts <outil> <arguments…>
 */
import { execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { projectRoot } from "../../../content-model/node/project-root"
import { sandboxFromEnv, onSandbox, testDir } from "./sandbox"
import { serviceCommand, unitSettings, verifyUnits, words } from "./units"

const sandbox = sandboxFromEnv()
const origin = process.env.INSTALL_ORIGIN ?? ""
const tests = testDir(sandbox)
const nginxDir = path.join(tests, "nginx")
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx"

const alive = (pidFile: string) => {
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, "utf8"))
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

/** Starts a long-running process in a group of its own, logged and remembered by name in .test/. */
function startDetached(name: string, command: string, args: string[], options: { cwd?: string; env?: object } = {}) {
  const log = openSync(path.join(tests, `${name}.log`), "a")
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ["ignore", log, log],
  })
  writeFileSync(path.join(tests, `${name}.pid`), String(child.pid))
  child.unref()
}

function stopDetached(name: string) {
  const pid = alive(path.join(tests, `${name}.pid`))
  if (pid) process.kill(-pid, "SIGTERM")
}

/** deploy/nginx's files as installed under the sandbox's /etc/nginx, on the test's ports and folders. */
function writeNginxConfig() {
  const etc = path.join(sandbox.root, "etc/nginx")
  const moved = (text: string, file: string) =>
    onSandbox(text, sandbox, origin)
      .replaceAll("127.0.0.1:9510;", `127.0.0.1:${sandbox.ports.service};`)
      .split("\n")
      .filter(line => !/^\s*listen \[::\]/.test(line))
      .map(line => {
        if (!/^\s*listen /.test(line)) return line
        if (/^\s*listen 443 ssl( http2)?;$/.test(line)) return `    listen 127.0.0.1:${sandbox.ports.tls} ssl;`
        if (/^\s*listen 80;$/.test(line)) return `    listen 127.0.0.1:${sandbox.ports.http};`
        throw new Error(`${file} : écoute inattendue pour le test : ${line.trim()}`)
      })
      .join("\n")
  for (const dir of ["sylvene-audit", "sites-enabled"]) {
    rmSync(path.join(nginxDir, dir), { recursive: true, force: true })
    mkdirSync(path.join(nginxDir, dir), { recursive: true })
    const from = path.join(etc, dir)
    for (const name of existsSync(from) ? readdirSync(from) : [])
      if (existsSync(path.join(from, name)))
        writeFileSync(path.join(nginxDir, dir, name), moved(readFileSync(path.join(from, name), "utf8"), name))
  }
  const temp = path.join(nginxDir, "temp")
  mkdirSync(temp, { recursive: true })
  writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    `master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${nginxDir}/master.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(name => `${name}_temp_path ${temp}/${name};`).join("\n    ")}
    include ${nginxDir}/sites-enabled/*;
}
`,
  )
}

const nginxArgs = () => ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-e", "stderr"]

function nginxTest() {
  writeNginxConfig()
  execFileSync(nginx, [...nginxArgs(), "-t", "-q"], { stdio: "inherit" })
}

/** `systemctl reload nginx`: the editor's nginx (started the first time, as Debian's already runs) and the site's. */
function nginxReload() {
  nginxTest()
  const pid = alive(path.join(tests, "nginx.pid"))
  if (pid) process.kill(pid, "SIGHUP")
  else startDetached("nginx", nginx, [...nginxArgs(), "-g", "daemon off;"])
  const site = alive(path.join(tests, "nginx-site.pid"))
  if (site) process.kill(site, "SIGHUP")
}

function startUnit(unit: string) {
  if (unit.endsWith(".path")) {
    startDetached(unit, path.join(projectRoot, "node_modules/.bin/tsx"), [__filename, "watch", unit])
    return
  }
  const { command, args, cwd, env } = serviceCommand(sandbox, unit, origin)
  startDetached(unit, command, args, { cwd, env })
}

function systemctl(args: string[]) {
  const [verb, ...rest] = args.filter(arg => arg !== "--now")
  const unit = (name: string) => (/\.(service|path)$/.test(name) ? name : `${name}.service`)
  if (verb === "daemon-reload") verifyUnits(sandbox)
  else if (verb === "reload" && rest[0] === "nginx") nginxReload()
  else if (verb === "enable" || verb === "start") startUnit(unit(rest[0]))
  else if (verb === "restart") {
    stopDetached(unit(rest[0]))
    startUnit(unit(rest[0]))
  } else throw new Error(`systemctl ${args.join(" ")} : non prévu par le test`)
}

/** A path unit: when its file changes, the commands of the unit it names, through these stand-ins. */
async function watch(unit: string) {
  const settings = unitSettings(sandbox, unit)
  const watched = onSandbox(settings.get("PathChanged")![0], sandbox, origin)
  const target = settings.get("Unit")?.[0] ?? unit.replace(/\.path$/, ".service")
  const mtime = () => (existsSync(watched) ? statSync(watched).mtimeMs : 0)
  for (let seen = mtime(); ; await new Promise(resolve => setTimeout(resolve, 100))) {
    if (mtime() === seen) continue
    seen = mtime()
    for (const line of unitSettings(sandbox, target).get("ExecStart") ?? []) {
      const [command, ...args] = words(line)
      console.log(`${target} : ${line}`)
      main(path.basename(command), args)
    }
  }
}

function certbot(args: string[]) {
  const { values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      webroot: { type: "boolean" },
      w: { type: "string" },
      d: { type: "string" },
      "deploy-hook": { type: "string" },
    },
  })
  if (!values.webroot || !values.w || !values.d) throw new Error("certbot : --webroot -w <dossier> -d <nom> attendus")
  // The challenge as Let's Encrypt would fetch it: http://<name>/.well-known/acme-challenge/<token>.
  const token = randomBytes(16).toString("hex")
  const challenge = path.join(values.w, ".well-known/acme-challenge")
  mkdirSync(challenge, { recursive: true })
  writeFileSync(path.join(challenge, token), token)
  const answer = execFileSync("curl", [
    ...["-sS", "--max-time", "10", "-H", `Host: ${values.d}`],
    `http://127.0.0.1:${sandbox.ports.http}/.well-known/acme-challenge/${token}`,
  ]).toString()
  rmSync(path.join(challenge, token))
  if (answer !== token) throw new Error(`certbot : le défi ACME de ${values.d} n’est pas servi (réponse : ${answer})`)
  const live = path.join(sandbox.root, "etc/letsencrypt/live", values.d)
  mkdirSync(live, { recursive: true })
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${values.d}`],
      ...["-keyout", path.join(live, "privkey.pem"), "-out", path.join(live, "fullchain.pem")],
    ],
    { stdio: "pipe" },
  )
}

function main(tool: string, args: string[]) {
  if (tool === "adduser") mkdirSync(args[args.indexOf("--home") + 1], { recursive: true, mode: 0o755 })
  else if (tool === "systemctl") systemctl(args)
  else if (tool === "certbot") certbot(args)
  else if (tool === "nginx" && args[0] === "-t") nginxTest()
  else throw new Error(`${tool} ${args.join(" ")} : non prévu par le test`)
}

const [tool, ...args] = process.argv.slice(2)
if (tool === "watch") void watch(args[0])
else
  try {
    main(tool, args)
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`)
    process.exit(1)
  }
