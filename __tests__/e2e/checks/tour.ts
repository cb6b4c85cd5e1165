import type { BrowserContext, Page } from "@playwright/test"
import { expect, NOTHING, scrollThrough, storedInBrowser, unexpectedErrors, type Guard } from "../guard"
import { labels } from "../helpers"
import { navigation, routes } from "../routes"

/** The start page whose tour goes on through every link of the main navigation, then the footer's first link. */
export const FULL_TOUR_START = routes[0].route

/**
 * Client-side navigation from the page at `path` and back, scrolling each page (lazy images, scroll listeners):
 * Gatsby fetches page data, renders instead of the server and keeps scroll positions. From FULL_TOUR_START the
 * tour then reaches every page of the main navigation in turn and the footer's first link: the chain each start
 * page replayed once in the Content-Security-Policy spec, the same from every start, now walked once.
 */
export async function tour(page: Page, path: string) {
  await scrollThrough(page)
  const nav = page.getByRole("navigation", { name: labels.mainNavigation })
  const other = navigation.find(({ path: target }) => target !== path)!
  await nav.getByRole("link", { name: other.label }).click()
  await expect(page).toHaveURL(new RegExp(`${other.path}$`))
  await scrollThrough(page)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await scrollThrough(page)
  if (path !== FULL_TOUR_START) return
  for (const { label, path: target } of navigation) {
    await nav.getByRole("link", { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await scrollThrough(page)
  }
  await page.getByRole("navigation", { name: labels.footerNavigation }).getByRole("link").first().click()
  await scrollThrough(page)
}

/** After the whole visit: no request to another host, no cookie, no web storage (the legal notices say so). */
export async function checkPrivacy(page: Page, context: BrowserContext, guard: Guard, baseURL: string) {
  const origin = new URL(baseURL).origin
  expect.soft(guard.requests.length).toBeGreaterThan(0)
  expect.soft(guard.requests.filter(url => new URL(url).origin !== origin)).toEqual([])
  expect.soft(await context.cookies()).toEqual([])
  expect.soft(await page.evaluate(storedInBrowser)).toEqual(NOTHING)
}

/** After the whole visit: nothing blocked by the Content-Security-Policy, no console error. */
export function checkNothingBlocked(guard: Guard, path: string) {
  expect.soft(guard.cspViolations).toEqual([])
  expect.soft(unexpectedErrors(guard, path)).toEqual([])
}
