import { expect, type Page } from "@playwright/test"

// WCAG 2.1.1, 2.4.7 and 2.4.11 (RGAA 10.7 and 12.8): the page walked with Tab and Shift+Tab as it loaded,
// every control reached, its focus shown, scrolled into view and not under the sticky header. A step of each
// page's visit at each viewport (visit.spec.ts); keyboard.spec.ts checks the check itself.

export interface Stop {
  name: string
  again: boolean
  focusVisible: boolean
  indicator: boolean
  inViewport: boolean
  unobscured: boolean
}

/** What the focused element looks like: is its focus shown, is it on screen, is anything (the sticky header) over it? */
export function focusedElement(): Stop | null {
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

/** Tab from the top of the page, then Shift+Tab from its end: every stop seen, each time, shown and in view. */
export async function checkKeyboardWalk(page: Page) {
  const forward = await walk(page, "Tab")
  expect.soft(forward.length, "Tab reaches every control").toBe(await page.evaluate(focusableCount))
  expectEveryStopVisible(forward)
  // Backwards from the end, each control is scrolled to the top edge: where the header sits.
  const backward = await walk(page, "Shift+Tab")
  expect.soft(backward.length, "Shift+Tab reaches as many").toBe(forward.length)
  expectEveryStopVisible(backward)
}
