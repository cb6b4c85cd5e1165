import { expect, type Page, type Response } from "@playwright/test"
import { labels } from "../helpers"
import { UNKNOWN_PATH } from "../guard"
import { routes } from "../routes"

/** The frame every page has: a route answers 200 in French with its title and one h1; an unknown path, 404 around an empty main. */
export async function checkFrame(page: Page, path: string, response: Response | null) {
  if (path === UNKNOWN_PATH) {
    expect.soft(response?.status()).toBe(404)
    await expect.soft(page.getByRole("navigation", { name: labels.mainNavigation })).toBeVisible()
    await expect.soft(page.locator("footer").last()).toBeVisible()
    await expect.soft(page.locator("main")).toBeEmpty()
    await expect.soft(page.locator("h1")).toHaveCount(0)
    await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    return
  }
  const { title, h1 } = routes.find(({ route }) => route === path)!
  expect.soft(response?.status()).toBe(200)
  await expect.soft(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect.soft(page).toHaveTitle(title)
  await expect.soft(page.locator("h1")).toHaveCount(1)
  await expect.soft(page.locator("main h1")).toHaveText(h1)
  await expect.soft(page.locator("header").first()).toBeVisible()
  await expect.soft(page.locator("footer").last()).toBeVisible()
}
