import { expect, test, type Locator, type Page } from "@playwright/test"
import {
  diagramAlt,
  diagramLabels,
  gotoHydrated,
  isHydrated,
  readContent,
  waitForHydration,
  type Diagram,
} from "./helpers"

const appeals = readContent("processus-appels-plaintes.json").blocks.map(block => block.diagram)
const verification = readContent("processus-verification.json").sections

/** Aborts every request for these diagrams' images, whatever the format (PNG, WebP, AVIF). */
async function blockImages(page: Page, diagrams: Diagram[]) {
  const names = diagrams.map(diagram =>
    diagram.image
      .split("/")
      .pop()!
      .replace(/\.png$/, ""),
  )
  const blocked: string[] = []
  await page.route(
    url =>
      url.pathname.startsWith("/static/") &&
      names.some(
        name =>
          url.pathname.endsWith(`/${name}.png`) ||
          url.pathname.endsWith(`/${name}.webp`) ||
          url.pathname.endsWith(`/${name}.avif`),
      ),
    route => {
      blocked.push(route.request().url())
      return route.abort()
    },
  )
  return blocked
}

function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on("console", message => {
    if (message.type() === "error") errors.push(message.text())
  })
  return errors
}

/**
 * A diagram's figure is hidden entirely (by the page's head script, src/utils/diagram-failure.ts):
 * no image, no blurred placeholder (the image's background), no enlarge button; its steps stay.
 */
async function expectHidden(scope: Locator, diagram: Diagram) {
  await expect(scope.getByRole("button", { name: `${diagramLabels.openLabel} ${diagram.title}` })).toHaveCount(0)
  await expect(scope.locator("figure")).toBeHidden()
  for (const img of await scope.locator("img").all()) await expect(img).toBeHidden()
  await expect(scope.getByRole("listitem").filter({ hasText: diagram.steps[0] })).toBeVisible()
}

const appealsBlock = (page: Page, index: number) =>
  page.getByRole("region", { name: readContent("processus-appels-plaintes.json").blocks[index].title })

test.describe("a diagram whose image fails to load", () => {
  test("is hidden, placeholder included, and its failure logged (appeals and complaints page)", async ({ page }) => {
    const errors = consoleErrors(page)
    const blocked = await blockImages(page, appeals)
    await gotoHydrated(page, "/processus-appels-plaintes")
    // The diagrams load lazily: the second one, below the written procedures, only once scrolled to.
    for (const [index, diagram] of appeals.entries()) {
      await appealsBlock(page, index).scrollIntoViewIfNeeded()
      await expectHidden(appealsBlock(page, index), diagram)
    }
    for (const img of await page.locator("main img").all()) await expect(img).toBeHidden()
    expect(blocked.length).toBeGreaterThanOrEqual(2)
    for (const diagram of appeals) {
      await expect.poll(() => errors.filter(error => error.includes(`« ${diagram.title} »`))).toHaveLength(1)
    }
    await expect(
      page.getByRole("heading", { level: 2, name: readContent("processus-appels-plaintes.json").blocks[0].title }),
    ).toBeVisible()
    await expect(page.getByRole("list", { name: diagramLabels.stepsHeading })).toHaveCount(2)
  })

  test("is hidden as soon as it fails, before the scripts have run, and stays hidden once they have", async ({
    page,
  }) => {
    const errors = consoleErrors(page)
    await blockImages(page, appeals)
    // Hold the scripts back until the images have failed in the static HTML.
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(/\.js$/, async route => {
      await released
      await route.continue()
    })
    await page.goto("/processus-appels-plaintes", { waitUntil: "domcontentloaded" })
    for (const [index, diagram] of appeals.entries()) {
      await appealsBlock(page, index).scrollIntoViewIfNeeded()
      await expectHidden(appealsBlock(page, index), diagram)
    }
    expect(await isHydrated(page)).toBe(false)
    for (const diagram of appeals)
      await expect.poll(() => errors.some(error => error.includes(`« ${diagram.title} »`))).toBe(true)
    release()
    await waitForHydration(page)
    for (const [index, diagram] of appeals.entries()) await expectHidden(appealsBlock(page, index), diagram)
  })

  test("is hidden when it fails once its section is opened (verification process page)", async ({ page }) => {
    const errors = consoleErrors(page)
    const diagrams = verification.filter(section => section.diagram).map(section => section.diagram!)
    await blockImages(page, diagrams)
    await gotoHydrated(page, "/processus-verification")
    for (const section of verification.filter(section => section.diagram)) {
      await page.locator(`#panneau-${section.id} > summary`).click()
      await expectHidden(page.locator(`#panneau-${section.id}`), section.diagram!)
      await expect.poll(() => errors.some(error => error.includes(`« ${section.diagram!.title} »`))).toBe(true)
    }
    for (const figure of await page.locator("main figure").all()) await expect(figure).toBeHidden()
  })

  test("(control) the same diagrams show when nothing is blocked", async ({ page }) => {
    const errors = consoleErrors(page)
    await gotoHydrated(page, "/processus-appels-plaintes")
    await expect(page.locator("main figure")).toHaveCount(2)
    for (const figure of await page.locator("main figure").all()) await expect(figure).toBeVisible()
    for (const diagram of appeals) {
      const image = page.locator("figure > div > picture").getByAltText(diagramAlt(diagram), { exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    expect(errors.filter(error => error.includes("«"))).toEqual([])
  })
})
