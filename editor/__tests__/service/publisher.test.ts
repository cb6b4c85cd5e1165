/** @jest-environment node */
// A publication that breaks the site's build does not hold back the others (issue 37, point 3):
// it is named in the banner and left out of the builds, the next publication of another file goes
// online, and the undo button undoes it first. The build here is a stand-in (a script that fails
// when a subtitle says CASSE, otherwise writes the subtitles as the « site »), so the publisher's
// logic is tested in seconds; the real build is the hosted Playwright specs'.
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { Publisher } from "../../service/publisher"
import type { StatusBoard } from "../../service/status"
import { EDITORS, editorCalls, ORIGIN, PASSWORD, type Subtitled, publishThrough } from "../helpers/editor-calls"
import { git, serviceOn, serviceRepos, until } from "../helpers/service-repos"
import { standInBuild } from "../helpers/stand-in-build"
import { withSubtitle } from "../helpers/versioned"
import { entryNames } from "../../service/entry-names"

const dir = mkdtempSync(path.join(os.tmpdir(), "publication-"))
const releases = path.join(dir, "site")
let clone: string
let server: Server
let status: StatusBoard
let base = ""
const editor = editorCalls(() => base)

const stand = standInBuild(dir, releases)
const online = stand.online
const original = (file: string) => (JSON.parse(git(clone, "show", `main:data/${file}`)) as Subtitled).header.subtitle

/** Publishes `file` with another subtitle (a versioned document under its next version, as the check requires). */
const publish = (file: string, subtitle: string) => publishThrough(editor, file, withSubtitle(clone, file, subtitle))

beforeAll(async () => {
  ;({ clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  const publisher = new Publisher(clone, path.join(dir, "construction"), releases, undefined, stand.commands)
  jest.spyOn(console, "log").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  ;({ server, status, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false, publisher }))
  publisher.attach(status)
}, 60_000)
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test("a breaking publication is named and left out, the next one goes online, the undo removes it first", async () => {
  const broken = "mentions-legales.json"
  const other = "accessibilite.json"
  const before = original(broken)
  await publish(broken, "CASSE")
  const named = () => status.get().facts.find(fact => fact.state === "échec d’une publication")?.message ?? ""
  await until(() => named() !== "" && status.get().facts.some(fact => fact.state === "en ligne"))
  expect(status.get().state).toBe("échec d’une publication")
  expect(named()).toMatch(/^Cette publication empêche la construction du site et est laissée de côté/)
  expect(named()).toContain("celle d’Étienne Valmont du ")
  expect(named()).toContain(`(${entryNames([`data/${broken}`])})`)
  expect(online()[broken]).toBe(before)

  await publish(other, "Nouveau sous-titre")
  await until(() => online()[other] === "Nouveau sous-titre")
  expect(online()).toMatchObject({ [other]: "Nouveau sous-titre", [broken]: before })
  expect(named()).toContain(`(${entryNames([`data/${broken}`])})`)

  // The last publication is the other file's: the undo button undoes the breaking one first.
  const undone = await editor.undo("claire")
  expect(undone.status).toBe(200)
  expect(undone.body.message).toMatch(/^Publication annulée : celle d’Étienne Valmont du .*\(«\u00a0[^»]+\u00a0»\)/)
  await until(() => named() === "" && status.get().state === "en ligne")
  expect(named()).toBe("")
  expect(status.get().state).toBe("en ligne")
  expect(online()).toMatchObject({ [other]: "Nouveau sous-titre", [broken]: before })
  expect(original(broken)).toBe(before)
}, 120_000)
