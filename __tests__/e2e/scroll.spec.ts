import { expect, test } from "@playwright/test"
import { gotoHydrated, readContent } from "./helpers"

test("the page scrolls back to the top when the path changes", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.locator("footer").last().scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.getByRole("link", { name: readContent("pied-de-page.json").legal.mentionsLabel }).click()
  await expect(page).toHaveURL(/\/mentions-legales$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // Back to a long page, scrolled down, then forward through the browser history.
  await page.locator("footer").last().scrollIntoViewIfNeeded()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
