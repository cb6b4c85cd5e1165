import { expect, test, type Page } from "@playwright/test"
import { navigation, routes } from "./routes"
import { UNKNOWN_PATH } from "./guard"
import { exposedExpanded, gotoHydrated, labels, readContent } from "./helpers"
import { homeLinkName } from "../../src/utils/home-link"

interface Stop {
  name: string
  again: boolean
  focusVisible: boolean
  indicator: boolean
  inViewport: boolean
  unobscured: boolean
}

/** What the focused element looks like: is its focus shown, is it on screen, is anything (the sticky header) over it? */
function focusedElement(): Stop | null {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return null
  const box = element.getBoundingClientRect()
  const style = getComputedStyle(element)
  const store = window as unknown as { __focusSeen?: Set<Element> }
  const seen = (store.__focusSeen ??= new Set())
  const again = seen.has(element)
  seen.add(element)
  // A control taller than half the screen (a diagram's zoom button) cannot fit in view whole:
  // then the middle of its visible part must be on screen and uncovered. A smaller one must be in
  // view entirely, its top edge uncovered too: the sticky header would cover the top first.
  const big = box.height > innerHeight / 2
  const top = Math.max(box.top, 0)
  const bottom = Math.min(box.bottom, innerHeight)
  // A link that wraps has one box per line, and the middle of their union can fall on the text beside
  // it: probe its first line, the one the sticky header would cover first.
  const line = big ? box : (element.getClientRects()[0] ?? box)
  const x = Math.min(Math.max(line.left + line.width / 2, 0), innerWidth - 1)
  const points = big ? [(top + bottom) / 2] : [line.top + Math.min(4, line.height / 2), line.top + line.height / 2]
  return {
    name: `${element.tagName.toLowerCase()} « ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)} »`,
    again,
    focusVisible: element.matches(":focus-visible"),
    indicator: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
    inViewport: big
      ? bottom - top >= innerHeight / 3
      : box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
    unobscured: points.every(y => {
      const hit = document.elementFromPoint(x, Math.min(Math.max(y, 0), innerHeight - 1))
      return hit !== null && (hit === element || element.contains(hit))
    }),
  }
}

/** Every control a visitor could use on the page as it is shown now. */
const focusableCount = () =>
  [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")].filter(
    element =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.checkVisibility({ visibilityProperty: true }),
  ).length

/** Presses `key` until focus comes back to an element already visited, and returns each stop. */
async function walk(page: Page, key: "Tab" | "Shift+Tab") {
  await page.evaluate(() => delete (window as unknown as { __focusSeen?: unknown }).__focusSeen)
  const stops: Stop[] = []
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press(key)
    const stop = await page.evaluate(focusedElement)
    if (stop?.again) return stops
    if (stop) stops.push(stop)
  }
  throw new Error(`${key} never came back to the first control`)
}

function expectEveryStopVisible(stops: Stop[]) {
  for (const stop of stops) {
    expect.soft(stop.focusVisible && stop.indicator, `${stop.name}: focus indicator`).toBe(true)
    expect.soft(stop.inViewport, `${stop.name}: scrolled into view`).toBe(true)
    expect.soft(stop.unobscured, `${stop.name}: not under the sticky header`).toBe(true)
  }
}

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

const everyPath = [...routes.map(({ route }) => route), UNKNOWN_PATH]

test.describe("keyboard only", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test.describe(`${viewport.width} px wide`, () => {
      test.use({ viewport })
      for (const route of everyPath) {
        test(`${route}: Tab and Shift+Tab reach every control, focus always shown and never hidden`, async ({
          page,
        }) => {
          await gotoHydrated(page, route)
          await page.waitForLoadState("networkidle")
          const forward = await walk(page, "Tab")
          expect(forward.length).toBe(await page.evaluate(focusableCount))
          expectEveryStopVisible(forward)
          // Backwards from the end, each control is scrolled to the top edge: where the header sits.
          const backward = await walk(page, "Shift+Tab")
          expect(backward.length).toBe(forward.length)
          expectEveryStopVisible(backward)
        })
      }
    })
  }

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
