import { navigation, routes } from "./routes"
import { expect, NOTHING, scrollThrough, storedInBrowser, test, UNKNOWN_PATH, unexpectedErrors } from "./guard"
import { gotoHydrated, labels } from "./helpers"

// The legal notices say: no cookie, nothing stored in the browser, no request to another host.
test.describe("privacy, as the legal notices state it", () => {
  for (const route of [...routes.map(({ route }) => route), UNKNOWN_PATH]) {
    test(`${route}: no cookie, no web storage, no other host, no console error`, async ({
      page,
      context,
      guard,
      baseURL,
    }) => {
      await gotoHydrated(page, route)
      await scrollThrough(page)
      // Client-side navigation there and back: Gatsby fetches page data and keeps scroll positions.
      const other = navigation.find(({ path }) => path !== route)!
      await page
        .getByRole("navigation", { name: labels.mainNavigation })
        .getByRole("link", { name: other.label })
        .click()
      await expect(page).toHaveURL(new RegExp(`${other.path}$`))
      await scrollThrough(page)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${route}$`))
      await scrollThrough(page)

      const origin = new URL(baseURL!).origin
      expect(guard.requests.length).toBeGreaterThan(0)
      expect(guard.requests.filter(url => new URL(url).origin !== origin)).toEqual([])
      expect(await context.cookies()).toEqual([])
      expect(await page.evaluate(storedInBrowser)).toEqual(NOTHING)
      expect(unexpectedErrors(guard, route)).toEqual([])
      expect(guard.cspViolations).toEqual([])
    })
  }
})
