import { expect, test } from "@playwright/test"
import { diagramLabels, gotoHydrated, readData, type Diagram } from "./helpers"

const content = readData<{ blocks: { title: string; intro: string; diagram: Diagram }[] }>(
  "processus-appels-plaintes.json",
)

test.describe("the appeals and complaints page", () => {
  test("shows 'Traitement des Appels' then 'Traitement des Plaintes'", async ({ page }) => {
    await page.goto("/processus-appels-plaintes")
    await expect(page.locator("main h2")).toHaveText(["Traitement des Appels", "Traitement des Plaintes"])
  })

  for (const block of content.blocks) {
    test(`« ${block.title} » has its intro, its diagram (zoomable) and the diagram's steps as a list`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/processus-appels-plaintes")
      const region = page.getByRole("region", { name: block.title })
      await expect(region.getByText(block.intro)).toBeVisible()
      const image = region.getByAltText(block.diagram.alt, { exact: true })
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      await expect(region.locator("figcaption")).toHaveText(block.diagram.title)
      await expect(region.getByRole("list", { name: diagramLabels.stepsHeading }).getByRole("listitem")).toHaveText(
        block.diagram.steps,
      )
      await region.getByRole("button", { name: new RegExp(diagramLabels.openLabel) }).click()
      await expect(page.getByRole("dialog", { name: block.diagram.title })).toBeVisible()
    })
  }
})
