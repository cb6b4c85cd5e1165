/** @jest-environment node */
// Document control at save time (issue 39, point 13): the save guard checks a copy of data/ outside
// git, compared with the clone's last commit (validateContent's historyDir), so a versioned document
// whose text changes without a new version and edition date is refused in French, naming the file and
// the field, with nothing committed; with them, it saves and publishes, and the publication's undo
// (a state git recorded for that version) is accepted.
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { CLEAN, cloneState, EDITORS, editorCalls, ORIGIN, PASSWORD, type Subtitled } from "../helpers/editor-calls"
import { git, serviceOn, serviceRepos } from "../helpers/service-repos"
import { nextVersion } from "../helpers/versioned"

type Versioned = Subtitled & { document: { version: string; edition: string } }

const dir = mkdtempSync(path.join(os.tmpdir(), "versions-"))
let clone: string
let server: Server
let base = ""
const editor = editorCalls(() => base)
const file = "politique-impartialite.json"
const onMain = () => JSON.parse(git(clone, "show", `main:data/${file}`)) as Versioned
const reworded = (content: Versioned) => ({
  ...content,
  header: { ...content.header, subtitle: `${content.header.subtitle} Texte révisé.` },
})
/** What git holds beside main: the drafts' branches and main's commit. */
const refs = () => git(clone, "for-each-ref", "--format=%(refname) %(objectname)")

beforeAll(async () => {
  ;({ clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  ;({ server, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false }))
  jest.spyOn(console, "log").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
}, 60_000)
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test("a versioned document's text changed under the same version and date: 422 in French, nothing committed", async () => {
  const published = onMain()
  const before = refs()
  const refused = await editor.saveDraft("claire", file, reworded(published))
  expect(refused.status).toBe(422)
  const message = refused.body.error ?? ""
  // In the editor's words: the form's labels, no file name nor key (the service's log keeps them).
  expect(message).toMatch(/^Enregistrement refusé, rien n’a été enregistré\u00a0:/)
  expect(message).toContain("\u00a0: Texte modifié sans nouvelle version.")
  expect(message).toContain("\u00a0: Texte modifié sans nouvelle date d’édition.")
  expect(message).not.toMatch(/\.json|document ›|« history »|✗/)
  expect(message).toContain(`la version ${published.document.version}`)
  expect(refs()).toBe(before)
  expect(cloneState(clone)).toEqual(CLEAN)

  // A new version alone is not enough: the edition date must change too.
  const versionOnly = nextVersion(reworded(published))
  versionOnly.document.edition = published.document.edition
  const stillRefused = await editor.saveDraft("claire", file, versionOnly)
  expect(stillRefused.status).toBe(422)
  expect(stillRefused.body.error).toContain("\u00a0: Texte modifié sans nouvelle date d’édition.")
  expect(stillRefused.body.error).not.toContain("Texte modifié sans nouvelle version")
  expect(refs()).toBe(before)
}, 60_000)

test("with a new version, edition date and history entry it saves and publishes; its undo is accepted", async () => {
  const published = onMain()
  const next = nextVersion(reworded(published))
  const saved = await editor.saveDraft("claire", file, next)
  expect(saved.body.error).toBeUndefined()
  expect(saved.status).toBe(200)
  expect((await editor.ready("claire", file)).status).toBe(200)
  expect((await editor.publish("etienne", file)).status).toBe(200)
  expect(onMain().document).toEqual(next.document)
  expect(onMain().header.subtitle).toBe(next.header.subtitle)

  // The undo restores the previous version's text under its own number: a state git recorded.
  const undone = await editor.undo("etienne")
  expect(undone.status).toBe(200)
  expect(onMain()).toEqual(published)
  expect(cloneState(clone)).toEqual(CLEAN)
}, 120_000)

test("a version number older than the last recorded one is refused, nothing committed", async () => {
  const published = onMain()
  // The editor reloads the entry (the published one was undone since her last save).
  expect((await editor.getEntry("claire", file)).status).toBe(200)
  const before = refs()
  const refused = await editor.saveDraft("claire", file, {
    ...reworded(published),
    document: { ...published.document, version: "01" },
  })
  expect(refused.status).toBe(422)
  expect(refused.body.error).toContain("\u00a0: Version antérieure à la dernière enregistrée.")
  expect(refused.body.error).not.toContain(file)
  expect(refs()).toBe(before)
}, 60_000)
