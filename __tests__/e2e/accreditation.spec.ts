import { expect, test, type Locator } from "@playwright/test"
import { asStatuses, gotoHydrated, readContent, statementParts, statusStates } from "./helpers"
import notAccreditedFixture from "../fixtures/accreditation/non-accredite-interdit.json"
import type { AccreditationData } from "../../src/utils/accreditation"

// The statuses of data/site.json drive what the pages that present the body say: the built pages in
// today's state, then each state the model allows (the fixtures), whatever data/ says.
const { accreditation } = readContent("site.json")
// The home and activities pages give the statuses as a block that links the scope; the terms (and their PDF)
// as the last sentence of their last article, in words.
const routes = ["/", "/nos-activites", "/conditions-generales-vente"]
const linksTheScope = (route: string) => route !== "/conditions-generales-vente"

async function expectStatement(main: Locator, statuses: AccreditationData, route: string) {
  // The Cofrac's sentence, then the H2A's: two statuses, each with its own words (src/utils/accreditation.ts).
  for (const part of statementParts(statuses)) await expect(main).toContainText(part)
  const accredited = statuses.status === "accredite"
  if (accredited) {
    if (linksTheScope(route))
      await expect(main.getByRole("link", { name: statuses.mentionScope })).toHaveAttribute("href", statuses.scopeUrl!)
    await expect(main).not.toContainText(statuses.notAccredited)
  } else {
    await expect(main).not.toContainText(statuses.mentionPrefix)
    await expect(main.locator('a[href*="cofrac"], img[src*="cofrac" i]')).toHaveCount(0)
  }
  await expect(main).toContainText(statuses.h2aStatus === "inscrit" ? statuses.registered : statuses.notRegistered)
  // Claims a body must never make about a status (the fixture's list).
  for (const claim of notAccreditedFixture.forbidden) await expect(main).not.toContainText(claim, { ignoreCase: true })
}

test.describe("the accreditation status, the same on every page that presents the body", () => {
  for (const route of routes) {
    test(`${route} states the statuses of data/ as built`, async ({ page }) => {
      await page.goto(route)
      await expectStatement(page.locator("main"), { ...accreditation }, route)
    })
  }

  for (const state of statusStates) {
    test(`each page states them, ${state.name}`, async ({ page }) => {
      const statuses = await asStatuses(page, state)
      for (const route of routes) {
        await gotoHydrated(page, route)
        await expectStatement(page.locator("main"), statuses, route)
      }
    })
  }

  for (const route of ["/", "/nos-activites"]) {
    test(`${route} explains « type A »`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator("main").getByText(accreditation.typeA, { exact: true })).toBeVisible()
    })
  }
})
