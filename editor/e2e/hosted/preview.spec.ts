import { expect, test } from "@playwright/test"
import { ORIGIN, editors } from "./env"
import { call, draftSave, signedIn } from "./helpers"

/**
 * The founders' preview shows the site's tagline as it is now (issue 45, point 2): read through the
 * editor's backend when the preview opens, not from data/ as it was when the editor's page was built.
 */
test("after the site's tagline is published, the founders' preview shows the new one without rebuilding the page", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const tagline = `Une accroche publiée le ${new Date().toISOString()}`
  expect(
    (
      await call(
        request,
        editors.a,
        draftSave("site.json", c => (c.tagline = tagline)),
      )
    ).status(),
  ).toBe(200)
  for (const body of [
    {
      action: "updateUnpublishedEntryStatus",
      params: { branch: "main", collection: "contenu", slug: "site", newStatus: "pending_publish" },
    },
    { action: "publishUnpublishedEntry", params: { branch: "main", collection: "contenu", slug: "site" } },
  ])
    expect((await call(request, editors.b, body)).status()).toBe(200)

  const { context, page } = await signedIn(browser, editors.a)
  await page.goto(`${ORIGIN}/admin/#/collections/contenu/entries/fondateurs`)
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByText(tagline)).toBeVisible({ timeout: 60_000 })
  await context.close()
})
