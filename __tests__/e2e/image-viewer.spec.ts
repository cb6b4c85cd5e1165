import { expect, test, type Locator, type Page } from "@playwright/test"
import { diagramAlt, diagramLabels, gotoHydrated, readContent, type Diagram } from "./helpers"

const verification = readContent("processus-verification.json")
const appeals = readContent("processus-appels-plaintes.json")

/** Every zoomable diagram, with how to bring it on screen. */
const diagrams = [
  ...verification.sections
    .filter(section => section.diagram)
    .map(section => ({
      route: "/processus-verification",
      diagram: section.diagram!,
      reveal: (page: Page) => page.locator(`#panneau-${section.id} > summary`).click(),
    })),
  ...appeals.blocks.map(({ diagram }) => ({ route: "/processus-appels-plaintes", diagram, reveal: async () => {} })),
]
// The example the single-diagram tests open: the first on the appeals page, on screen without a click. The
// count is the content's (every diagram is tested below), never a number written here.
const example = diagrams.findIndex(({ route }) => route === "/processus-appels-plaintes")
expect(example).toBeGreaterThanOrEqual(0)

const opener = (page: Page, diagram: Diagram) =>
  page.getByRole("button", { name: `${diagramLabels.openLabel} ${diagram.title}`, exact: true })
const viewer = (page: Page) => page.getByRole("dialog")
const viewerImage = (page: Page) => viewer(page).locator("img")
const box = async (locator: Locator) => (await locator.boundingBox())!

/** Opens a diagram's viewer; `hydrated: false` for a page without JavaScript. */
async function openViewer(page: Page, index = example, { hydrated = true } = {}) {
  const { route, diagram, reveal } = diagrams[index]
  if (hydrated) await gotoHydrated(page, route)
  else await page.goto(route)
  await reveal(page)
  // The diagram's button opens the <dialog> its `commandfor` names.
  expect(
    await opener(page, diagram).evaluate(
      button => document.getElementById(button.getAttribute("commandfor") ?? "")?.tagName,
    ),
  ).toBe("DIALOG")
  await opener(page, diagram).click()
  await expect(viewer(page)).toBeVisible()
  await expect
    .poll(() => viewerImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1600)
  // Measure once the opening animation (a slight scale) is over.
  await viewer(page).evaluate(dialog => Promise.all(dialog.getAnimations().map(animation => animation.finished)))
  return diagram
}

/** The open view: modal (its backdrop covers the page, which is inert), named, focused on its title. */
async function expectViewerOf(page: Page, diagram: Diagram) {
  const dialog = viewer(page)
  expect(await dialog.evaluate(element => element.matches("dialog:modal"))).toBe(true)
  expect(await dialog.evaluate(element => getComputedStyle(element, "::backdrop").position)).toBe("fixed")
  await expect(dialog).toHaveAccessibleName(diagram.title)
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(diagram.title)
  await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused()
  await expect(dialog.getByRole("button", { name: diagramLabels.close })).toBeVisible()
  await expect(dialog.getByText(diagramLabels.zoomHint)).toBeVisible()
  await expect(dialog.getByText(diagramLabels.zoomHintTouch)).toBeHidden()
  await expect(dialog).toHaveAccessibleDescription(diagramLabels.zoomHint)
  // RGAA 1.6.1: the alternative points to the steps right after the image.
  await expect(viewerImage(page)).toHaveAttribute("alt", diagramAlt(diagram))
  await expect(viewerImage(page)).not.toHaveAttribute("aria-describedby", /./)
  await expect(dialog.locator("[role=group] + details > ol > li")).toHaveText(diagram.steps)
  const viewport = page.viewportSize()!
  const view = await box(dialog)
  expect(view.x).toBeGreaterThanOrEqual(0)
  expect(view.y).toBeGreaterThanOrEqual(0)
  expect(view.x + view.width).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(view.y + view.height).toBeLessThanOrEqual(viewport.height + 0.5)
}

test.describe("the image viewer", () => {
  for (const [index, { route, diagram }] of diagrams.entries()) {
    test(`${route}: « ${diagram.title} » opens as a modal dialog over a backdrop, with a title, a close button and the zoom hint`, async ({
      page,
    }) => {
      await openViewer(page, index)
      await expectViewerOf(page, diagram)
    })
  }

  for (const key of ["Enter", "Space"]) {
    test(`opens with ${key} on a focused diagram`, async ({ page }) => {
      await gotoHydrated(page, "/processus-appels-plaintes")
      await opener(page, diagrams[example].diagram).focus()
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
    // On the stage around the image, inside the dialog: the scripts close it too.
    await opener(page, diagram).click()
    const stage = await box(viewer(page).locator("[role=group]"))
    const shown = await box(viewerImage(page))
    await page.mouse.click(stage.x + 4, shown.y + shown.height / 2)
    await expect(viewer(page)).toBeHidden()
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

  test("its buttons zoom in, out and back, and say by how much in the labelled level (RGAA 11.1)", async ({ page }) => {
    await openViewer(page)
    const dialog = viewer(page)
    const level = dialog.getByRole("status", { name: diagramLabels.zoomLevel, exact: true })
    const fitted = (await box(viewerImage(page))).width
    await dialog.getByRole("button", { name: diagramLabels.zoomIn }).click()
    await expect(level).toHaveText("125\u00a0%")
    expect((await box(viewerImage(page))).width).toBeCloseTo(fitted * 1.25, 0)
    await dialog.getByRole("button", { name: diagramLabels.zoomOut }).click()
    await dialog.getByRole("button", { name: diagramLabels.zoomOut }).click()
    await expect(level).toHaveText("80\u00a0%")
    await dialog.getByRole("button", { name: diagramLabels.zoomReset }).click()
    await expect(level).toHaveText("100\u00a0%")
    expect((await box(viewerImage(page))).width).toBeCloseTo(fitted, 0)
  })

  test("opens without animation when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openViewer(page)
    expect(await viewer(page).evaluate(element => getComputedStyle(element).animationName)).toBe("none")
    await page.keyboard.press("Escape")
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await opener(page, diagrams[example].diagram).click()
    expect(await viewer(page).evaluate(element => getComputedStyle(element).animationName)).not.toBe("none")
  })
})

test.describe("without JavaScript, the image viewer", () => {
  test.use({ javaScriptEnabled: false })

  for (const [index, { route, diagram }] of diagrams.entries()) {
    test(`${route}: « ${diagram.title} » opens with its title, close button and zoom hint, within 70 % and at least 600px wide`, async ({
      page,
    }) => {
      await openViewer(page, index, { hydrated: false })
      await expectViewerOf(page, diagram)
      const viewport = page.viewportSize()!
      const image = await box(viewerImage(page))
      expect(image.width).toBeGreaterThanOrEqual(600)
      expect(image.width).toBeLessThanOrEqual(viewport.width * 0.7 + 0.5)
      expect(image.height).toBeLessThanOrEqual(viewport.height * 0.7 + 0.5)
      // The zoom buttons need the scripts: not shown.
      await expect(viewer(page).getByRole("button", { name: diagramLabels.zoomIn })).toBeHidden()
    })
  }

  test("closes with « Fermer », Escape and a click outside, giving the focus back to the diagram", async ({ page }) => {
    const diagram = await openViewer(page, example, { hydrated: false })
    await viewer(page).getByRole("button", { name: diagramLabels.close }).click()
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
    await opener(page, diagram).click()
    await expect(viewer(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
    await opener(page, diagram).click()
    await viewerImage(page).click()
    await expect(viewer(page)).toBeVisible()
    const image = await box(viewerImage(page))
    await page.mouse.click(image.x / 2, page.viewportSize()!.height - 10)
    await expect(viewer(page)).toBeHidden()
    await expect(opener(page, diagram)).toBeFocused()
  })

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

    test("the hint names the buttons and dragging, not the wheel nor the keys (CSS alone)", async ({ page }) => {
      const { route, diagram } = diagrams[example]
      await page.goto(route)
      await opener(page, diagram).tap()
      const dialog = viewer(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(diagramLabels.zoomHintTouch)).toBeVisible()
      await expect(dialog.getByText(diagramLabels.zoomHint)).toBeHidden()
      await expect(dialog).toHaveAccessibleDescription(diagramLabels.zoomHintTouch)
    })
  })

  test("on a 375px phone, the 600px minimum wins and the view scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openViewer(page, example, { hydrated: false })
    expect((await box(viewerImage(page))).width).toBeCloseTo(600, 0)
    const stage = viewer(page).locator("[role=group]")
    expect(await stage.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true)
  })
})

// docs/architecture.md, « Vue agrandie »: at most 70 % of the viewport's width and height, at least 600px wide. The image box is
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
      const stage = viewer(page).locator("[role=group]")
      expect(await stage.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(true)
      // It opens centred, as the page showed it.
      expect(await stage.evaluate(element => element.scrollLeft)).toBeGreaterThan(0)
      await page.keyboard.press("Escape")
    }
  })
})
