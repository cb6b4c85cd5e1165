import { expect, test } from "@playwright/test"
import { asStatuses, diagramAlt, diagramLabels, gotoHydrated, readContent, statusStates, variantsOf } from "./helpers"
import { shownVersion } from "./in-force"

const content = readContent("processus-appels-plaintes.json")
const { accreditation } = readContent("site.json")

test.describe("the appeals and complaints page", () => {
  test("shows the appeals block then the complaints block, titled as in data/", async ({ page }) => {
    await page.goto("/processus-appels-plaintes")
    // By role: each diagram's closed <dialog> (in the HTML so it opens without a script) holds an
    // <h2> title that is not shown, and not exposed, until it opens.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      content.blocks.map(block => block.title),
    )
  })

  test("gives the procedure's reference, version and date", async ({ page }) => {
    await page.goto("/processus-appels-plaintes")
    // The version in force on the build's day, which may be older than the newest (in-force.ts).
    const shown = shownVersion(content.document)
    await expect(page.locator("main dl dd")).toHaveText([
      content.document.reference,
      shown.version,
      shown.edition,
      ...(shown.inForce ? [shown.inForce] : []),
    ])
  })

  for (const block of content.blocks) {
    test(`« ${block.title} » is written out as a procedure, beside its diagram`, async ({ page }) => {
      await page.goto("/processus-appels-plaintes")
      const region = page.getByRole("region", { name: block.title })
      await expect(
        region.getByRole("heading", { level: 3 }).filter({ hasNotText: diagramLabels.stepsHeading }),
      ).toHaveText(block.procedure.map(step => step.title))
      for (const paragraph of block.procedure.flatMap(step => step.paragraphs))
        await expect(region.getByText(paragraph, { exact: true })).toBeVisible()
    })

    test(`« ${block.title} » says who may be seized after the internal procedure, as the statuses allow`, async ({
      page,
    }) => {
      // Neither the Cofrac nor the H2A can receive it before both statuses are granted (issue 39, point 11).
      const [shown, hidden] = variantsOf(accreditation)
      await page.goto("/processus-appels-plaintes")
      const region = page.getByRole("region", { name: block.title })
      await expect(region.getByText(block.escalation[shown], { exact: true })).toBeVisible()
      await expect(region).not.toContainText(block.escalation[hidden])
    })

    test(`« ${block.title} » says who may be seized in each state of the statuses`, async ({ page }) => {
      for (const state of statusStates) {
        await page.unrouteAll()
        const [shown, hidden] = variantsOf(await asStatuses(page, state))
        await gotoHydrated(page, "/processus-appels-plaintes")
        const region = page.getByRole("region", { name: block.title })
        await expect(region.getByText(block.escalation[shown], { exact: true })).toBeVisible()
        await expect(region).not.toContainText(block.escalation[hidden])
      }
    })

    test(`« ${block.title} » has its intro, its diagram (zoomable) and the diagram's steps as a list`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/processus-appels-plaintes")
      const region = page.getByRole("region", { name: block.title })
      await expect(region.getByText(block.intro)).toBeVisible()
      // By role: the closed viewer's large image has the same alternative text but is not exposed.
      const image = region.getByRole("img", { name: diagramAlt(block.diagram), exact: true })
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
