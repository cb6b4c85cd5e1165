/**
 * @jest-environment node
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from "node:fs"
import { spawn } from "node:child_process"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  hostFor,
  inspectBuild,
  localHost,
  mergePolicies,
  pageReferences,
  parseArguments,
  publish,
  rollback,
  type Host,
} from "./releases"

jest.setTimeout(30_000)

let work: string
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "releases-"))
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

const hex = (seed: string) => seed.repeat(20).slice(0, 20)

/** A small build shaped like Gatsby's: a page, its chunk mapping, a hashed script, a static image. */
function fakeBuild(name: string, version: string, options: { skip?: string[] } = {}) {
  const dir = path.join(work, name)
  const app = `app-${hex(version)}.js`
  const chunk = `component---src-pages-index-tsx-${hex(`${version}c`)}.js`
  const image = `static/${hex(`${version}i`)}/photo.png`
  const mapping = JSON.stringify(JSON.stringify({ app: [`/${app}`], "component---src-pages-index-tsx": [`/${chunk}`] }))
  const files: Record<string, string> = {
    "index.html": `<html><head><link rel="preload" href="/page-data/app-data.json"><script>window.___chunkMapping=${mapping};</script></head><body><a href="/mentions-legales">ML</a><img src="/${image}" srcset="/${image} 1x, /${image} 2x"><a href="https://example.org/">ext</a><script src="/${app}" async></script></body></html>`,
    "mentions-legales/index.html": `<html><body><a href="/">Accueil</a><script src="/${app}"></script></body></html>`,
    "404.html": `<html><body>Page introuvable ${version}</body></html>`,
    "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: `${version}`.repeat(20).slice(0, 20) }),
    _headers: `/*\n  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-${version}'; frame-ancestors 'none'\n`,
    [app]: `/* app ${version} */`,
    [chunk]: `/* page ${version} */`,
    [image]: `png ${version}`,
  }
  for (const [file, content] of Object.entries(files)) {
    if (options.skip?.includes(file)) continue
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return { dir, app, chunk, image }
}

const quiet = { log: () => {} }
const site = () => path.join(work, "site")
const current = () => readlinkSync(path.join(site(), "current"))
const releases = () =>
  readdirSync(path.join(site(), "releases"))
    .filter(name => !name.endsWith(".json"))
    .sort()
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 5, 0, seconds))

describe("inspectBuild", () => {
  it("refuses a build without 404.html, naming the file, and writes nothing", async () => {
    const { dir } = fakeBuild("b", "a", { skip: ["404.html"] })
    await expect(publish(site(), { from: dir, ...quiet })).rejects.toThrow(
      /Build incomplet.*\n.*b\/404\.html : fichier absent du build/,
    )
    expect(existsSync(site())).toBe(false)
  })

  it("refuses a page that references a file missing from the build", async () => {
    const { dir, chunk } = fakeBuild("b", "a", { skip: [] })
    rmSync(path.join(dir, chunk))
    await expect(inspectBuild(dir)).rejects.toThrow(`b/index.html : référence /${chunk}, absent du build`)
    rmSync(path.join(dir, "mentions-legales"), { recursive: true })
    await expect(inspectBuild(dir)).rejects.toThrow("b/index.html : référence /mentions-legales, absent du build")
  })

  it("reads the chunk mapping, srcset and links, but not other hosts", () => {
    const { dir } = fakeBuild("b", "a")
    const references = pageReferences(readFileSync(path.join(dir, "index.html"), "utf8"), "/")
    expect(references).toEqual(
      expect.arrayContaining(["/page-data/app-data.json", "/mentions-legales", `/app-${hex("a")}.js`]),
    )
    expect(references.some(reference => reference.includes("component---src-pages-index-tsx"))).toBe(true)
    expect(references.some(reference => reference.includes("example.org"))).toBe(false)
  })

  it("reads the scripts Gatsby's `<script src>` tags load", () => {
    const page = `<body><p>x</p><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script></body>`
    expect(pageReferences(page, "/")).toEqual(["/app-2.js", "/webpack-runtime-1.js"])
  })
})

describe("publish", () => {
  it("publishes a release, points current at it and writes nginx's policy", async () => {
    const { dir, app } = fakeBuild("v1", "a")
    const outcome = await publish(site(), { from: dir, now: at(1), ...quiet })
    expect(current()).toBe(`releases/${outcome.current}`)
    expect(readFileSync(path.join(site(), "current", app), "utf8")).toBe("/* app a */")
    expect(readFileSync(path.join(site(), "csp.conf"), "utf8")).toContain("'sha256-a'")
    expect(outcome.message).toMatch(/^Publié : .*releases\/.* \(build aaaa/)
  })

  it("carries the previous release's hashed files into the next one, and widens the policy to both", async () => {
    const v1 = fakeBuild("v1", "a")
    const v2 = fakeBuild("v2", "b")
    await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const second = await publish(site(), { from: v2.dir, now: at(2), ...quiet })
    expect(second.carried).toBe(3)
    for (const file of [v1.app, v1.chunk, v1.image, v2.app])
      expect(existsSync(path.join(site(), "current", file))).toBe(true)
    // Content that is not hashed comes from the new build only.
    expect(readFileSync(path.join(site(), "current", "404.html"), "utf8")).toContain("introuvable b")
    const csp = readFileSync(path.join(site(), "csp.conf"), "utf8")
    expect(csp).toContain("'sha256-a'")
    expect(csp).toContain("'sha256-b'")
  })

  it("is idempotent: the live build published again changes nothing", async () => {
    const { dir } = fakeBuild("v1", "a")
    const first = await publish(site(), { from: dir, now: at(1), ...quiet })
    const again = await publish(site(), { from: dir, now: at(2), ...quiet })
    expect(again.changed).toBe(false)
    expect(again.message).toContain("Déjà en ligne")
    expect(releases()).toEqual([first.current])
  })

  it("keeps the configured number of releases, the live one always", async () => {
    const ids: string[] = []
    for (const [index, version] of ["a", "b", "c", "d", "e", "f", "7"].entries()) {
      ids.push(
        (await publish(site(), { from: fakeBuild(`v${index}`, version).dir, now: at(index), keep: 3, ...quiet }))
          .current,
      )
    }
    expect(releases()).toEqual(ids.slice(-3))
    expect(current()).toBe(`releases/${ids[6]}`)
    // Files carried from releases that are gone are not carried any further.
    expect(existsSync(path.join(site(), "current", `app-${hex("a")}.js`))).toBe(false)
    expect(existsSync(path.join(site(), "current", `app-${hex("e")}.js`))).toBe(true)
  })

  const steps = [
    "copie du build",
    "report des fichiers hachés",
    "manifeste",
    "mise en place de la release",
    "politique de contenu (csp.conf)",
    "rechargement du serveur",
    "bascule de current",
  ]

  it.each(steps)("leaves current, the releases and nothing half-written behind when « %s » fails", async step => {
    const v1 = fakeBuild("v1", "a")
    const first = await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const real = localHost(site())
    const seen: string[] = []
    const failing: Host = {
      where: real.where,
      run: (name, script, input) => {
        seen.push(name)
        return name === step ? Promise.reject(new Error("disque plein (simulé)")) : real.run(name, script, input)
      },
    }
    const v2 = fakeBuild("v2", "b")
    await expect(
      publish(site(), { from: v2.dir, now: at(2), host: failing, reload: "true", ...quiet }),
    ).rejects.toThrow(`Publication annulée, current pointe toujours sur releases/${first.current}.`)
    expect(seen).toContain(step)
    expect(current()).toBe(`releases/${first.current}`)
    expect(readdirSync(path.join(site(), "releases")).sort()).toEqual([first.current, `${first.current}.json`])
    expect(readFileSync(path.join(site(), "current", "404.html"), "utf8")).toContain("introuvable a")
    // The next attempt succeeds as if nothing had happened.
    const retry = await publish(site(), { from: v2.dir, now: at(3), reload: "true", ...quiet })
    expect(current()).toBe(`releases/${retry.current}`)
  })

  it("reloads the server with the widened policy before current moves", async () => {
    const v1 = fakeBuild("v1", "a")
    await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const before = current()
    const probe = path.join(work, "probe")
    const v2 = fakeBuild("v2", "b")
    await publish(site(), {
      from: v2.dir,
      now: at(2),
      reload: `{ readlink current; grep add_header csp.conf; } >${probe}`,
      ...quiet,
    })
    const [linkAtReload, policyAtReload] = readFileSync(probe, "utf8").split("\n")
    expect(linkAtReload).toBe(before)
    expect(policyAtReload).toContain("'sha256-b'")
  })

  it("with nginx's pid file, moves current only once the workers of the old configuration have exited", async () => {
    const v1 = fakeBuild("v1", "a")
    await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const before = current()
    // A stand-in for nginx's master: on SIGHUP it starts new workers at once, and its old workers serve
    // on for 0.7 s before they exit, the last thing they see being where current points.
    const probe = path.join(work, "probe")
    const pidFile = path.join(work, "nginx.pid")
    writeFileSync(
      path.join(work, "master.sh"),
      `echo $$ >${pidFile}
workers() { W=""; for n in 1 2; do sleep 600 & W="$W $!"; done; }
reload() { old="$W"; workers; ( sleep 0.7; readlink ${site()}/current >${probe}; kill $old ) & }
trap reload HUP
workers
while :; do sleep 0.05; done
`,
    )
    const master = spawn("bash", [path.join(work, "master.sh")], { detached: true, stdio: "ignore" })
    try {
      while (!existsSync(pidFile)) await new Promise(resolve => setTimeout(resolve, 20))
      await publish(site(), {
        from: fakeBuild("v2", "b").dir,
        now: at(2),
        reload: `kill -HUP "$(cat ${pidFile})"`,
        nginxPid: pidFile,
        ...quiet,
      })
      expect(readFileSync(probe, "utf8").trim()).toBe(before)
      expect(current()).not.toBe(before)
    } finally {
      process.kill(-master.pid!, "SIGKILL")
    }
  })

  it("gives up, current untouched, when a worker of the old configuration never exits", async () => {
    const v1 = fakeBuild("v1", "a")
    await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const before = current()
    const pidFile = path.join(work, "nginx.pid")
    // A master whose worker ignores the reload.
    writeFileSync(
      path.join(work, "master.sh"),
      `echo $$ >${pidFile}\nsleep 600 &\ntrap : HUP\nwhile :; do sleep 0.05; done\n`,
    )
    const master = spawn("bash", [path.join(work, "master.sh")], { detached: true, stdio: "ignore" })
    try {
      while (!existsSync(pidFile)) await new Promise(resolve => setTimeout(resolve, 20))
      await expect(
        publish(site(), {
          from: fakeBuild("v2", "b").dir,
          now: at(2),
          reload: `kill -HUP "$(cat ${pidFile})"`,
          nginxPid: pidFile,
          settleTimeoutMs: 500,
          ...quiet,
        }),
      ).rejects.toThrow(
        /Publication annulée, current pointe toujours sur .*\n[^]*ancienne configuration .* tournent encore après 0.5 s/,
      )
      expect(current()).toBe(before)
    } finally {
      process.kill(-master.pid!, "SIGKILL")
    }
  })

  it("reaches a server through ssh (PUBLISH_SSH), with the same steps", async () => {
    // Stands in for ssh: drops the host name and runs the command here, as sshd would there.
    const shim = path.join(work, "fake-ssh")
    writeFileSync(
      shim,
      `#!/bin/sh\nwhile [ "$1" = -o ]; do shift 2; done\necho "$1" >>"${work}/hosts"\nshift\nexec sh -c "$*"\n`,
    )
    chmodSync(shim, 0o755)
    const previous = process.env.PUBLISH_SSH
    process.env.PUBLISH_SSH = `${shim} -o BatchMode=yes`
    try {
      const remote = hostFor(`deploy@serveur:${site()}`)
      const outcome = await publish(`deploy@serveur:${site()}`, {
        from: fakeBuild("v1", "a").dir,
        host: remote,
        ...quiet,
      })
      expect(outcome.message).toContain(`deploy@serveur:${site()}/current`)
      expect(current()).toBe(`releases/${outcome.current}`)
      expect(readFileSync(path.join(work, "hosts"), "utf8")).toMatch(/^(deploy@serveur\n)+$/)
    } finally {
      if (previous === undefined) delete process.env.PUBLISH_SSH
      else process.env.PUBLISH_SSH = previous
    }
  })
})

describe("rollback", () => {
  it("goes back to the previous release in one step, and again changes nothing", async () => {
    const first = await publish(site(), { from: fakeBuild("v1", "a").dir, now: at(1), ...quiet })
    const second = await publish(site(), { from: fakeBuild("v2", "b").dir, now: at(2), ...quiet })
    const back = await rollback(site(), quiet)
    expect(back.changed).toBe(true)
    expect(current()).toBe(`releases/${first.current}`)
    expect(back.message).toContain(`au lieu de ${second.current}`)
    const again = await rollback(site(), quiet)
    expect(again.changed).toBe(false)
    expect(current()).toBe(`releases/${first.current}`)
    // Publishing again after a rollback is a new release, newest of all.
    const third = await publish(site(), { from: fakeBuild("v3", "c").dir, now: at(3), ...quiet })
    expect(current()).toBe(`releases/${third.current}`)
  })

  it("says there is nothing to roll back to", async () => {
    await expect(rollback(site(), quiet)).rejects.toThrow("Rien à annuler")
    await publish(site(), { from: fakeBuild("v1", "a").dir, ...quiet })
    await expect(rollback(site(), quiet)).rejects.toThrow(/Rien à annuler : .* ne garde aucune release avant/)
  })
})

describe("mergePolicies and arguments", () => {
  it("widens each directive of the base with the other policies' sources, never 'none'", () => {
    expect(
      mergePolicies("default-src 'none'; script-src 'self' 'sha256-a'", [
        "default-src 'none'; script-src 'self' 'sha256-b'; img-src *",
      ]),
    ).toBe("default-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'")
  })

  it("reads options and their environment variables", () => {
    expect(
      parseArguments(["publish", "srv:/var/www", "--keep", "3", "--reload=sudo systemctl reload nginx"], {}),
    ).toEqual({
      command: "publish",
      target: "srv:/var/www",
      options: {
        from: undefined,
        keep: 3,
        reload: "sudo systemctl reload nginx",
        nginxPid: undefined,
        checkUrl: undefined,
      },
    })
    expect(parseArguments(["publish", "/srv"], { PUBLISH_NGINX_PID: "/run/nginx.pid" }).options.nginxPid).toBe(
      "/run/nginx.pid",
    )
    expect(parseArguments(["rollback", "/srv"], { PUBLISH_CHECK_URL: "https://x/" }).options.checkUrl).toBe(
      "https://x/",
    )
    expect(() => parseArguments(["publish"], {})).toThrow("Usage")
  })
})
