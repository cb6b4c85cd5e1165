import { expect, test, type Page } from "@playwright/test"
import { exposedExpanded, gotoHydrated, labels } from "./helpers"
import { navigation } from "./routes"

// The menu is a popover its button opens (popovertarget): it works before the scripts run and
// without them; the scripts only close it on Gatsby's client-side navigation.
const MENU_BUTTON = "header button[popovertarget]"
const menuButton = (page: Page) => page.getByRole("button", { name: labels.menuButton })
const menuLinks = (page: Page) =>
  page.getByRole("navigation", { name: labels.mainNavigation }).getByRole("link", { includeHidden: true })
const menuOpen = (page: Page) => page.locator("#menu-principal").evaluate(list => list.matches(":popover-open"))

async function expectMenu(page: Page, open: boolean) {
  expect(await menuOpen(page)).toBe(open)
  expect(await exposedExpanded(page, MENU_BUTTON)).toBe(open)
  await expect(menuLinks(page)).toHaveCount(5)
  for (const link of await menuLinks(page).all()) {
    if (open) await expect(link).toBeVisible()
    else await expect(link).toBeHidden()
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a small screen, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled })
    const goto = (page: Page, route: string) => (javaScriptEnabled ? gotoHydrated(page, route) : page.goto(route))

    test("the menu opens, and is closed on the page a chosen link loads", async ({ page }) => {
      await goto(page, "/")
      await expect(page.locator(MENU_BUTTON)).toHaveCount(1)
      await expectMenu(page, false)
      await menuButton(page).click()
      await expectMenu(page, true)
      await menuLinks(page).nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${navigation[1].path}$`))
      await expect(page.locator("h1")).toBeVisible()
      await expectMenu(page, false)
      await expect(menuLinks(page).nth(1)).toHaveAttribute("aria-current", "page")
    })

    test("its button closes it again", async ({ page }) => {
      await goto(page, "/")
      await menuButton(page).click()
      await expectMenu(page, true)
      await menuButton(page).click()
      await expectMenu(page, false)
    })

    test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
      await goto(page, "/")
      await menuButton(page).click()
      await page.keyboard.press("Tab")
      await expect(menuLinks(page).first()).toBeFocused()
      await page.keyboard.press("Escape")
      await expectMenu(page, false)
      await expect(menuButton(page)).toBeFocused()
    })

    test("a click outside the menu closes it", async ({ page }) => {
      await goto(page, "/")
      await menuButton(page).click()
      await page.mouse.click(180, 700)
      await expectMenu(page, false)
    })
  })
}

test.describe("on a large screen", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled })
      test("the five links show in upper case, without a menu button", async ({ page }) => {
        await page.goto("/")
        await expect(menuButton(page)).toBeHidden()
        await expect(menuLinks(page)).toHaveCount(5)
        for (const link of await menuLinks(page).all()) {
          await expect(link).toBeVisible()
          await expect(link).toHaveCSS("text-transform", "uppercase")
        }
      })
    })
  }

  test("labels over 20 characters take two lines, shorter ones one", async ({ page }) => {
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: labels.mainNavigation })
    for (const { label } of navigation) {
      const link = nav.getByRole("link", { name: label, exact: true })
      const lineHeight = await link.evaluate(element => parseFloat(getComputedStyle(element).lineHeight))
      const height = await link.evaluate(element => {
        const style = getComputedStyle(element)
        return element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
      })
      expect(Math.round(height / lineHeight), label).toBe(label.length > 20 ? 2 : 1)
    }
  })
})
