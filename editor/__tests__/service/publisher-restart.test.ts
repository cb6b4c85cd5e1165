/** @jest-environment node */
// A publication left out of the builds because it breaks them (./publisher.test.ts) stays left out
// after a restart of the service: the banner names it at once, the next publication of another file
// goes online without a failing build first, and the undo button still undoes it first. The build is
// the stand-in of ../helpers/stand-in-build.ts, which counts the builds.
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { Publisher } from "../../service/publisher"
import type { StatusBoard } from "../../service/status"
import { EDITORS, editorCalls, ORIGIN, PASSWORD, type Subtitled, publishThrough } from "../helpers/editor-calls"
import { withSubtitle } from "../helpers/versioned"
import { git, serviceOn, serviceRepos, until } from "../helpers/service-repos"
import { standInBuild } from "../helpers/stand-in-build"
import { entryNames } from "../../service/entry-names"

const dir = mkdtempSync(path.join(os.tmpdir(), "publication-redemarrage-"))
const releases = path.join(dir, "site")
const stand = standInBuild(dir, releases)
let clone: string
let accounts: string
let server: Server | undefined
let status: StatusBoard
let base = ""
const editor = editorCalls(() => base)
const start = async () => {
  const publisher = new Publisher(clone, path.join(dir, "construction"), releases, undefined, stand.commands)
  ;({ server, status, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false, publisher }))
  publisher.attach(status)
}
const stop = () =>
  new Promise(resolve => {
    server?.close(resolve)
    server?.closeAllConnections()
  })
const named = () => status.get().facts.find(fact => fact.state === "échec d’une publication")?.message ?? ""
const subtitleOf = (file: string) => (JSON.parse(git(clone, "show", `main:data/${file}`)) as Subtitled).header.subtitle

/** Publishes `file` with another subtitle (a versioned document under its next version, as the check requires). */
const publish = (file: string, subtitle: string) => publishThrough(editor, file, withSubtitle(clone, file, subtitle))

beforeAll(async () => {
  ;({ clone } = serviceRepos(dir))
  accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  jest.spyOn(console, "log").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
}, 60_000)
afterAll(async () => {
  await stop()
  rmSync(dir, { recursive: true, force: true })
})

test("a breaking publication left out, the service restarts: still named, left out without a failing build, undone first", async () => {
  const broken = "mentions-legales.json"
  const other = "accessibilite.json"
  const before = subtitleOf(broken)
  await start()
  await publish(broken, "CASSE")
  await until(() => named() !== "" && status.get().facts.some(fact => fact.state === "en ligne"))
  expect(stand.builds()).toEqual(["échec", "réussite"])
  const told = named()
  expect(told).toContain(`(${entryNames([`data/${broken}`])})`)

  await stop()
  await start()
  // Told at once, before any build, in the same words.
  expect(status.get().state).toBe("échec d’une publication")
  expect(named()).toBe(told)

  await publish(other, "Nouveau sous-titre")
  await until(() => stand.online()[other] === "Nouveau sous-titre")
  expect(stand.online()).toMatchObject({ [other]: "Nouveau sous-titre", [broken]: before })
  // One build after the restart, and it passed: the breaking publication was left out from the start.
  expect(stand.builds()).toEqual(["échec", "réussite", "réussite"])
  expect(named()).toBe(told)

  const undone = await editor.undo("claire")
  expect(undone.status).toBe(200)
  expect(undone.body.message).toMatch(/^Publication annulée : celle d’Étienne Valmont du .*\(«\u00a0[^»]+\u00a0»\)/)
  await until(() => named() === "" && stand.builds().length === 4 && status.get().state === "en ligne")
  expect(named()).toBe("")
  expect(stand.online()).toMatchObject({ [other]: "Nouveau sous-titre", [broken]: before })
  expect(subtitleOf(broken)).toBe(before)
}, 120_000)
