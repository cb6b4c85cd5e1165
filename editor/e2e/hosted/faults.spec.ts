import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { ORIGIN, cloneDir, editors, originRepo, root } from "./env"
import {
  call,
  cloneBranch,
  cloneStatus,
  draftSave,
  dropDraft,
  git,
  mainFile,
  readEntry,
  sessionCookie,
} from "./helpers"

const draftBranches = () =>
  git(cloneDir, "branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean)
const lastAuthor = (ref: string) => git(cloneDir, "log", "-1", "--format=%an <%ae>", ref)
const errorOf = async (response: { json(): Promise<unknown> }) => ((await response.json()) as { error: string }).error

test("two editors saving different files at once: both drafts land, each signed by its editor", async ({ request }) => {
  const [a, b] = await Promise.all([
    call(
      request,
      editors.a,
      draftSave("pied-de-page.json", content => (content.contact.title = "Écrivez-nous")),
    ),
    call(
      request,
      editors.b,
      draftSave("mentions-legales.json", content => (content.header.subtitle = "Ce que la loi demande de publier.")),
    ),
  ])
  expect([a.status(), b.status()]).toEqual([200, 200])
  expect(draftBranches().sort()).toEqual(["cms/contenu/mentions-legales", "cms/contenu/pied-de-page"])
  expect(lastAuthor("cms/contenu/pied-de-page")).toBe(`${editors.a.name} <${editors.a.email}>`)
  expect(lastAuthor("cms/contenu/mentions-legales")).toBe(`${editors.b.name} <${editors.b.email}>`)
  expect(git(cloneDir, "show", "cms/contenu/pied-de-page:data/pied-de-page.json")).toContain('"title": "Écrivez-nous"')
  expect([cloneStatus(), cloneBranch()]).toEqual(["", "main"])
  for (const file of ["pied-de-page.json", "mentions-legales.json"])
    expect((await call(request, editors.a, dropDraft(file))).status()).toBe(200)
})

test("two editors on the same file: the second save is refused with a French message, the first one is kept", async ({
  request,
}) => {
  expect((await call(request, editors.a, readEntry("pied-de-page.json"))).status()).toBe(200)
  expect((await call(request, editors.b, readEntry("pied-de-page.json"))).status()).toBe(200)
  const first = await call(
    request,
    editors.a,
    draftSave("pied-de-page.json", content => (content.contact.title = "Version de Claire")),
  )
  expect(first.status()).toBe(200)
  const second = await call(
    request,
    editors.b,
    draftSave("pied-de-page.json", content => (content.contact.title = "Version d’Étienne")),
  )
  expect(second.status()).toBe(409)
  expect(await errorOf(second)).toContain("Un autre éditeur a enregistré cette page pendant que vous la modifiiez")
  expect(git(cloneDir, "show", "cms/contenu/pied-de-page:data/pied-de-page.json")).toContain("Version de Claire")
  expect(lastAuthor("cms/contenu/pied-de-page")).toContain(editors.a.name)
  // Once B has reloaded the entry (A's draft), B's save goes through.
  expect(
    (
      await call(request, editors.b, {
        action: "unpublishedEntryDataFile",
        params: {
          branch: "main",
          collection: "contenu",
          slug: "pied-de-page",
          path: "data/pied-de-page.json",
          id: "contenu/pied-de-page",
        },
      })
    ).status(),
  ).toBe(200)
  expect(
    (
      await call(
        request,
        editors.b,
        draftSave("pied-de-page.json", content => (content.contact.title = "Version d’Étienne")),
      )
    ).status(),
  ).toBe(200)
  expect((await call(request, editors.a, dropDraft("pied-de-page.json"))).status()).toBe(200)
})

test("an invalid SIREN is refused with the check's French message; nothing is committed anywhere", async ({
  request,
}) => {
  const before = [git(cloneDir, "rev-parse", "main"), git(originRepo, "rev-parse", "main"), draftBranches().join()]
  const refused = await call(
    request,
    editors.a,
    draftSave("mentions-legales.json", content => (content.publisher.siren = "123456789")),
  )
  expect(refused.status()).toBe(422)
  expect(await errorOf(refused)).toMatch(/»\u00a0: Numéro SIREN invalide/)
  expect(await errorOf(refused)).not.toMatch(/mentions-legales|publisher|siren/)
  expect([git(cloneDir, "rev-parse", "main"), git(originRepo, "rev-parse", "main"), draftBranches().join()]).toEqual(
    before,
  )
  expect([cloneStatus(), cloneBranch()]).toEqual(["", "main"])
})

test("a developer's push to origin in between is merged in before the editor's commit, and both reach origin", async ({
  request,
}) => {
  const developer = path.join(root, "developpeur")
  if (!existsSync(developer)) git(root, "clone", "--quiet", originRepo, developer)
  git(developer, "pull", "--quiet", "origin", "main")
  writeFileSync(
    path.join(developer, "docs", "note-du-developpeur.md"),
    `Une note poussée pendant une séance d’édition (${new Date().toISOString()}).\n`,
  )
  git(developer, "add", "docs/note-du-developpeur.md")
  execFileSync("git", [
    "-C",
    developer,
    "-c",
    "user.name=Développeuse",
    "-c",
    "user.email=dev@sylvene-audit.example",
    "commit",
    "--quiet",
    "-m",
    "Note",
  ])
  git(developer, "push", "--quiet", "origin", "main")
  const pushed = git(developer, "rev-parse", "HEAD")

  expect((await call(request, editors.a, readEntry("pied-de-page.json"))).status()).toBe(200)
  const save = await call(
    request,
    editors.a,
    draftSave("pied-de-page.json", content => (content.contact.title = "Nous écrire")),
  )
  expect(save.status()).toBe(200)
  // The draft starts from the developer's commit: it was fetched and merged before the save.
  expect(git(cloneDir, "merge-base", "--is-ancestor", pushed, "cms/contenu/pied-de-page") === "").toBe(true)
  for (const body of [
    {
      action: "updateUnpublishedEntryStatus",
      params: { branch: "main", collection: "contenu", slug: "pied-de-page", newStatus: "pending_publish" },
    },
    { action: "publishUnpublishedEntry", params: { branch: "main", collection: "contenu", slug: "pied-de-page" } },
  ])
    expect((await call(request, editors.b, body)).status()).toBe(200)
  await expect
    .poll(() => git(originRepo, "show", "main:data/pied-de-page.json"), { timeout: 60_000 })
    .toContain('"title": "Nous écrire"')
  git(originRepo, "merge-base", "--is-ancestor", pushed, "main")
  expect(mainFile("pied-de-page.json")).toContain('"title": "Nous écrire"')
})

test("the service killed in the middle of a save restarts cleanly on a consistent clone, and saves again", async ({
  request,
}) => {
  const pidFile = path.join(root, "service.pid")
  for (const delay of [100, 600]) {
    const pid = Number(readFileSync(pidFile, "utf8"))
    const pending = call(
      request,
      editors.a,
      draftSave("mentions-legales.json", content => (content.header.subtitle = `Coupé après ${delay} ms`)),
    ).catch(() => undefined)
    await new Promise(resolve => setTimeout(resolve, delay))
    process.kill(pid, "SIGKILL")
    await pending
    await expect
      .poll(
        async () =>
          (
            await request
              .get(`${ORIGIN}/api/etat`, { headers: { Cookie: await sessionCookie(editors.a) } })
              .catch(() => undefined)
          )?.status(),
        { timeout: 90_000 },
      )
      .toBe(200)
    expect(Number(readFileSync(pidFile, "utf8"))).not.toBe(pid)
    expect([cloneStatus(), cloneBranch(), existsSync(path.join(cloneDir, ".git", "index.lock"))]).toEqual([
      "",
      "main",
      false,
    ])
  }
  // B opens the entry after the restart, as the page does when it is reloaded: what each editor read
  // is kept across a restart (editor/service/reads.ts), so a save must start from what is there now.
  expect((await call(request, editors.b, readEntry("mentions-legales.json"))).status()).toBe(200)
  const again = await call(
    request,
    editors.b,
    draftSave("mentions-legales.json", content => (content.header.subtitle = "Après le redémarrage")),
  )
  expect(again.status()).toBe(200)
  expect(git(cloneDir, "show", "cms/contenu/mentions-legales:data/mentions-legales.json")).toContain(
    "Après le redémarrage",
  )
  expect((await call(request, editors.b, dropDraft("mentions-legales.json"))).status()).toBe(200)
})
