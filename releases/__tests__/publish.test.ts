/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { spawn } from "node:child_process"
import path from "node:path"
import { localHost, type Host } from "../host"
import { publish, rollback } from "../publish"
import { at, hex, quiet, releasesTestKit } from "../test-kit"
import { waitUntil } from "../../tooling/wait-until"

jest.setTimeout(30_000)

const { work, fakeBuild, site, current, releases } = releasesTestKit()

describe("publish", () => {
  it("publishes a release, points current at it and writes nginx's policy", async () => {
    const { dir, app } = fakeBuild("v1", "a")
    const outcome = await publish(site(), { from: dir, now: at(1), ...quiet })
    expect(current()).toBe(`releases/${outcome.current}`)
    expect(readFileSync(path.join(site(), "current", app), "utf8")).toBe("/* app a */")
    expect(readFileSync(path.join(site(), "csp.conf"), "utf8")).toContain("'sha256-a'")
    expect(outcome.message).toMatch(/^Publié : .*releases\/.* \(build [0-9a-f]{12}, 3 pages\)/)
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

  it("publishes a change of content alone: same scripts (same webpackCompilationHash), new pages", async () => {
    const { dir } = fakeBuild("v1", "a")
    const first = await publish(site(), { from: dir, now: at(1), ...quiet })
    // What a warm Gatsby cache builds after an editor's change: the scripts, and so their hash, unchanged.
    const page = path.join(dir, "mentions-legales", "index.html")
    writeFileSync(page, readFileSync(page, "utf8").replace("ML", "Mentions").replace("Accueil", "Retour à l’accueil"))
    const second = await publish(site(), { from: dir, now: at(2), ...quiet })
    expect(second.changed).toBe(true)
    expect(second.current).not.toBe(first.current)
    expect(readFileSync(path.join(site(), "current", "mentions-legales", "index.html"), "utf8")).toContain(
      "Retour à l’accueil",
    )
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
    const probe = path.join(work(), "probe")
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

  it("the first publication, nothing online: reloads if asked, waits for no server and no policy served", async () => {
    const probe = path.join(work(), "probe")
    // No nginx runs (no pid file) and nothing answers at the address: the site is enabled after this publication.
    const unreachable = {
      nginxPid: path.join(work(), "nginx.pid"),
      checkUrl: "http://127.0.0.1:9/",
      checkTimeoutMs: 500,
    }
    const first = await publish(site(), {
      from: fakeBuild("v1", "a").dir,
      now: at(1),
      reload: `grep add_header csp.conf >${probe}`,
      ...unreachable,
      ...quiet,
    })
    expect(current()).toBe(`releases/${first.current}`)
    expect(readFileSync(probe, "utf8")).toContain("'sha256-a'")
    // A release online: the next publication waits for them, and gives up, current untouched.
    await expect(
      publish(site(), { from: fakeBuild("v2", "b").dir, now: at(2), reload: "true", ...unreachable, ...quiet }),
    ).rejects.toThrow(/Publication annulée, current pointe toujours sur [^]*ne sert pas la nouvelle politique/)
    expect(current()).toBe(`releases/${first.current}`)
  })

  it("with nginx's pid file, moves current only once the workers of the old configuration have exited", async () => {
    const v1 = fakeBuild("v1", "a")
    await publish(site(), { from: v1.dir, now: at(1), ...quiet })
    const before = current()
    // A stand-in for nginx's master: on SIGHUP it starts new workers at once, and its old workers serve
    // on for 0.7 s before they exit, the last thing they see being where current points.
    const probe = path.join(work(), "probe")
    const pidFile = path.join(work(), "nginx.pid")
    writeFileSync(
      path.join(work(), "master.sh"),
      `echo $$ >${pidFile}
workers() { W=""; for n in 1 2; do sleep 600 & W="$W $!"; done; }
reload() { old="$W"; workers; ( sleep 0.7; readlink ${site()}/current >${probe}; kill $old ) & }
trap reload HUP
workers
while :; do sleep 0.05; done
`,
    )
    const master = spawn("bash", [path.join(work(), "master.sh")], { detached: true, stdio: "ignore" })
    try {
      await waitUntil(() => existsSync(pidFile), { intervalMs: 20 })
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
    const pidFile = path.join(work(), "nginx.pid")
    // A master whose worker ignores the reload.
    writeFileSync(
      path.join(work(), "master.sh"),
      `echo $$ >${pidFile}\nsleep 600 &\ntrap : HUP\nwhile :; do sleep 0.05; done\n`,
    )
    const master = spawn("bash", [path.join(work(), "master.sh")], { detached: true, stdio: "ignore" })
    try {
      await waitUntil(() => existsSync(pidFile), { intervalMs: 20 })
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
