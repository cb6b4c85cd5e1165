import { expect, test, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"
import { labels, readContent } from "./helpers"
import { doubleBrowserTextSize, sidewaysScroll } from "./rgaa-helpers"
import { navigation } from "./routes"

// How the enlarged view renders for visitors who enlarge the text (RGAA 10.4), and the controls in forced colours
// (3.2/3.3 in Windows' contrast themes). Each page at 320 and 375 px, text enlarged and spaced out: a step of its
// visit (visit.spec.ts, checks/rendering.ts).

test.describe("RGAA 10.4: the enlarged view at 375 px with text at 200 %", () => {
  test.use({ viewport: { width: 375, height: 740 } })
  // The four viewers: the appeals page's two, and the two in the verification process's sections.
  const diagrams = [
    ...readContent("processus-appels-plaintes.json").blocks.map(({ diagram }) => ({
      route: "/processus-appels-plaintes",
      section: null,
      diagram,
    })),
    ...readContent("processus-verification.json").sections.flatMap(({ id, diagram }) =>
      diagram ? [{ route: "/processus-verification", section: id, diagram }] : [],
    ),
  ]
  for (const { route, section, diagram } of diagrams) {
    test(`« ${diagram.title} »: the title wraps between words, the zoom level stays on one line, the image on screen`, async ({
      page,
    }) => {
      await doubleBrowserTextSize(page)
      await page.goto(route)
      if (section) await page.locator(`#panneau-${section} > summary`).click()
      await page.getByRole("button", { name: `${labels.diagram.openLabel} ${diagram.title}`, exact: true }).click()
      const dialog = page.getByRole("dialog")
      const title = dialog.getByRole("heading", { level: 2 })
      // Each word of the title on one line: a word broken across two lines has two boxes.
      const broken = await title.evaluate(heading => {
        const node = heading.firstChild!
        return [...(node.textContent ?? "").matchAll(/\S+/g)].filter(({ index, 0: word }) => {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + word.length)
          return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size > 1
        })
      })
      expect(broken.map(([word]) => word)).toEqual([])
      await expect(title).toBeInViewport({ ratio: 1 })
      // The zoom level (« 100 % », a no-break space) on one line: its label wraps, not the value.
      const levelLines = await dialog.locator("output").evaluate(output => {
        const range = document.createRange()
        range.selectNodeContents(output)
        return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size
      })
      expect(levelLines).toBe(1)
      // A quarter of the screen's height at least shows the image as it opens, without scrolling.
      const image = (await dialog.locator("img").boundingBox())!
      expect(Math.min(740, image.y + image.height) - Math.max(0, image.y)).toBeGreaterThanOrEqual(740 / 4)
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    })
  }
})

/** How many pixels of the element's screenshot differ clearly from its top-left pixel (its background). */
async function drawnPixels(element: Locator) {
  const { data, info } = await sharp(await element.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let drawn = 0
  for (let index = 0; index < data.length; index += info.channels) {
    const distance = [0, 1, 2].reduce((sum, channel) => sum + Math.abs(data[index + channel] - data[channel]), 0)
    if (distance > 96) drawn++
  }
  return drawn
}

/** How many pixels differ between two screenshots of the same box. */
async function changedPixels(before: Buffer, after: Buffer) {
  const [a, b] = await Promise.all([before, after].map(png => sharp(png).removeAlpha().raw().toBuffer()))
  let changed = 0
  for (let index = 0; index < a.length; index += 3)
    if (a[index] !== b[index] || a[index + 1] !== b[index + 1]) changed++
  return changed
}

test.describe("forced colours (Windows' contrast themes): the controls stay visible", () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" }))

  test.describe("small screen", () => {
    test.use({ viewport: { width: 375, height: 740 } })
    test("the menu button's three bars are drawn, closed and open", async ({ page }) => {
      await page.goto("/")
      const button = page.getByRole("button", { name: labels.menuButton })
      const bars = button.locator("span[aria-hidden=true]")
      // Three bars of 18 × 2 px: well over 50 pixels of ink when they are drawn.
      expect(await drawnPixels(bars)).toBeGreaterThan(50)
      await button.click()
      expect(await drawnPixels(bars)).toBeGreaterThan(30)
    })

    test("the current page is marked in the open menu", async ({ page }) => {
      await page.goto(navigation[1].path)
      await page.getByRole("button", { name: labels.menuButton }).click()
      await expectCurrentMarked(page)
    })
  })

  test.describe("large screen", () => {
    for (const { path } of navigation) {
      test(`${path}: the current page is marked in the header`, async ({ page }) => {
        await page.goto(path)
        await expectCurrentMarked(page)
      })
    }
  })
})

/** The link to the current page looks different from the same link without aria-current. */
async function expectCurrentMarked(page: Page) {
  const current = page.locator("#menu-principal a[aria-current=page]")
  await expect(current).toBeVisible()
  const box = (await current.boundingBox())!
  const clip = { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 }
  const marked = await page.screenshot({ clip, animations: "disabled" })
  await current.evaluate(link => link.removeAttribute("aria-current"))
  const plain = await page.screenshot({ clip, animations: "disabled" })
  expect(await changedPixels(marked, plain)).toBeGreaterThan(20)
}
