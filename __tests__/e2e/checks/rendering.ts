import { expect, type Page } from "@playwright/test"
import { labels } from "../helpers"
import { doubleBrowserTextSize, sidewaysScroll, TEXT_SPACING, withEachSectionOpen } from "../rgaa-helpers"

// How a page renders for visitors who enlarge the text or space it out (RGAA 10.4, 10.11, 10.12): steps of each
// page's visit at 320 and 375 px (visit.spec.ts). The enlarged view and forced colours: rgaa-rendering.spec.ts.

/** Every section closed, as the page loads them, and the page at its top: where the checks below start. */
const closeSections = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = false
    window.scrollTo(0, 0)
  })

/** The widest sideways scroll met with every section closed, then each one open in turn. */
async function widestScroll(page: Page) {
  await closeSections(page)
  return Math.max(...(await withEachSectionOpen(page, () => sidewaysScroll(page))))
}

/** RGAA 10.11: no sideways scroll at 320 CSS pixels. */
export async function checkReflow(page: Page) {
  expect.soft(await widestScroll(page), "sideways scroll at 320 px").toBeLessThanOrEqual(0)
}

/**
 * RGAA 10.12 (WCAG 1.4.12): no sideways scroll with the text-spacing override. The override is a stylesheet of
 * the browser's developer tools (CDP), which the page's Content-Security-Policy does not apply to, as it does not
 * to a visitor's own stylesheet or extension; an injected `<style>` it would refuse.
 */
export async function checkTextSpacing(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { frameTree } = await cdp.send("Page.getFrameTree")
    const { styleSheetId } = await cdp.send("CSS.createStyleSheet", { frameId: frameTree.frame.id })
    await cdp.send("CSS.setStyleSheetText", { styleSheetId, text: TEXT_SPACING })
  } finally {
    await cdp.detach()
  }
  // The check can fail: the override is in force.
  expect
    .soft(await page.evaluate(() => getComputedStyle(document.body).wordSpacing), "override applied")
    .not.toBe("0px")
  expect.soft(await widestScroll(page), "sideways scroll with the spacing override").toBeLessThanOrEqual(0)
}

/**
 * RGAA 10.4 at 375 px, the browser's text size doubled: no sideways scroll, menu closed and open, and the page
 * scrolled down shows its content, not the header.
 */
export async function checkTextAt200(page: Page, height: number) {
  await doubleBrowserTextSize(page)
  // The check can fail: the page follows the new setting.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px")
  expect.soft(await widestScroll(page), "sideways scroll, text at 200 %").toBeLessThanOrEqual(0)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const header = await page.getByRole("banner").boundingBox()
  expect
    .soft(Math.max(0, (header?.y ?? 0) + (header?.height ?? 0)), "header height, scrolled")
    .toBeLessThanOrEqual(height / 2)
  await page.evaluate(() => window.scrollTo(0, 0))
  const button = page.getByRole("button", { name: labels.menuButton })
  await expect.soft(button).toBeInViewport({ ratio: 1 })
  await button.click()
  await expect(page.locator("#menu-principal")).toBeVisible()
  expect.soft(await sidewaysScroll(page), "sideways scroll, menu open").toBeLessThanOrEqual(0)
}
