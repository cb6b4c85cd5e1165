import { contentPages } from "./routes"
import { expect, test, UNKNOWN_PATH } from "./guard"
import { gotoHydrated, labels, waitForHydration } from "./helpers"
import { auditedPaths, checkedPaths } from "./rgaa-helpers"
import { axeViolations } from "./checks/axe"
import { checkFrame } from "./checks/frame"
import { checkKeyboardWalk } from "./checks/keyboard"
import { checkReflow, checkTextAt200, checkTextSpacing } from "./checks/rendering"
import { checkScriptsAfterFirstPaint } from "./checks/first-paint"
import { checkGridVerdicts } from "./checks/grid-verdicts"
import { checkFigures, checkForeignPhrases, checkHeadings, checkLinkNames, checkLiveRegions } from "./checks/rgaa"
import { checkMetadata } from "./checks/seo"
import { checkTypography } from "./checks/typography"
import { checkNothingBlocked, checkPrivacy, tour } from "./checks/tour"

// One visit per page and viewport (desktop, 375 and 320 px): the page is loaded once, and every check that reads
// it runs in a fixed order, each its own step with soft expectations, so that one failure hides none of the
// others and the report names each guarantee. First what reads the page as it loads, then axe (once), then the
// keyboard, then what opens its sections, then one navigation tour; what the guard recorded all along
// (requests, storage, CSP violations, console errors) is read last. Tests that change the page in their own way
// (menu, viewer, keyboard shortcuts) keep their own.

// axe-core's analysis is CPU-bound: a few seconds on a quiet two-core machine, past the 30 s default
// under load 15-40 (docs/decisions/node-24.md). A longer limit for a visit that runs it, never a retry.
test.describe.configure({ timeout: 120_000 })

const isRoute = (path: string) => path !== UNKNOWN_PATH
const isContentPage = (path: string) => contentPages.some(({ route }) => route === path)

for (const path of checkedPaths) {
  test(`${path}: one visit, every check`, async ({ page, context, request, guard, baseURL }) => {
    await test.step("frame: status, language, title, one h1, header and footer (404: empty main, noindex)", async () => {
      const response = await page.goto(path)
      await checkFrame(page, path, response)
    })
    await test.step("hydration, and Gatsby's scripts asked for after the first contentful paint", async () => {
      await waitForHydration(page)
      if (isRoute(path)) await checkScriptsAfterFirstPaint(page)
      await page.waitForLoadState("networkidle")
    })
    if (isRoute(path))
      await test.step("search and sharing metadata: description, canonical URL, Open Graph, JSON-LD", () =>
        checkMetadata(page, request, path))
    if (isContentPage(path)) await test.step("French typography of the text", () => checkTypography(page))
    await test.step("RGAA 9.1: headings", () => checkHeadings(page))
    await test.step("RGAA 1.9: figures named by their caption", () => checkFigures(page))
    await test.step("RGAA 7.5: live regions are status messages", () => checkLiveRegions(page))
    await test.step("RGAA 8.7: phrases in another language carry their lang", () => checkForeignPhrases(page, path))
    await test.step("axe-core: no WCAG 2.2 A or AA violation", async () => {
      expect.soft(await axeViolations(page)).toEqual([])
    })
    await test.step("keyboard: Tab and Shift+Tab reach every control, focus always shown and never hidden", () =>
      checkKeyboardWalk(page))
    await test.step("RGAA 6.1 and 6.2: link names, each section open in turn", () => checkLinkNames(page))
    if (auditedPaths.includes(path))
      await test.step("the audit grid's verdicts are the tests'", () => checkGridVerdicts(page, path))
    await test.step("navigation tour: client-side there and back (and, from the home page, every link)", () =>
      tour(page, path))
    await test.step("privacy: no other host, no cookie, no web storage", () =>
      checkPrivacy(page, context, guard, baseURL!))
    await test.step("Content-Security-Policy: nothing blocked, no console error", () =>
      checkNothingBlocked(guard, path))
  })
}

const PHONE = { width: 375, height: 740 }
test.describe("at 375 px", () => {
  test.use({ viewport: PHONE })
  for (const path of checkedPaths) {
    test(`${path}: one visit, every check`, async ({ page }) => {
      await test.step("loaded and hydrated", async () => {
        await gotoHydrated(page, path)
        await page.waitForLoadState("networkidle")
      })
      await test.step("keyboard: Tab and Shift+Tab reach every control, focus always shown and never hidden", () =>
        checkKeyboardWalk(page))
      const button = page.getByRole("button", { name: labels.menuButton })
      await test.step("axe-core, menu open: no WCAG 2.2 A or AA violation", async () => {
        await button.click()
        await expect(page.locator("#menu-principal")).toBeVisible()
        expect.soft(await axeViolations(page)).toEqual([])
        await button.click()
        await expect(page.locator("#menu-principal")).toBeHidden()
      })
      await test.step("RGAA 10.4: text at 200 %, no sideways scroll, the content not hidden by the header, menu closed and open", () =>
        checkTextAt200(page, PHONE.height))
    })
  }
})

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } })
  for (const path of checkedPaths) {
    test(`${path}: one visit, every check`, async ({ page }) => {
      await gotoHydrated(page, path)
      await test.step("RGAA 10.11: reflow, no sideways scroll, each section open in turn", () => checkReflow(page))
      await test.step("RGAA 10.12: text spacing (WCAG 1.4.12), no sideways scroll, each section open in turn", () =>
        checkTextSpacing(page))
    })
  }
})
