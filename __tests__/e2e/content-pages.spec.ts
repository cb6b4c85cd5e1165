import { expect, test } from "@playwright/test"
import { diagramLabels, gotoHydrated } from "./helpers"
import { axeViolations } from "./checks/axe"

// axe-core's analysis is CPU-bound: a few seconds on a quiet two-core machine, past the 30 s default
// under load 15-40 (docs/decisions/node-24.md). A longer limit for these specs, never a retry.
test.describe.configure({ timeout: 90_000 })

// Each content page's typography and axe run, as it loads, are steps of its one visit (visit.spec.ts).

test("the open viewer and the verification page with no section open have no accessibility violation", async ({
  page,
}) => {
  await gotoHydrated(page, "/processus-verification")
  const contexte = page.locator("details[name] > summary").first()
  await contexte.click()
  expect(await axeViolations(page)).toEqual([])
  await gotoHydrated(page, "/processus-appels-plaintes")
  await page.getByRole("button", { name: diagramLabels.openLabel }).first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  // Contrast is measured on the settled view, not halfway through its opening fade.
  await page.evaluate(() => Promise.all(document.getAnimations().map(animation => animation.finished)))
  expect(await axeViolations(page, "dialog")).toEqual([])
})
