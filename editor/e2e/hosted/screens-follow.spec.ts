import { expect, test } from "@playwright/test"
import { editors } from "./env"
import { call, draftSave, dropDraft, signedIn } from "./helpers"

// Screens that follow the service (issue 47, point 5): a colleague's review board shows a request made
// meanwhile, and forgets a draft deleted meanwhile, when its page gets the focus back; no reload.

test("the review board follows the service: a request made meanwhile appears on focus, a deleted draft goes", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedIn(browser, editors.b)
  await page.getByRole("link", { name: "Flux" }).click()
  await expect(page.getByText(/en attente de relecture/)).toBeVisible()
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
