import { expect, test } from "@playwright/test"
import { readContent } from "./helpers"

// The accreditation status of data/site.json drives what the pages that present the body say.
const { accreditation } = readContent("site.json")

test.describe("the accreditation status, the same on every page that presents the body", () => {
  for (const route of ["/", "/nos-activites", "/conditions-generales-vente"]) {
    test(`${route} says plainly that the body is not yet accredited, with no Cofrac mention`, async ({ page }) => {
      expect(accreditation.status).toBe("non_accredite")
      await page.goto(route)
      const main = page.locator("main")
      // The Cofrac's sentence, then the H2A's: two statuses, each with its own words (src/utils/accreditation.ts).
      await expect(main).toContainText(`${accreditation.notAccredited} ${accreditation.notRegistered}`)
      await expect(main).not.toContainText(/Cofrac n°|accréditation en cours/i)
      await expect(main).not.toContainText(accreditation.mentionPrefix)
      await expect(main.locator('a[href*="cofrac"], img[src*="cofrac" i]')).toHaveCount(0)
    })
  }

  for (const route of ["/", "/nos-activites"]) {
    test(`${route} explains « type A »`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator("main").getByText(accreditation.typeA, { exact: true })).toBeVisible()
    })
  }
})
