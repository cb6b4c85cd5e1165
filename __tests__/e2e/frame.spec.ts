import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { labels, readContent } from "./helpers"
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

test("the header draws the logo from data/ inline, not as an image (plugins/images, svgMarkup)", async ({ page }) => {
  await page.goto("/nos-activites")
  const home = page.locator("header a[href='/']").first()
  const logo = readFileSync(path.resolve("data", readContent("site.json").logo), "utf8")
  const svg = home.locator("[aria-hidden='true'] > svg")
  await expect(svg).toHaveAttribute("viewBox", /viewBox="([^"]+)"/.exec(logo)![1])
  // The same shapes: every element of the file under its root.
  expect(await svg.locator("*").count()).toBe(logo.match(/<[a-zA-Z]/g)!.length - 1)
  await expect(svg).toBeVisible()
  await expect(home.locator("img")).toHaveCount(0)
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
