import { expect, test } from "@playwright/test"
import { gotoHydrated, labels, readContent } from "./helpers"
import { navigation, routes } from "./routes"

// The RGAA criteria a machine can check, on every route and the 404 page (docs/accessibilite/README.md
// says which criterion each test covers). What reads one page as it loads (9.1 headings, 1.9 figures, 7.5
// live regions, 8.7 languages, 6.1 and 6.2 link names with each section opened in turn) is a step of that
// page's one visit (visit.spec.ts, checks/rgaa.ts); here, what needs a page of its own.

test.describe("RGAA 9.1: headings", () => {
  test("the footer's contact block has a real heading", async ({ page }) => {
    await page.goto("/")
    const title = readContent("pied-de-page.json").contact.title
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: title, exact: true })).toHaveCount(1)
  })
})

test.describe("RGAA 8.7: phrases in another language", () => {
  test("a navigation inside the site is announced in French, and Gatsby's English announcer is silent", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const target = routes.find(({ route }) => route === navigation[1].path)!
    await page
      .getByRole("navigation", { name: labels.mainNavigation })
      .getByRole("link", { name: navigation[1].label })
      .click()
    await expect(page).toHaveURL(new RegExp(`${target.route}$`))
    await expect(page.getByRole("status").filter({ hasText: target.h1 })).toHaveText(
      `${labels.routeAnnouncement} ${target.h1}`,
    )
    // Whatever Gatsby writes in its own region, no live region exposed to assistive technologies says it.
    const exposedLive = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert]")]
        .filter(region => !region.closest("[aria-hidden=true]"))
        .map(region => region.textContent ?? ""),
    )
    expect(exposedLive.join(" | ")).not.toMatch(/Navigated/)
  })
})

test.describe("RGAA 7.5: status messages", () => {
  test("the invitation shown when every section is closed is a status message", async ({ page }) => {
    await page.goto("/processus-verification")
    await page.locator("details[open] > summary").click()
    const invitation = readContent("processus-verification.json").invitation
    await expect(page.getByRole("status").filter({ hasText: invitation })).toBeVisible()
  })
})
