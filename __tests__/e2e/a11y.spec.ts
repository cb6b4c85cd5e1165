import { expect, test, type Page } from "@playwright/test"
import { gotoHydrated, labels } from "./helpers"
import { axeViolations } from "./checks/axe"

// axe-core's analysis is CPU-bound: a few seconds on a quiet two-core machine, past the 30 s default
// under load 15-40 (docs/decisions/node-24.md). A longer limit for these specs, never a retry.
test.describe.configure({ timeout: 90_000 })

/** The page as a visitor sees it once loaded: lazy images in, Gatsby hydrated. */
async function visit(page: Page, route: string) {
  await gotoHydrated(page, route)
  await page.waitForLoadState("networkidle")
}

test.describe("axe-core finds no WCAG 2.2 A or AA violation", () => {
  // On each page, at the desktop viewport and at 375 px with the menu open, axe runs as a step of its visit
  // (visit.spec.ts).

  test("/processus-verification with the diagram viewer open", async ({ page }) => {
    await visit(page, "/processus-verification")
    await page.locator("#panneau-objectif > summary").click()
    await page.getByRole("button", { name: labels.diagram.openLabel }).first().click()
    await expect(page.getByRole("dialog")).toBeVisible()
    // Contrast is measured on the settled view, not halfway through its opening fade.
    await page.evaluate(() => Promise.all(document.getAnimations().map(animation => animation.finished)))
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  test("animations and transitions are cut short when the visitor asks for less motion", async ({ page }) => {
    await visit(page, "/")
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap(element => {
        const style = getComputedStyle(element)
        return [...style.transitionDuration.split(","), ...style.animationDuration.split(",")].map(
          value => parseFloat(value) * (value.trim().endsWith("ms") ? 1 : 1000),
        )
      }),
    )
    expect(Math.max(...durations)).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto")
  })

  test.describe("and when motion is welcome", () => {
    test.use({ reducedMotion: "no-preference" })
    test("the menu icon does animate (the check above can fail)", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await visit(page, "/")
      const bar = page.getByRole("button", { name: labels.menuButton }).locator("span span").first()
      expect(parseFloat(await bar.evaluate(element => getComputedStyle(element).transitionDuration))).toBeGreaterThan(
        0.05,
      )
    })
  })
})
