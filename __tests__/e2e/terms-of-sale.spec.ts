import { expect, test } from "@playwright/test"
import { accreditationStatement } from "../../src/utils/accreditation"
import { labels, readContent } from "./helpers"
import { shownVersion } from "./in-force"

const content = readContent("conditions-generales-vente.json")
const { accreditation } = readContent("site.json")

test.describe("the terms of sale", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/conditions-generales-vente")
  })

  test("give the reference, version, edition and date of the version in force on the build's day", async ({ page }) => {
    const fields = await page
      .locator("main dl div")
      .evaluateAll(rows =>
        rows.map(row => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
      )
    const labels = readContent("interface.json").document
    const shown = shownVersion(content.document)
    expect(fields).toEqual([
      [labels.reference, content.document.reference],
      [labels.version, shown.version],
      [labels.edition, shown.edition],
      ...(shown.inForce ? [[labels.inForce, shown.inForce]] : []),
    ])
  })

  test("have an article per section of the content", async ({ page }) => {
    await expect(page.locator("main h2")).toHaveText(content.sections.map(section => section.title))
  })

  // What the articles must say is checked by the content model (x-mentions), at save time.
  test("close the last article with the two statuses of site.json, the words the other pages use", async ({ page }) => {
    const main = page.locator("main")
    await expect(main.locator("section").last().locator("p").last()).toHaveText(
      accreditationStatement(accreditation).text,
    )
    await expect(main).not.toContainText(/accréditation en cours/i)
  })
})

test.describe("printing the terms of sale", () => {
  test("gives the document alone: no skip link, header or footer; black on white; the reference fields kept", async ({
    page,
  }) => {
    await page.goto("/conditions-generales-vente")
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("navigation", { name: labels.mainNavigation })).toBeHidden()
    await expect(page.locator("footer")).toBeHidden()
    await expect(page.getByRole("link", { name: labels.skipLink })).toBeHidden()
    await expect(page.locator("main h1")).toBeVisible()
    await expect(page.locator("main dl")).toBeVisible()
    await expect(page.locator("main dl")).toContainText(content.document.reference)
    for (const selector of ["main h1", "main h2", "main p", "main li", "main dt", "main dd"]) {
      const colours = await page
        .locator(selector)
        .evaluateAll(elements =>
          elements.map(element => [
            getComputedStyle(element).color,
            getComputedStyle(element).backgroundColor,
            getComputedStyle(element).boxShadow,
          ]),
        )
      for (const [color, background, shadow] of colours) {
        expect(color, selector).toBe("rgb(0, 0, 0)")
        expect(background, selector).toBe("rgba(0, 0, 0, 0)")
        expect(shadow, selector).toBe("none")
      }
    }
    // A real print: Chromium's PDF, with the whole text in it.
    const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("conditions-generales-vente.pdf") })
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(pages).toBeLessThanOrEqual(6)
  })
})
