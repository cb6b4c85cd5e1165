import { expect, test, type Page } from "@playwright/test"
import { navigation } from "./routes"
import { focusedElement } from "./checks/keyboard"
import { exposedExpanded, gotoHydrated, labels, readContent } from "./helpers"
import { homeLinkName } from "../../src/utils/home-link"

/**
 * Presses each key in turn on a focused disclosure control (a popover's button, a summary) and checks
 * the expanded state Chromium exposes for it (no aria-expanded: the platform's own state).
 */
async function pressToggles(page: Page, selector: string, steps: [key: string, expanded: boolean][]) {
  for (const [key, expanded] of steps) {
    await page.keyboard.press(key)
    await expect.poll(() => exposedExpanded(page, selector)).toBe(expanded)
  }
}

test.describe("keyboard only", () => {
  // Tab and Shift+Tab through every page, at each viewport: a step of its visit (visit.spec.ts).

  test("the main navigation's links are followed with Enter", async ({ page }) => {
    await gotoHydrated(page, "/")
    const target = navigation[2]
    const link = page.getByRole("navigation", { name: labels.mainNavigation }).getByRole("link", { name: target.label })
    await link.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${target.path}$`))
    await page.getByRole("link", { name: homeLinkName(readContent("site.json").name, labels.homeLink) }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/$/)
  })

  test("the footer's links are followed with Enter", async ({ page }) => {
    await gotoHydrated(page, "/")
    const links = page.getByRole("navigation", { name: labels.footerNavigation }).getByRole("link")
    const href = await links.first().getAttribute("href")
    await links.first().focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test("the menu opens with Enter or Space, its links follow with Enter, and it closes", async ({ page }) => {
      await gotoHydrated(page, "/")
      const button = page.getByRole("button", { name: labels.menuButton })
      // From the top of the page: skip link, logo, then the menu button.
      await page.keyboard.press("Tab")
      await page.keyboard.press("Tab")
      await page.keyboard.press("Tab")
      await expect(button).toBeFocused()
      await pressToggles(page, "header button[popovertarget]", [
        ["Space", true],
        ["Space", false],
        ["Enter", true],
      ])
      await page.keyboard.press("Tab")
      await page.keyboard.press("Tab")
      const second = page
        .getByRole("navigation", { name: labels.mainNavigation })
        .getByRole("link", { name: navigation[1].label })
      await expect(second).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${navigation[1].path}$`))
      await expect.poll(() => exposedExpanded(page, "header button[popovertarget]")).toBe(false)
    })
  })

  test("/processus-verification: sections open with the keyboard, the diagram viewer opens, traps focus and closes with Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/processus-verification")
    const section = page.locator("#panneau-objectif > summary")
    // The accordion and its viewer come with the content pages' branch; until then there is nothing to operate.
    await section.focus()
    await pressToggles(page, "#panneau-objectif > summary", [
      ["Enter", true],
      ["Enter", false],
      ["Space", true],
    ])

    const opener = page.getByRole("button", { name: labels.diagram.openLabel }).first()
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    // The page behind is inert: Tab cycles through the dialog (and the browser's own controls, seen as <body>).
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab")
      const inDialogOrBrowser = await dialog.evaluate(
        element => element.contains(document.activeElement) || document.activeElement === document.body,
      )
      expect(inDialogOrBrowser).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test("the focus check itself sees a control hidden under the sticky header", async ({ page }) => {
  await gotoHydrated(page, "/politique-impartialite")
  // After hydration, which would otherwise drop the foreign link.
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => {
    const link = document.createElement("a")
    link.href = "#essai"
    link.textContent = "essai"
    document.querySelector("main")!.prepend(link)
    const header = document.querySelector("header")!.getBoundingClientRect()
    window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - header.height / 2)
    link.focus({ preventScroll: true, focusVisible: true } as FocusOptions)
  })
  const stop = await page.evaluate(focusedElement)
  expect(stop?.name).toBe("a « essai »")
  expect(stop?.unobscured).toBe(false)
})
