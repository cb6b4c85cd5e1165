import { type Browser, expect, test } from "@playwright/test"
import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import type { Schema } from "../../../content-model/schema-helpers"
import { ORIGIN, editors } from "./env"
import { call, draftSave, dropDraft, mainFile, readEntry, signedIn } from "./helpers"

// Screens that follow the service (issue 47, points 5 and 6): a colleague's review board shows a request
// made meanwhile, and forgets a draft deleted meanwhile, when its page gets the focus back, no reload;
// an open form whose entry changed underneath says so; the board's cards say who changed what.

/** Étienne's review board (Decap's « Flux »), open. */
async function reviewBoard(browser: Browser) {
  const signed = await signedIn(browser, editors.b)
  await signed.page.getByRole("link", { name: "Flux" }).click()
  await expect(signed.page.getByText(/en attente de relecture/)).toBeVisible()
  return signed
}

test("the review board follows the service: a request made meanwhile appears on focus, a deleted draft goes", async ({
  browser,
  request,
}) => {
  const { context, page } = await reviewBoard(browser)
  const card = page.getByRole("link", { name: /Le pied de page/ })
  await expect(card).toHaveCount(0)

  // Claire, elsewhere, saves a draft and asks for review.
  expect(
    (
      await call(
        request,
        editors.a,
        draftSave("pied-de-page.json", content => (content.contact.title = "Écrivez-nous")),
      )
    ).status(),
  ).toBe(200)
  const review = {
    action: "updateUnpublishedEntryStatus",
    params: { branch: "main", collection: "contenu", slug: "pied-de-page", newStatus: "pending_review" },
  }
  expect((await call(request, editors.a, review)).status()).toBe(200)

  // Étienne comes back to his tab: the request is there, without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  await expect(card).toBeVisible()
  await expect(page.getByText(/^1 entrée en attente de relecture/)).toBeVisible()

  expect((await call(request, editors.a, dropDraft("pied-de-page.json"))).status()).toBe(200)
  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  await expect(card).toHaveCount(0)
  await context.close()
})

/** A field's label as the form shows it, from the model (editor/admin/cms-config.ts). */
const footer = contentFiles.find(({ file }) => file === "pied-de-page.json")!.schema as Schema
const contactLabel = (key: "title" | "buttonText") =>
  labelOf(footer.properties!.contact.properties![key].description, key).label
const ENGLISH_MONTHS = /January|February|March|April|May|June|July|August|September|October|November|December/
const FRENCH_TIME =
  "\\d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \\d{4} à \\d{1,2}\\s?h\\s?\\d{2}"
const workflow = (action: string, extra: object = {}) => ({
  action,
  params: { branch: "main", collection: "contenu", slug: "pied-de-page", ...extra },
})

test("a form whose entry a colleague publishes, then changes again, says so, offers no « Publier » for the draft gone, and reloads the current text", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const before = (JSON.parse(mainFile("pied-de-page.json")) as { contact: { title: string } }).contact.title
  const [first, second] = [`${before} (relu par Étienne)`, `${before} (repris par Étienne)`]

  // Étienne, elsewhere, saves a draft of the footer and marks it ready.
  // (Read first, as his page would: the service refuses a save over a version he never saw.)
  expect((await call(request, editors.b, readEntry("pied-de-page.json"))).status()).toBe(200)
  const save = draftSave("pied-de-page.json", content => (content.contact.title = first))
  expect((await call(request, editors.b, save)).status()).toBe(200)
  const ready = workflow("updateUnpublishedEntryStatus", { newStatus: "pending_publish" })
  expect((await call(request, editors.b, ready)).status()).toBe(200)

  // Claire opens it: the ready draft, « Publier » offered.
  const { context, page } = await signedIn(browser, editors.a)
  await page.goto(`${ORIGIN}/admin/#/collections/contenu/entries/pied-de-page`)
  const title = page.getByLabel(contactLabel("title"), { exact: true })
  await expect(title).toHaveValue(first, { timeout: 60_000 })
  const publish = page.getByRole("button", { name: "Publier", exact: true })
  await expect(publish).toBeEnabled()
  const notice = page.getByRole("alert").filter({ hasText: "Cette page a changé depuis que vous l’avez ouverte" })
  await expect(notice).toHaveCount(0)

  // Étienne publishes it: Claire's open form says who did and when, and offers « Publier » no more.
  expect((await call(request, editors.b, workflow("publishUnpublishedEntry"))).status()).toBe(200)
  await expect(notice).toBeVisible()
  await expect(notice).toHaveText(/\(publiée par Étienne Valmont à \d{1,2}\sh\s\d{2}\)/)
  await expect(notice).toContainText("vos modifications non enregistrées seraient perdues")
  await expect(publish).toBeDisabled()
  await publish.click({ force: true })
  await page.waitForTimeout(500)
  await expect(page.getByText("Publier maintenant")).toHaveCount(0)

  // He changes it again: the notice says that too.
  expect((await call(request, editors.b, readEntry("pied-de-page.json"))).status()).toBe(200)
  const again = draftSave("pied-de-page.json", content => (content.contact.title = second))
  expect((await call(request, editors.b, again)).status()).toBe(200)
  await expect(notice).toHaveText(/publiée par Étienne Valmont à .*, puis enregistrée par Étienne Valmont à /)

  // « Recharger la version actuelle »: his latest text in the form, the notice gone, said in a status.
  await page.getByRole("button", { name: "Recharger la version actuelle" }).click()
  await expect(title).toHaveValue(second, { timeout: 60_000 })
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole("status").filter({ hasText: "Version actuelle de la page chargée." })).toHaveCount(1)
  // Later checks compare with what the form now shows: nothing to say.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  await page.waitForTimeout(6_000)
  await expect(notice).toHaveCount(0)

  expect((await call(request, editors.b, dropDraft("pied-de-page.json"))).status()).toBe(200)
  await context.close()
})

test("the review board's card says who changed what: the author's name, a time in French, the fields changed by their labels", async ({
  browser,
  request,
}) => {
  const { context, page } = await reviewBoard(browser)

  // Claire changes two fields of the footer and asks for review.
  expect((await call(request, editors.a, readEntry("pied-de-page.json"))).status()).toBe(200)
  const save = draftSave("pied-de-page.json", content => {
    content.contact.title = `${content.contact.title} (nouveau)`
    content.contact.buttonText = `${content.contact.buttonText} (nouveau)`
  })
  expect((await call(request, editors.a, save)).status()).toBe(200)
  const review = workflow("updateUnpublishedEntryStatus", { newStatus: "pending_review" })
  expect((await call(request, editors.a, review)).status()).toBe(200)

  await page.evaluate(() => window.dispatchEvent(new Event("focus")))
  const card = page.getByRole("link", { name: /Le pied de page/ })
  await expect(card).toBeVisible()
  await expect(card).toContainText(new RegExp(`Par Claire Dumontel, le ${FRENCH_TIME}`))
  await expect(card).toContainText(`Modifié\u00a0: ${contactLabel("title")}, ${contactLabel("buttonText")}`)
  await expect(card).not.toContainText(/buttonText|contact\b/)
  await expect(card).not.toContainText(ENGLISH_MONTHS)

  expect((await call(request, editors.a, dropDraft("pied-de-page.json"))).status()).toBe(200)
  await context.close()
})
