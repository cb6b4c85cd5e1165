import { expect, test } from "@playwright/test"
import { labels } from "./helpers"
import { routes } from "./routes"

test.describe("every route", () => {
  for (const { route, title, h1 } of routes) {
    test(`${route} answers 200 in French with its title and one h1`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", "fr")
      await expect(page).toHaveTitle(title)
      await expect(page.locator("h1")).toHaveCount(1)
      await expect(page.locator("main h1")).toHaveText(h1)
      await expect(page.locator("header").first()).toBeVisible()
      await expect(page.locator("footer").last()).toBeVisible()
    })
  }
})

test("the header shows the logo from data/ as a PNG image drawn at build time (plugins/images)", async ({ page }) => {
  await page.goto("/nos-activites")
  const home = page.locator("header a[href='/']").first()
  const logo = home.locator("img")
  // An <img> runs nothing; a PNG, unlike an SVG image, builds no document of its own.
  await expect(logo).toHaveAttribute("src", /^data:image\/png;base64,/)
  await expect(logo).toHaveAttribute("alt", "")
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([40, 40])
  // Drawn for 3 device pixels per CSS pixel, and decoded.
  expect(await logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([120, 120])
  await expect(home.locator("svg")).toHaveCount(0)
})

test("the skip link is the first focusable element and leads to the main content", async ({ page }) => {
  await page.goto("/nos-activites")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: labels.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#contenu$/)
})

test("an unknown path answers 404 with the frame around an empty main, noindex", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("navigation", { name: labels.mainNavigation })).toBeVisible()
  await expect(page.locator("footer").last()).toBeVisible()
  await expect(page.locator("main")).toBeEmpty()
  await expect(page.locator("h1")).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
