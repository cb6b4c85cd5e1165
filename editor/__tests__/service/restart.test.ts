/** @jest-environment node */
// What each editor read survives a restart of the service (issue 37, point 2): two editors open
// the same entry, the service restarts, the first saves, the second's save of the version read
// before is refused (409), and the first one's change stays in the draft.
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { EDITORS, editorCalls, ORIGIN, PASSWORD, type Subtitled } from "../helpers/editor-calls"
import { git, serviceOn, serviceRepos } from "../helpers/service-repos"

const dir = mkdtempSync(path.join(os.tmpdir(), "redemarrage-"))
let clone: string
let accounts: string
let server: Server | undefined
let base = ""
const editor = editorCalls(() => base)
const start = async () => ({ server, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false }))
const stop = () =>
  new Promise(resolve => {
    server?.close(resolve)
    server?.closeAllConnections()
  })

beforeAll(async () => {
  ;({ clone } = serviceRepos(dir))
  accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
}, 60_000)
afterAll(async () => {
  await stop()
  rmSync(dir, { recursive: true, force: true })
})

test("two editors read, the service restarts, A saves, B's stale save is refused and A's text kept", async () => {
  const file = "mentions-legales.json"
  await start()
  const read = await editor.getEntry("claire", file)
  expect(read.status).toBe(200)
  expect((await editor.getEntry("etienne", file)).status).toBe(200)
  await stop()
  await start()

  const content = JSON.parse(git(clone, "show", `main:data/${file}`)) as Subtitled
  content.header.subtitle = "Le texte de Claire"
  expect((await editor.saveDraft("claire", file, content)).status).toBe(200)
  content.header.subtitle = "Le texte d’Étienne"
  const stale = await editor.saveDraft("etienne", file, content)
  expect(stale.status).toBe(409)
  expect(stale.body.error).toMatch(/^Un autre éditeur a enregistré cette page pendant que vous la modifiiez/)
  expect(git(clone, "show", `cms/contenu/mentions-legales:data/${file}`)).toContain("Le texte de Claire")
}, 60_000)
