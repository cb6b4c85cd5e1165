/** @jest-environment node */
// A git conflict never wedges the hosted editor (issue 37, point 1): whatever order the publications,
// drafts, undos and a developer's pushes come in, a conflict answers 409 with a French message that
// says what to do, and leaves the clone on main, clean, with no rebase or merge under way; the next
// reads and saves work, without a restart.
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { entryNames } from "../../service/entry-names"
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
import { git, serviceOn, serviceRepos, until } from "../helpers/service-repos"
import { withSubtitle } from "../helpers/versioned"

const dir = mkdtempSync(path.join(os.tmpdir(), "conflits-"))
let origin: string
let clone: string
let stop: () => Promise<void>
let base = ""
const editor = editorCalls(() => base)
const onMain = (file: string) => JSON.parse(git(clone, "show", `main:data/${file}`)) as Subtitled

beforeAll(async () => {
  ;({ origin, clone } = serviceRepos(dir))
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  ;({ stop, base } = await serviceOn(dir, clone, accounts, ORIGIN))
  jest.spyOn(console, "log").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
}, 60_000)
// The service records what an editor has read after answering: stopped first, so that nothing writes in dir after it goes.
afterAll(async () => {
  await stop?.()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * A 409 in French that names the file (an undo, shown in the editor's banner, names its entry as the list of
 * contents does), then the clone as it must be, and reads working again.
 */
async function expectConflict(
  answer: { status: number; body: { error?: string } },
  file: string,
  says: RegExp,
  names = `data/${file}`,
) {
  expect(answer.status).toBe(409)
  expect(answer.body.error).toMatch(says)
  expect(answer.body.error).toContain(names)
  expect(cloneState(clone)).toEqual(CLEAN)
  expect((await editor.getEntry("etienne", file)).status).toBe(200)
}

/** The draft in the published text's way is abandoned, and a new one saves and publishes. */
async function wayOut(file: string) {
  expect((await editor.deleteDraft("claire", file)).status).toBe(200)
  // « Rechargez la page »: the editor reads the published entry again.
  expect((await editor.getEntry("claire", file)).status).toBe(200)
  expect((await editor.saveDraft("claire", file, withSubtitle(clone, file, "Repris"))).status).toBe(200)
  expect((await editor.ready("claire", file)).status).toBe(200)
  expect((await editor.publish("etienne", file)).status).toBe(200)
  expect(onMain(file).header.subtitle).toBe("Repris")
  expect(cloneState(clone)).toEqual(CLEAN)
}

async function publishNow(file: string, subtitle: string) {
  await publishThrough(editor, file, withSubtitle(clone, file, subtitle))
  // Sent to origin after the answer: a developer pulls it before pushing.
  await until(() => git(origin, "rev-parse", "main") === git(clone, "rev-parse", "main"))
}

test("published, a draft on the same field, the publication undone, the draft saved again: 409, nothing wedged", async () => {
  const file = "mentions-legales.json"
  await publishNow(file, "Publié")
  expect((await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon"))).status).toBe(200)
  expect((await editor.undo("etienne")).status).toBe(200)
  expect((await editor.readDraft("claire", file)).status).toBe(200)
  const again = await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon repris"))
  await expectConflict(again, file, /^✗ data\/mentions-legales\.json\u00a0: .*rien n’a été enregistré/is)
  expect(again.body.error).toContain("Supprimer les modications non publiées")
  await wayOut(file)
}, 120_000)

test("a ready draft, a developer's push to the same lines, the draft published: 409, main as origin left it", async () => {
  const file = "accessibilite.json"
  expect((await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon"))).status).toBe(200)
  expect((await editor.ready("claire", file)).status).toBe(200)
  developerPush(dir, origin, file, content => (content.header.subtitle = "Développeur"))
  const published = await editor.publish("etienne", file)
  await expectConflict(published, file, /^✗ data\/accessibilite\.json\u00a0: .*rien n’a été publié/is)
  expect(git(clone, "rev-parse", "main")).toBe(git(origin, "rev-parse", "main"))
  expect(onMain(file).header.subtitle).toBe("Développeur")
  await wayOut(file)
}, 120_000)

test("a draft, a developer's push to the same lines, the draft saved again: 409, the developer's change kept", async () => {
  const file = "politique-confidentialite.json"
  expect((await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon"))).status).toBe(200)
  developerPush(dir, origin, file, content => (content.header.subtitle = "Développeur"))
  const again = await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon repris"))
  await expectConflict(again, file, /rien n’a été enregistré/i)
  expect(onMain(file).header.subtitle).toBe("Développeur")
  await wayOut(file)
}, 120_000)

test("published, a ready draft over it, the publication undone, the draft published: 409, the undo kept", async () => {
  const file = "politique-impartialite.json"
  const original = onMain(file).header.subtitle
  await publishNow(file, "Publié")
  expect((await editor.saveDraft("claire", file, withSubtitle(clone, file, "Brouillon"))).status).toBe(200)
  expect((await editor.ready("claire", file)).status).toBe(200)
  expect((await editor.undo("etienne")).status).toBe(200)
  await expectConflict(await editor.publish("etienne", file), file, /rien n’a été publié/i)
  expect(onMain(file).header.subtitle).toBe(original)
  await wayOut(file)
}, 120_000)

test("published, a developer's push over it, the publication undone: 409, nothing changed", async () => {
  const file = "processus-appels-plaintes.json"
  await publishNow(file, "Publié")
  developerPush(dir, origin, file, content => (content.header.subtitle = "Développeur"))
  const undone = await editor.undo("claire")
  await expectConflict(undone, file, /^Annulation impossible/, entryNames([`data/${file}`]))
  expect(onMain(file).header.subtitle).toBe("Développeur")
}, 120_000)
