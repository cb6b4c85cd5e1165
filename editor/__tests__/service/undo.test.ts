/** @jest-environment node */
// « Annuler la dernière publication » (editor/service/publications.ts) with real git and
// decap-server: a publication undone by a `git revert` signed by the editor who asked, sent to origin;
// nothing to undo, an undo the content check refuses, a request without credentials: refused in
// French, nothing written.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import type { StatusBoard } from "../../service/status"
import { git, photoUpload, serviceOn, serviceRepos, sessionOf, until } from "../helpers/service-repos"
import { entryNames } from "../../service/entry-names"

const ORIGIN = "https://edition.sylvene-audit.example"
const dir = mkdtempSync(path.join(os.tmpdir(), "annulation-"))
let origin: string
let clone: string
const editors = {
  claire: { login: "claire", name: "Claire Dumontel", email: "claire@sylvene-audit.example" },
  etienne: { login: "etienne", name: "Étienne Valmont", email: "etienne@sylvene-audit.example" },
}
const PASSWORD = "un mot de passe long"
let server: Server
let status: StatusBoard
let base: string

const headers = (login: string) => ({
  Cookie: sessionOf(login),
  Origin: ORIGIN,
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "application/json",
})
const call = (login: string, body: object) =>
  fetch(`${base}/api/v1`, { method: "POST", headers: headers(login), body: JSON.stringify(body) })
const undo = async (login: string) => {
  const response = await fetch(`${base}/api/annuler-publication`, { method: "POST", headers: headers(login) })
  return { status: response.status, body: (await response.json()) as { message?: string; error?: string } }
}
const mainFile = (file: string) => git(clone, "show", `main:data/${file}`)

/** Decap's requests for the editorial workflow: a draft saved by one editor, published by another. */
async function publishDraft(file: string, change: (content: Record<string, Record<string, string>>) => void) {
  const slug = file.replace(/\.json$/, "")
  const content = JSON.parse(mainFile(file)) as Record<string, Record<string, string>>
  change(content)
  const save = await call("claire", {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug, path: `data/${file}`, raw: JSON.stringify(content, null, 2) }],
      assets: [],
      options: { collectionName: "contenu", commitMessage: `Update “${slug}”`, useWorkflow: true, status: "draft" },
    },
  })
  expect(save.status).toBe(200)
  return async () => {
    for (const body of [
      {
        action: "updateUnpublishedEntryStatus",
        params: { branch: "main", collection: "contenu", slug, newStatus: "pending_publish" },
      },
      { action: "publishUnpublishedEntry", params: { branch: "main", collection: "contenu", slug } },
    ])
      expect((await call("etienne", body)).status).toBe(200)
  }
}
const publishedBy = () => git(clone, "log", "-1", "--format=%(trailers:key=Published-by,valueonly)", "main")
/** An upload from the media library: a commit on main, a publication of its own. */
const upload = async (name: string) => {
  const response = await call("claire", photoUpload(name))
  expect(publishedBy()).toBe(`${editors.claire.name} <${editors.claire.email}>`)
  return response
}

beforeAll(async () => {
  ;({ origin, clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(editors)) await addAccount(accounts, login, name, email, PASSWORD)
  ;({ server, status, base } = await serviceOn(dir, clone, accounts, ORIGIN))
}, 60_000)
afterAll(async () => {
  // The last push to origin runs after the last answer: the clone is removed once the service has
  // said it is sent (a line it logs; logged after the tests, it fails the run).
  const main = git(clone, "rev-parse", "main")
  await until(() => status.get().facts.some(fact => fact.state === "à jour" && fact.commit === main))
  expect(status.get().facts.find(fact => fact.state === "à jour")?.commit).toBe(main)
  expect(git(origin, "rev-parse", "main")).toBe(main)
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test("without credentials or from another origin, the undo is refused and nothing is written", async () => {
  const main = git(clone, "rev-parse", "main")
  const anonymous = await fetch(`${base}/api/annuler-publication`, { method: "POST" })
  expect(anonymous.status).toBe(401)
  const elsewhere = await fetch(`${base}/api/annuler-publication`, {
    method: "POST",
    headers: { ...headers("claire"), Origin: "https://ailleurs.example", "Sec-Fetch-Site": "cross-site" },
  })
  expect(elsewhere.status).toBe(403)
  expect(git(clone, "rev-parse", "main")).toBe(main)
})

test("nothing published yet: a French refusal, nothing written", async () => {
  const main = git(clone, "rev-parse", "main")
  const refused = await undo("claire")
  expect(refused.status).toBe(409)
  expect(refused.body.error).toMatch(/^Rien à annuler : aucune publication n’a encore été faite/)
  expect([git(clone, "rev-parse", "main"), git(clone, "status", "--porcelain")]).toEqual([main, ""])
})

test("a publication undone: main's data as before it, a revert by the editor who asked, sent to origin; then nothing left", async () => {
  const before = git(clone, "rev-parse", "main")
  const publish = await publishDraft("pied-de-page.json", content => (content.contact.title = "Nous écrire"))
  await publish()
  const published = git(clone, "rev-parse", "main")
  expect(mainFile("pied-de-page.json")).toContain('"title": "Nous écrire"')
  expect(publishedBy()).toBe(`${editors.etienne.name} <${editors.etienne.email}>`)

  const undone = await undo("claire")
  expect(undone.status).toBe(200)
  expect(undone.body.message).toMatch(/^Publication annulée : celle d’Étienne Valmont du \d/)
  expect(undone.body.message).toContain(entryNames(["data/pied-de-page.json"]))
  expect(undone.body.message).not.toMatch(/data\/|\.json/)
  expect(git(clone, "diff", "--stat", before, "main", "--", "data")).toBe("")
  expect(git(clone, "log", "-1", "--format=%an <%ae>|%cn <%ce>", "main")).toBe(
    `${editors.claire.name} <${editors.claire.email}>|${editors.claire.name} <${editors.claire.email}>`,
  )
  expect(git(clone, "log", "-1", "--format=%B", "main")).toContain(`Reverts-publication: ${published}`)
  expect(git(clone, "status", "--porcelain")).toBe("")
  const main = git(clone, "rev-parse", "main")
  await until(() => git(origin, "rev-parse", "main") === main)
  expect(git(origin, "rev-parse", "main")).toBe(main)

  const again = await undo("claire")
  expect(again.status).toBe(409)
  expect(again.body.error).toMatch(/^Rien à annuler : les publications .* sont toutes déjà annulées/)
  expect(git(clone, "rev-parse", "main")).toBe(main)
}, 120_000)

test("an undo the content check refuses (a developer's commit uses the uploaded photo) writes nothing", async () => {
  expect((await upload("nouvelle.jpg")).status).toBe(200)
  await until(() => git(origin, "rev-parse", "main") === git(clone, "rev-parse", "main"))
  // A developer, from their own clone, points a founder at the uploaded photo and pushes to origin.
  const developer = path.join(dir, "developpeur")
  execFileSync("git", ["clone", "--quiet", origin, developer], { stdio: "pipe" })
  const founders = path.join(developer, "data", "fondateurs.json")
  writeFileSync(
    founders,
    readFileSync(founders, "utf8").replace("images/fondateurs/claire-dumontel.jpg", "images/fondateurs/nouvelle.jpg"),
  )
  git(developer, "-c", "user.name=Dev", "-c", "user.email=dev@example.invalid", "commit", "--quiet", "-am", "Photo")
  git(developer, "push", "--quiet", "origin", "main")

  const refused = await undo("etienne")
  expect(refused.status).toBe(422)
  expect(refused.body.error).toMatch(/^Annulation refusée, rien n’a été modifié/)
  expect(refused.body.error).toContain("nouvelle.jpg")
  // The developer's commit was merged in first (the clone brought up to date), then nothing more.
  expect(git(clone, "log", "-1", "--format=%B", "main")).not.toContain("Reverts-publication")
  expect(git(clone, "cat-file", "-e", "main:data/images/fondateurs/nouvelle.jpg")).toBe("")
  expect(git(clone, "status", "--porcelain")).toBe("")
}, 120_000)

test("a publication merged over a main that moved since its draft began is undone, the later upload kept", async () => {
  const before = mainFile("mentions-legales.json")
  const publish = await publishDraft("mentions-legales.json", content => (content.header.subtitle = "Sous-titre"))
  expect((await upload("plus-tard.jpg")).status).toBe(200)
  await publish()
  expect(git(clone, "log", "-1", "--format=%P", "main").split(" ")).toHaveLength(2)
  expect(mainFile("mentions-legales.json")).toContain('"subtitle": "Sous-titre"')

  const undone = await undo("claire")
  expect(undone.status).toBe(200)
  expect(mainFile("mentions-legales.json")).toBe(before)
  expect(git(clone, "cat-file", "-e", "main:data/images/fondateurs/plus-tard.jpg")).toBe("")
}, 120_000)
