import { expect, test } from "@playwright/test"
import { gotoHydrated, readContent as read } from "./helpers"
import { routes } from "./routes"

const site = read("site.json")

test.describe("search and sharing metadata", () => {
  // Each page's own title and description are a rule of the content model (content-model/page-titles.ts).
  // Each route's description, canonical URL, Open Graph and JSON-LD are a step of its one visit (visit.spec.ts).

  test("the title and description follow client-side navigation", async ({ page }) => {
    await gotoHydrated(page, "/")
    const target = routes.find(({ route }) => route === "/mentions-legales")!
    await page.locator(`footer a[href="${target.route}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${target.route}$`))
    await expect(page).toHaveTitle(target.title)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", target.description)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${target.route}`)
  })
})
