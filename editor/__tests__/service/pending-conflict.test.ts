/** @jest-environment node */
// The last wedge of issue 37, point 1: a publication made while origin was out of reach is kept in
// the clone and sent later; meanwhile a developer pushes to origin a change of the same lines. The
// send must not be retried forever: the developer's change wins on origin, the editor's conflicting
// publication is set aside on a named branch of the clone (nothing lost), the other pending
// publications go through, the banner tells the editors in French, and the clone stays on main,
// clean, with no restart. In the other order (a developer's change on other lines), both land.
import { mkdtempSync, renameSync, rmSync } from "node:fs"
import type { Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import type { StatusBoard } from "../../service/status"
import {
  CLEAN,
  cloneState,
  developerPush,
  EDITORS,
  editorCalls,
  ORIGIN,
  PASSWORD,
  type Subtitled,
  publishThrough,
} from "../helpers/editor-calls"
import { withSubtitle } from "../helpers/versioned"
import { git, serviceOn, serviceRepos, until } from "../helpers/service-repos"

const dir = mkdtempSync(path.join(os.tmpdir(), "envoi-en-conflit-"))
let origin: string
let clone: string
let server: Server
let status: StatusBoard
let base = ""
const editor = editorCalls(() => base)
const subtitle = (repo: string, file: string, ref = "main") =>
  (JSON.parse(git(repo, "show", `${ref}:data/${file}`)) as Subtitled).header.subtitle
const setAside = () => status.get().facts.find(fact => fact.state === "publication mise de côté")?.message ?? ""
const sent = () => git(origin, "rev-parse", "main") === git(clone, "rev-parse", "main")

const publish = (file: string, text: string) => publishThrough(editor, file, withSubtitle(clone, file, text))

/** Origin out of reach while `during` runs (renamed away: fetch and push fail at once); its new path given. */
async function offline(during: (away: string) => Promise<void>) {
  const away = `${origin}.ailleurs`
  renameSync(origin, away)
  try {
    await during(away)
  } finally {
    renameSync(away, origin)
  }
}

beforeAll(async () => {
  ;({ origin, clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  jest.spyOn(console, "log").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  ;({ server, status, base } = await serviceOn(dir, clone, accounts, ORIGIN, { retrySeconds: 1 }))
}, 60_000)
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

test("a pending publication, a developer's push to the same lines: the developer's wins, the publication is set aside and named, nothing wedged", async () => {
  const conflicting = "mentions-legales.json"
  const other = "accessibilite.json"
  const draft = "politique-impartialite.json"
  await offline(async away => {
    await publish(conflicting, "Publié hors ligne")
    await publish(other, "Publié aussi hors ligne")
    expect((await editor.saveDraft("claire", draft, withSubtitle(clone, draft, "Brouillon hors ligne"))).status).toBe(
      200,
    )
    await until(() => status.get().state === "envoi en attente")
    developerPush(dir, away, conflicting, content => (content.header.subtitle = "Développeur"))
  })

  await until(() => sent() && setAside() !== "")
  expect(sent()).toBe(true)
  expect(cloneState(clone)).toEqual(CLEAN)
  // The developer's change on origin, the other pending publication sent over it.
  expect(subtitle(origin, conflicting)).toBe("Développeur")
  expect(subtitle(origin, other)).toBe("Publié aussi hors ligne")
  // Applied again as the same publication: its publisher kept, so the undo button still finds it.
  expect(git(origin, "log", "-1", "--format=%B", "main", "--", `data/${other}`)).toContain(
    "Published-by: Étienne Valmont <etienne@sylvene-audit.example>",
  )
  // The set-aside publication is kept on the branch the banner names.
  const message = setAside()
  const branch = /branche «\u00a0([^\u00a0»]+)\u00a0»/.exec(message)?.[1] ?? ""
  expect(branch).toMatch(/^editeur\/mise-de-cote-/)
  expect(subtitle(clone, conflicting, branch)).toBe("Publié hors ligne")
  // On origin too: the work survives the loss of the editor's machine.
  await until(() => setAside().includes("(ici et sur le dépôt)"))
  expect(git(origin, "rev-parse", branch)).toBe(git(clone, "rev-parse", branch))
  expect(setAside()).toContain(`«\u00a0${branch}\u00a0» (ici et sur le dépôt)`)
  expect(message).toMatch(/^Publication mise de côté\u00a0: celle d’Étienne Valmont du .* \(«\u00a0[^»]+\u00a0»\)/)
  expect(message).not.toContain("accessibilite.json")
  expect(message).toContain("rouvrez l’entrée")
  expect(status.get().state).toBe("publication mise de côté")
  await until(() => status.get().facts.every(fact => fact.state !== "envoi en attente"))
  expect(status.get().facts.map(fact => fact.state)).not.toContain("envoi en attente")

  // The draft saved meanwhile is kept, moved onto the new main (without the set-aside publication).
  expect(subtitle(clone, draft, `cms/contenu/${draft.replace(".json", "")}`)).toBe("Brouillon hors ligne")
  expect(subtitle(clone, conflicting, `cms/contenu/${draft.replace(".json", "")}`)).toBe("Développeur")

  // Later work goes on: reads, the draft published, and the set-aside publication published again.
  expect((await editor.getEntry("claire", conflicting)).status).toBe(200)
  expect((await editor.ready("claire", draft)).status).toBe(200)
  expect((await editor.publish("etienne", draft)).status).toBe(200)
  await until(sent)
  expect(subtitle(origin, draft)).toBe("Brouillon hors ligne")
  expect(setAside()).not.toBe("")
  await publish(conflicting, "Publié hors ligne, repris")
  await until(() => sent() && setAside() === "")
  expect(subtitle(origin, conflicting)).toBe("Publié hors ligne, repris")
  expect(setAside()).toBe("")
  // Dealt with: its branch is removed from origin, then from the clone.
  await until(
    () => git(origin, "branch", "--list", "editeur/*") === "" && git(clone, "branch", "--list", "editeur/*") === "",
  )
  expect(git(origin, "branch", "--list", "editeur/*")).toBe("")
  expect(git(clone, "branch", "--list", "editeur/*")).toBe("")
  expect(cloneState(clone)).toEqual(CLEAN)
}, 180_000)

test("a pending publication, a developer's push to other lines: both land on origin, nothing set aside", async () => {
  const file = "politique-confidentialite.json"
  const developers = "processus-appels-plaintes.json"
  const branches = git(clone, "branch", "--list", "editeur/*")
  await offline(async away => {
    await publish(file, "Publié hors ligne")
    await until(() => status.get().state === "envoi en attente")
    developerPush(dir, away, developers, content => (content.header.subtitle = "Développeur"))
  })
  await until(() => sent() && subtitle(origin, file) === "Publié hors ligne")
  expect(subtitle(origin, file)).toBe("Publié hors ligne")
  expect(subtitle(origin, developers)).toBe("Développeur")
  expect(subtitle(clone, developers)).toBe("Développeur")
  expect(setAside()).toBe("")
  expect(git(clone, "branch", "--list", "editeur/*")).toBe(branches)
  expect(cloneState(clone)).toEqual(CLEAN)
}, 120_000)
