import { expect, test, type Locator, type Page } from "@playwright/test"
import { diagramLabels, gotoHydrated, readData, type Diagram } from "./helpers"

const verification = readData<{ sections: { id: string; title: string; diagram?: Diagram }[] }>(
  "processus-verification.json",
)
const appeals = readData<{ blocks: { diagram: Diagram }[] }>("processus-appels-plaintes.json")

/** Every zoomable diagram, with how to bring it on screen. */
const diagrams = [
  ...verification.sections
    .filter(section => section.diagram)
    .map(section => ({
      route: "/processus-verification",
      diagram: section.diagram!,
      reveal: (page: Page) =>
        page.getByRole("navigation", { name: "Sommaire" }).getByRole("button", { name: section.title }).click(),
    })),
  ...appeals.blocks.map(({ diagram }) => ({ route: "/processus-appels-plaintes", diagram, reveal: async () => {} })),
]
expect(diagrams).toHaveLength(4)

const opener = (page: Page, diagram: Diagram) =>
  page.getByRole("button", { name: `${diagramLabels.openLabel} ${diagram.title}`, exact: true })
const viewer = (page: Page) => page.getByRole("dialog")
const viewerImage = (page: Page) => viewer(page).locator("img")
const box = async (locator: Locator) => (await locator.boundingBox())!

async function openViewer(page: Page, index = 2) {
  const { route, diagram, reveal } = diagrams[index]
  await gotoHydrated(page, route)
  await reveal(page)
  await opener(page, diagram).click()
  await expect(viewer(page)).toBeVisible()
  await expect
    .poll(() => viewerImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1600)
  // Measure once the opening animation (a slight scale) is over.
  await viewer(page).evaluate(dialog => Promise.all(dialog.getAnimations().map(animation => animation.finished)))
  return diagram
}

test.describe("the image viewer", () => {
  for (const [index, { route, diagram }] of diagrams.entries()) {
    test(`${route}: « ${diagram.title} » opens full screen as a modal dialog with a title, a close button and the zoom hint`, async ({
      page,
    }) => {
      await openViewer(page, index)
      const dialog = viewer(page)
      expect(await dialog.evaluate(element => element.matches("dialog:modal"))).toBe(true)
      await expect(dialog).toHaveAccessibleName(diagram.title)
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(diagram.title)
      await expect(dialog.getByRole("button", { name: diagramLabels.close })).toBeFocused()
      await expect(dialog.getByText(diagramLabels.zoomHint)).toBeVisible()
      await expect(viewerImage(page)).toHaveAttribute("alt", diagram.alt)
      const viewport = page.viewportSize()!
      expect(await box(dialog)).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    })
  }

  for (const key of ["Enter", "Space"]) {
    test(`opens with ${key} on a focused diagram`, async ({ page }) => {
      await gotoHydrated(page, "/processus-appels-plaintes")
      await opener(page, diagrams[2].diagram).focus()
      await page.keyboard.press(key)
      await expect(viewer(page)).toBeVisible()
    })
  }

  test("the close button closes it and gives the focus back to the diagram", async ({ page }) => {
    const diagram = await openViewer(page)
    await viewer(page).getByRole("button", { name: diagramLabels.close }).click()
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
  })

  test("Escape closes it and gives the focus back to the diagram", async ({ page }) => {
    const diagram = await openViewer(page)
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
  })

  test("a click outside the image closes it and gives the focus back; a click on the image does not", async ({
    page,
  }) => {
    const diagram = await openViewer(page)
    await viewerImage(page).click()
    await expect(viewer(page)).toBeVisible()
    const image = await box(viewerImage(page))
    const viewport = page.viewportSize()!
    await page.mouse.click(image.x / 2, viewport.height - 10)
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
  })

  test("keeps the focus inside while open: the page behind is inert", async ({ page }) => {
    await openViewer(page)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab")
      expect(
        await page.evaluate(
          () =>
            !document.activeElement ||
            document.activeElement === document.body ||
            !!document.activeElement.closest("dialog"),
        ),
      ).toBe(true)
    }
  })

  test("the mouse wheel zooms around the pointer, without scrolling the page", async ({ page }) => {
    await openViewer(page)
    const before = await box(viewerImage(page))
    const scrollY = await page.evaluate(() => window.scrollY)
    const pointer = { x: before.x + before.width * 0.3, y: before.y + before.height * 0.4 }
    await page.mouse.move(pointer.x, pointer.y)
    // Far enough that the image outgrows the stage both ways, so that it can scroll to any point.
    await page.mouse.wheel(0, -600)
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeGreaterThan(before.width * 2.5)
    const after = await box(viewerImage(page))
    // The point of the diagram under the pointer stays under it.
    expect((pointer.x - after.x) / after.width).toBeCloseTo(0.3, 1)
    expect((pointer.y - after.y) / after.height).toBeCloseTo(0.4, 1)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await page.mouse.wheel(0, 300)
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeLessThan(after.width)
  })

  test("the keyboard zooms too: + and − step, 0 goes back to the fitted size", async ({ page }) => {
    await openViewer(page)
    const fitted = (await box(viewerImage(page))).width
    await page.keyboard.press("+")
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeCloseTo(fitted * 1.25, 0)
    await page.keyboard.press("+")
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeCloseTo(fitted * 1.5625, 0)
    await page.keyboard.press("-")
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeCloseTo(fitted * 1.25, 0)
    await page.keyboard.press("0")
    await expect.poll(async () => (await box(viewerImage(page))).width).toBeCloseTo(fitted, 0)
  })

  test("its buttons zoom in, out and back, and say by how much", async ({ page }) => {
    await openViewer(page)
    const dialog = viewer(page)
    const fitted = (await box(viewerImage(page))).width
    await dialog.getByRole("button", { name: diagramLabels.zoomIn }).click()
    await expect(dialog.locator("output")).toHaveText("125\u00a0%")
    expect((await box(viewerImage(page))).width).toBeCloseTo(fitted * 1.25, 0)
    await dialog.getByRole("button", { name: diagramLabels.zoomOut }).click()
    await dialog.getByRole("button", { name: diagramLabels.zoomOut }).click()
    await expect(dialog.locator("output")).toHaveText("80\u00a0%")
    await dialog.getByRole("button", { name: diagramLabels.zoomReset }).click()
    await expect(dialog.locator("output")).toHaveText("100\u00a0%")
    expect((await box(viewerImage(page))).width).toBeCloseTo(fitted, 0)
  })

  test("opens without animation when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openViewer(page)
    expect(await viewer(page).evaluate(element => getComputedStyle(element).animationName)).toBe("none")
    await page.keyboard.press("Escape")
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await opener(page, diagrams[2].diagram).click()
    expect(await viewer(page).evaluate(element => getComputedStyle(element).animationName)).not.toBe("none")
  })
})

// SPEC §9: at most 70 % of the viewport's width and height, at least 600px wide. The image box is
// measured on screen; inside it, object-fit keeps the diagram's proportions.
test.describe("the enlarged image's bounds", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
    { width: 1024, height: 1366 },
  ]) {
    test(`on a ${viewport.width}×${viewport.height} screen, every diagram is at most 70 % of the viewport and at least 600px wide`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      for (const index of diagrams.keys()) {
        await openViewer(page, index)
        const image = await box(viewerImage(page))
        expect(image.width).toBeGreaterThanOrEqual(600)
        expect(image.width).toBeLessThanOrEqual(viewport.width * 0.7 + 0.5)
        expect(image.height).toBeLessThanOrEqual(viewport.height * 0.7 + 0.5)
        expect(await viewerImage(page).evaluate(img => getComputedStyle(img).objectFit)).toBe("contain")
        await page.keyboard.press("Escape")
      }
    })
  }

  // Below 858px (600 / 0.7), 600px is more than 70 % of the width: the minimum wins, the stage scrolls.
  test("on a 375px phone, the 600px minimum wins over 70 % of the width, and the view scrolls sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const index of diagrams.keys()) {
      await openViewer(page, index)
      const image = await box(viewerImage(page))
      expect(image.width).toBeCloseTo(600, 0)
      expect(image.height).toBeLessThanOrEqual(740 * 0.7 + 0.5)
      const stage = viewer(page).getByRole("group")
      expect(await stage.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true)
      // It opens centred, as the page showed it.
      expect(await stage.evaluate(element => element.scrollLeft)).toBeGreaterThan(0)
      await page.keyboard.press("Escape")
    }
  })
})
