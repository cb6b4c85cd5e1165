import { expect, test } from "@playwright/test"
import { ORIGIN, editors } from "./env"
import { call, draftSave, dropDraft } from "./helpers"

// Screens that follow the service (issue 47, point 5): a colleague's review board shows a request made
// meanwhile, and forgets a draft deleted meanwhile, when its page gets the focus back; no reload.

test("the review board follows the service: a request made meanwhile appears on focus, a deleted draft goes", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    httpCredentials: { username: editors.b.login, password: editors.b.password },
    viewport: { width: 1400, height: 900 },
  })
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/admin/`)
  const login = page.getByRole("button", { name: "Se connecter" })
  if (await login.isVisible({ timeout: 5_000 }).catch(() => false)) await login.click()
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
