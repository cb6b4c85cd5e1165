/** @jest-environment node */
// The smaller refusals (issue 37, point 9): a NUL byte or another malformed path gets a French 4xx
// with no path of the server in it; the API reads nothing outside data/ (.git/config refused); the
// copies of data/ a check works on are removed, those of a killed service at the next start.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { EDITORS, editorCalls, ORIGIN, PASSWORD } from "../helpers/editor-calls"
import { git, photoUpload, serviceOn, serviceRepos } from "../helpers/service-repos"

const dir = mkdtempSync(path.join(os.tmpdir(), "chemins-"))
/** A copy of data/ left by a service killed during a check (no process has this pid). */
const leftover = path.join(os.tmpdir(), "edition-2147483646-abcdef")
let clone: string
let server: Server
let base = ""
const editor = editorCalls(() => base)
const copies = () => readdirSync(os.tmpdir()).filter(name => name.startsWith(`edition-${process.pid}-`))

beforeAll(async () => {
  ;({ clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  mkdirSync(path.join(leftover, "images"), { recursive: true })
  writeFileSync(path.join(leftover, "site.json"), "{}")
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  ;({ server, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false }))
}, 60_000)
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(leftover, { recursive: true, force: true })
})

test("a killed service's copy of data/ is removed at the next start", () => {
  expect(readdirSync(os.tmpdir())).not.toContain(path.basename(leftover))
})

test("a NUL byte or a malformed path: a French 400 naming the path, no server path in it", async () => {
  const upload = photoUpload("x.jpg")
  for (const name of [
    "data/images/fondateurs/a\u0000.jpg",
    "data/images/fondateurs/a\\..\\b.jpg",
    "data/./site.json",
  ]) {
    upload.params.asset.path = name
    const refused = await editor.call("claire", "persistMedia", upload.params)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatch(
      /^✗ data\/images\/fondateurs\/a�\.jpg\u00a0: Chemin refusé|^✗ .+\u00a0: Chemin refusé/,
    )
    expect(refused.body.error).not.toContain(os.tmpdir())
    expect(refused.body.error).not.toContain(clone)
  }
  const nul = await editor.getEntry("claire", "site.json\u0000")
  expect(nul.status).toBe(400)
  expect(nul.body.error).toBe(
    "✗ data/site.json�\u00a0: Chemin refusé. Attendu\u00a0: un chemin simple, sans caractère de contrôle, sans «\u00a0..\u00a0» ni barre oblique inverse, par exemple data/images/fondateurs/camille-martin.jpg.",
  )
})

test("the API reads only data/: .git/config and other files of the clone are refused", async () => {
  const reads: [string, object][] = [
    ["getEntry", { path: ".git/config" }],
    ["getEntry", { path: "data/../.git/config" }],
    ["getMediaFile", { path: "package.json" }],
    ["entriesByFiles", { files: [{ path: "data/site.json" }, { path: ".git/config" }] }],
    ["getMedia", { mediaFolder: ".git" }],
    ["entriesByFolder", { folder: "src", extension: "tsx", depth: 1 }],
  ]
  for (const [action, params] of reads) {
    const refused = await editor.call("claire", action, params)
    expect([action, refused.status]).toEqual([action, expect.any(Number)])
    expect(refused.status === 400 || refused.status === 403).toBe(true)
    expect(refused.body.error).toMatch(/\u00a0: (Accès|Chemin) refusé/)
    expect(JSON.stringify(refused.body)).not.toContain("[core]")
  }
  expect((await editor.call("claire", "getEntry", { path: ".git/config" })).body.error).toBe(
    "✗ .git/config\u00a0: Accès refusé. L’éditeur ne lit et n’écrit que les fichiers du dossier data (les textes et les images du site).",
  )
  expect((await editor.getEntry("claire", "site.json")).status).toBe(200)
})

test("the check's copies of data/ are removed, after an accepted save and after a refused one", async () => {
  expect((await editor.call("claire", "persistMedia", photoUpload("y.jpg").params)).status).toBe(200)
  const refused = photoUpload("z.jpg")
  refused.params.asset.content = Buffer.from("pas une image").toString("base64")
  expect((await editor.call("claire", "persistMedia", refused.params)).status).toBe(422)
  expect(copies()).toEqual([])
})

test("a JPEG cut after 600 bytes (an image's signature, unreadable) is refused in French, naming the file; nothing committed", async () => {
  const main = git(clone, "rev-parse", "main")
  const cut = photoUpload("coupee.jpg")
  cut.params.asset.content = Buffer.from(cut.params.asset.content, "base64").subarray(0, 600).toString("base64")
  const refused = await editor.call("claire", "persistMedia", cut.params)
  expect(refused.status).toBe(422)
  expect(refused.body.error).toBe(
    "✗ data/images/fondateurs/coupee.jpg\u00a0: Image illisible, rien n’a été enregistré\u00a0: le fichier s’arrête avant la fin de l’image (copie ou envoi interrompu) (VipsJpeg: premature end of JPEG image). Attendu\u00a0: une image complète, qui s’ouvre dans un logiciel de photos. Ouvrez-la, enregistrez-la de nouveau en JPEG, puis téléversez-la.",
  )
  expect([git(clone, "rev-parse", "main"), git(clone, "status", "--porcelain")]).toEqual([main, ""])
})
