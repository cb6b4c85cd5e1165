import { expect, test } from "@playwright/test"
import { SITE_PORT, cloneDir, editors, originRepo } from "./env"
import { call, draftSave, git, mainFile, signedIn } from "./helpers"

/**
 * « Annuler la dernière publication » in the editor's banner (editor/admin/hosted-undo.ts): a publication
 * online on the public site, undone by an editor with only the browser — asked first, the safe
 * choice focused — and the public site, self-published, shows the text from before again.
 */
const publicHome = async () => (await fetch(`http://127.0.0.1:${SITE_PORT}/`)).text()
const slug = "pied-de-page"

test("an editor undoes the last publication from the banner: confirmed first, reverted in git, and the public site shows the previous text again", async ({
  browser,
  request,
}) => {
  test.setTimeout(1_800_000)
  const original = mainFile("pied-de-page.json")
  const before = (JSON.parse(original) as { contact: { title: string } }).contact.title
  const changed = `${before} (modifié puis annulé)`

  // Editor B publishes A's change (the editorial workflow's requests, as the page makes them).
  expect(
    (
      await call(
        request,
        editors.a,
        draftSave("pied-de-page.json", c => (c.contact.title = changed)),
      )
    ).status(),
  ).toBe(200)
  for (const body of [
    {
      action: "updateUnpublishedEntryStatus",
      params: { branch: "main", collection: "contenu", slug, newStatus: "pending_publish" },
    },
    { action: "publishUnpublishedEntry", params: { branch: "main", collection: "contenu", slug } },
  ])
    expect((await call(request, editors.b, body)).status()).toBe(200)
  await expect.poll(publicHome, { timeout: 900_000, intervals: [5_000] }).toContain(changed)

  // Editor A, in the browser: the banner's button, a dialog that asks first.
  const { context, page } = await signedIn(browser, editors.a)
  const undo = page.getByRole("button", { name: "Annuler la dernière publication" })
  const dialog = page.getByRole("dialog", { name: "Annuler la dernière publication\u202f?" })
  const published = git(cloneDir, "rev-parse", "main")

  // « Non » first: nothing happens; the safe choice is the one focused.
  await undo.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Non, garder la publication" })).toBeFocused()
  await dialog.getByRole("button", { name: "Non, garder la publication" }).click()
  await expect(dialog).toBeHidden()
  expect(git(cloneDir, "rev-parse", "main")).toBe(published)

  await undo.click()
  await dialog.getByRole("button", { name: "Oui, annuler la publication" }).click()
  await expect(page.locator("#resultat-annulation")).toHaveText(/^Publication annulée : celle d’Étienne Valmont/, {
    timeout: 120_000,
  })
  // main's file as before the publication; the revert is A's, and origin has it.
  expect(mainFile("pied-de-page.json")).toBe(original)
  expect(git(cloneDir, "log", "-1", "--format=%an <%ae>", "main")).toBe(`${editors.a.name} <${editors.a.email}>`)
  await expect
    .poll(() => git(originRepo, "rev-parse", "main"), { timeout: 60_000 })
    .toBe(git(cloneDir, "rev-parse", "main"))

  // Self-publishing: the public site shows the text from before again, and the banner says so.
  await expect.poll(publicHome, { timeout: 900_000, intervals: [5_000] }).not.toContain(changed)
  expect(await publicHome()).toContain(before)
  await expect(page.getByRole("status").filter({ hasText: "Publication : La modification est en ligne" })).toBeVisible({
    timeout: 60_000,
  })
  await context.close()
})
