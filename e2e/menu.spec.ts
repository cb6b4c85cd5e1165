import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./helpers"
import { navigation } from "./routes"

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the menu opens, and closes after a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = page.getByRole("button", { name: "Menu" })
    const links = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(links.first()).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) await expect(link).toBeVisible()
    await links.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`${navigation[1].path}$`))
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(links.first()).toBeHidden()
  })

  test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await gotoHydrated(page, "/")
    const button = page.getByRole("button", { name: "Menu" })
    await button.click()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await expect(button).toBeFocused()
  })
})

test.describe("on a large screen", () => {
  test("the five links show in upper case, without a menu button", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    const links = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link")
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) {
      await expect(link).toBeVisible()
      await expect(link).toHaveCSS("text-transform", "uppercase")
    }
  })

  test("labels over 20 characters take two lines, shorter ones one", async ({ page }) => {
    await gotoHydrated(page, "/")
    const nav = page.getByRole("navigation", { name: "Navigation principale" })
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
