/** @jest-environment node */
// The hosted editor's service (editor/service/server.ts) with real git and decap-server: a
// publication that origin refuses, or an origin out of reach, keeps the commit, tells the editor in
// French, and is sent again once origin takes it; a stop waits for the sending under way, and a start sends
// what a killed service left unsent.
import { chmodSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { git, photoUpload, serviceOn, serviceRepos, sessionOf, until } from "../helpers/service-repos"

const ORIGIN = "https://edition.sylvene-audit.example"
const dir = mkdtempSync(path.join(os.tmpdir(), "envoi-"))
let origin: string
let clone: string
const accounts = path.join(dir, "comptes.json")
let base: string
let stop: () => Promise<void>

const headers = {
  get Cookie() {
    return sessionOf("claire")
  },
  Origin: ORIGIN,
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/json",
}
const state = async () =>
  (await (await fetch(`${base}/api/etat`, { headers })).json()) as { state: string; message: string }
/** Decap's own request for an upload (decap-cms-backend-proxy): a commit on main, then a push. */
const upload = (name: string) =>
  fetch(`${base}/api/v1`, {
    method: "POST",
    headers,
    body: JSON.stringify(photoUpload(name)),
  })

beforeAll(async () => {
  ;({ origin, clone } = serviceRepos(dir))
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
  ;({ base, stop } = await serviceOn(dir, clone, accounts, ORIGIN, { retrySeconds: 1 }))
}, 60_000)
afterAll(async () => {
  await stop?.()
  rmSync(dir, { recursive: true, force: true })
})

test("origin refuses the push: the commit is kept, the editor is told, and it is sent again once origin accepts", async () => {
  const hook = path.join(origin, "hooks", "pre-receive")
  writeFileSync(hook, "#!/bin/sh\necho refusé >&2\nexit 1\n")
  chmodSync(hook, 0o755)
  const before = git(origin, "rev-parse", "main")

  expect((await upload("refusee.jpg")).status).toBe(200)
  const saved = git(clone, "rev-parse", "main")
  expect(saved).not.toBe(before)
  expect(git(clone, "log", "-1", "--format=%s", "main")).toContain("refusee.jpg")
  expect(git(origin, "rev-parse", "main")).toBe(before)
  // The push follows the answer to the save: the banner is read until it tells.
  await until(async () => (await state()).state === "envoi en attente")
  const waiting = await state()
  expect(waiting.state).toBe("envoi en attente")
  expect(waiting.message).toMatch(/ne l’a pas acceptée \(1 modification\(s\) en attente\).*rien n’est perdu/)

  rmSync(hook)
  await until(() => git(origin, "rev-parse", "main") === saved)
  expect(git(origin, "rev-parse", "main")).toBe(saved)
  await until(async () => (await state()).state === "à jour")
  expect((await state()).state).toBe("à jour")
}, 120_000)

test("origin out of reach: the save is committed in the clone, the editor is told, and it is sent once origin is back", async () => {
  const before = git(origin, "rev-parse", "main")
  // No such repository any more: `git fetch` and `git push` fail at once, as with a host that is down.
  const away = `${origin}.ailleurs`
  renameSync(origin, away)
  try {
    expect((await upload("hors-ligne.jpg")).status).toBe(200)
    const saved = git(clone, "rev-parse", "main")
    expect(saved).not.toBe(before)
    expect(git(clone, "log", "-1", "--format=%s", "main")).toContain("hors-ligne.jpg")
    expect(git(clone, "status", "--porcelain")).toBe("")
    await until(async () => (await state()).state === "envoi en attente")
    const waiting = await state()
    expect(waiting.state).toBe("envoi en attente")
    expect(waiting.message).toMatch(/ne répond pas \(1 modification\(s\) en attente\).*rien n’est perdu/)
  } finally {
    renameSync(away, origin)
  }
  const saved = git(clone, "rev-parse", "main")
  await until(() => git(origin, "rev-parse", "main") === saved)
  expect(git(origin, "rev-parse", "main")).toBe(saved)
  await until(async () => (await state()).state === "à jour")
  expect((await state()).state).toBe("à jour")
}, 120_000)

// Last: it stops the service. The push follows the answer to the save; a stop (SIGTERM, editor/service/main.ts)
// that came just then ended the process before it, and the publication sat unsent until the next one.
test("a stop just after a save waits for it to reach origin", async () => {
  const before = git(origin, "rev-parse", "main")
  expect((await upload("avant-arret.jpg")).status).toBe(200)
  const saved = git(clone, "rev-parse", "main")
  expect(saved).not.toBe(before)
  await stop()
  expect(git(origin, "rev-parse", "main")).toBe(saved)
}, 60_000)

// After the stop above. A service killed between a publication's commit and its push (kill -9, a power cut) left
// it in the clone, unsent until the next publication: the next start sends it.
test("a publication committed but never sent is sent when the service starts again", async () => {
  git(
    clone,
    "-c",
    "user.name=Claire Dumontel",
    "-c",
    "user.email=claire@sylvene-audit.example",
    "commit",
    "--quiet",
    "--allow-empty",
    "-m",
    "Publication jamais envoyée",
  )
  const unsent = git(clone, "rev-parse", "main")
  expect(git(origin, "rev-parse", "main")).not.toBe(unsent)
  ;({ base, stop } = await serviceOn(dir, clone, accounts, ORIGIN, { retrySeconds: 1 }))
  await until(() => git(origin, "rev-parse", "main") === unsent)
  expect(git(origin, "rev-parse", "main")).toBe(unsent)
  await until(async () => (await state()).state === "à jour")
  expect((await state()).state).toBe("à jour")
}, 60_000)
