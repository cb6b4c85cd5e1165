/** @jest-environment node */
// What the screens follow (issue 47, points 5 and 6), with real git and decap-server: each answer about
// one entry gives its version; GET /api/entree/<entrée> tells an open form what changed since the
// version it loaded (a colleague's save, a status, a publication, an undo), in French; GET
// /api/brouillons gives each pending draft's authors, time and changed fields by their labels.
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import type { Schema } from "../../../content-model/schema-helpers"
import { VERSION_HEADER } from "../../admin/entry-version"
import { addAccount } from "../../service/accounts"
import type { StatusBoard } from "../../service/status"
import { EDITORS, ORIGIN, PASSWORD, editorCalls } from "../helpers/editor-calls"
import { git, serviceOn, serviceRepos, until } from "../helpers/service-repos"

const dir = mkdtempSync(path.join(os.tmpdir(), "etat-entree-"))
let origin: string
let clone: string
let server: Server
let status: StatusBoard
let base: string
const slug = "pied-de-page"
// Raw answers: the version is in a header, which the helpers' calls do not keep.
const { headers } = editorCalls(() => base)
const call = (login: string, body: object) =>
  fetch(`${base}/api/v1`, { method: "POST", headers: headers(login), body: JSON.stringify(body) })
const get = async <T>(login: string, address: string) => {
  const response = await fetch(`${base}${address}`, { headers: headers(login) })
  return { status: response.status, body: (await response.json()) as T }
}
const since = (version: string) =>
  get<{ version: string; change?: string }>("claire", `/api/entree/${slug}?depuis=${encodeURIComponent(version)}`)
const versionOf = (response: Response) => {
  expect(response.status).toBe(200)
  return response.headers.get(VERSION_HEADER) ?? ""
}
const workflow = (action: string, extra: object = {}) => ({
  action,
  params: { branch: "main", collection: "contenu", slug, ...extra },
})
const schema = contentFiles.find(({ file }) => file === `${slug}.json`)!.schema as Schema
const contactLabel = (key: "title" | "buttonText") =>
  labelOf(schema.properties!.contact.properties![key].description, key).label
const time = /à \d{1,2}\u00a0h\u00a0\d{2}$/
/**
 * Who wrote the draft's last commit. Under jest, decap-server's git runs with the process's own
 * environment, not the copy jest gives the test (where the service writes the editor's signature):
 * the draft's commits carry the machine's identity here. The hosted suite, with the real service,
 * checks the editor's name (editor/e2e/hosted/screens-follow.spec.ts, workflow.spec.ts).
 */
const draftAuthor = () => git(clone, "log", "-1", "--format=%an", `cms/contenu/${slug}`)

beforeAll(async () => {
  ;({ origin, clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  ;({ server, status, base } = await serviceOn(dir, clone, accounts, ORIGIN))
}, 60_000)
afterAll(async () => {
  const main = git(clone, "rev-parse", "main")
  await until(() => status.get().facts.some(fact => fact.state === "à jour" && fact.commit === main))
  expect(git(origin, "rev-parse", "main")).toBe(main)
  server?.close()
  rmSync(dir, { recursive: true, force: true })
}, 90_000)

test("an open form is told what changed since it loaded: a colleague's draft, its status, its publication, an undo; its own actions give it the new version", async () => {
  // Claire opens the footer: the answer gives its version, which nothing has changed since.
  const opened = versionOf(
    await call("claire", { action: "getEntry", params: { branch: "main", path: `data/${slug}.json` } }),
  )
  expect(opened).toMatch(/^[0-9a-f]{40} - -$/)
  expect((await since(opened)).body).toEqual({ version: opened })

  // Étienne saves a draft changing two fields.
  const content = JSON.parse(git(clone, "show", `main:data/${slug}.json`)) as { contact: Record<string, string> }
  content.contact.title = "Écrivez-nous"
  content.contact.buttonText = "Envoyer un courriel"
  const saved = versionOf(
    await call("etienne", {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug, path: `data/${slug}.json`, raw: JSON.stringify(content, null, 2) }],
        assets: [],
        options: { collectionName: "contenu", commitMessage: `Update “${slug}”`, useWorkflow: true, status: "draft" },
      },
    }),
  )
  const afterSave = await since(opened)
  expect(afterSave.body.version).toBe(saved)
  const author = draftAuthor()
  expect(afterSave.body.change).toMatch(new RegExp(`^enregistrée par ${author} ${time.source}`))

  // The review board: the draft's author, a time, the two fields by their labels.
  const board = await get<{ drafts: { entry: string; authors: string[]; date: string; fields: string[] }[] }>(
    "etienne",
    "/api/brouillons",
  )
  expect(board.body.drafts).toEqual([
    expect.objectContaining({
      entry: slug,
      authors: [author],
      fields: [contactLabel("title"), contactLabel("buttonText")],
    }),
  ])
  expect(Date.now() - Date.parse(board.body.drafts[0].date)).toBeLessThan(120_000)

  // Ready: the status alone changed.
  const ready = versionOf(
    await call("etienne", workflow("updateUnpublishedEntryStatus", { newStatus: "pending_publish" })),
  )
  expect((await since(saved)).body).toEqual({ version: ready, change: "son statut est maintenant «\u00a0Prêt\u00a0»" })

  // Published by Étienne: the form that showed the ready draft is told who published it, and when.
  const published = versionOf(await call("etienne", workflow("publishUnpublishedEntry")))
  expect(published).toMatch(/^[0-9a-f]{40} - -$/)
  const afterPublication = await since(ready)
  expect(afterPublication.body.version).toBe(published)
  expect(afterPublication.body.change).toMatch(new RegExp(`^publiée par Étienne Valmont ${time.source}`))
  expect((await get<{ drafts: unknown[] }>("claire", "/api/brouillons")).body.drafts).toEqual([])

  // Undone by Claire: the form that showed the published text is told.
  const undo = await fetch(`${base}/api/annuler-publication`, { method: "POST", headers: headers("claire") })
  expect(undo.status).toBe(200)
  const afterUndo = await since(published)
  expect(afterUndo.body.version).toBe(opened)
  expect(afterUndo.body.change).toMatch(new RegExp(`^publication annulée par Claire Dumontel ${time.source}`))
}, 180_000)

test("an unknown entry is not answered; a version the service never gave gets the current one, without a reason", async () => {
  expect((await get("claire", "/api/entree/inconnue")).status).toBe(404)
  const nonsense = await since("n’importe quoi")
  expect(nonsense.status).toBe(200)
  expect(nonsense.body.change).toBeUndefined()
  expect((await fetch(`${base}/api/entree/${slug}`)).status).toBe(401)
})
