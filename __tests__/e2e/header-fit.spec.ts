import { expect, test, type Page } from "@playwright/test"
import { contentNavigationWidth, PIXELS_PER_REM } from "../../plugins/navigation-width/navigation-width"
import { labels } from "./helpers"
import { sidewaysScroll } from "./rgaa-helpers"
import { navigation } from "./routes"

// The header fits the labels it is given (issue 37, point 5): the build turns data/'s labels into the width where
// the five links show inline (plugins/navigation-width); narrower, the menu button shows them. Without JavaScript:
// the decision is the stylesheet's.
const breakpoint = Math.ceil(contentNavigationWidth() * PIXELS_PER_REM)

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: labels.mainNavigation })
const menuButton = (page: Page) => page.getByRole("button", { name: labels.menuButton })

/** How many lines a link's text takes. */
const linesOf = (page: Page, label: string) =>
  mainNavigation(page)
    .getByRole("link", { name: label, exact: true })
    .evaluate(link => {
      const style = getComputedStyle(link)
      const height = link.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
      return Math.round(height / parseFloat(style.lineHeight))
    })

/** The words of the site's name in the header that the browser broke across two lines. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector("header a[href='/'] span")!
    const text = name.firstChild!
    const broken: string[] = []
    for (const match of (text.textContent ?? "").matchAll(/\S+/gu)) {
      const range = document.createRange()
      range.setStart(text, match.index)
      range.setEnd(text, match.index + match[0].length)
      const tops = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)))
      if (tops.size > 1) broken.push(match[0])
    }
    return broken
  })

/** Each box of the header's bar lies inside the bar, the name before the links, none past the viewport. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => element!.getBoundingClientRect()
    const nav = box(document.querySelector("header nav"))
    const brand = box(document.querySelector("header a[href='/']"))
    const links = [...document.querySelectorAll("header nav li")].map(item => box(item))
    return {
      viewport: document.documentElement.clientWidth,
      brandRight: brand.right,
      navLeft: nav.left,
      navRight: nav.right,
      linksRight: Math.max(...links.map(link => link.right)),
    }
  })

test.use({ javaScriptEnabled: false })

for (const width of [...new Set([breakpoint - 1, breakpoint, breakpoint + 1, 1280, 1600])]) {
  const inline = width >= breakpoint
  test(`${width} px wide (breakpoint ${breakpoint} px): ${inline ? "the five labels fit inline" : "the menu button shows the links"}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/")
    const links = mainNavigation(page).getByRole("link", { includeHidden: true })
    await expect(links).toHaveCount(navigation.length)
    if (inline) {
      await expect(menuButton(page)).toBeHidden()
      for (const link of await links.all()) await expect(link).toBeVisible()
      // One line each, two for a label over 20 characters (src/utils/split-label.ts).
      for (const { label } of navigation) expect(await linesOf(page, label), label).toBe(label.length > 20 ? 2 : 1)
      const boxes = await headerBoxes(page)
      expect(boxes.brandRight).toBeLessThanOrEqual(boxes.navLeft)
      expect(boxes.linksRight).toBeLessThanOrEqual(boxes.navRight + 0.5)
      expect(boxes.navRight).toBeLessThanOrEqual(boxes.viewport)
      // The name gives way between its words, never inside one.
      expect(await brokenWords(page)).toEqual([])
    } else {
      await expect(menuButton(page)).toBeVisible()
      for (const link of await links.all()) await expect(link).toBeHidden()
    }
    expect(await sidewaysScroll(page)).toBe(0)
  })
}
