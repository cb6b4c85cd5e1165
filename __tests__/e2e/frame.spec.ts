import { expect, test } from "@playwright/test"
import { labels } from "./helpers"

// Each route's frame (status, language, title, one h1, header and footer) and the 404 page's are steps of
// their one visit (visit.spec.ts).

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
