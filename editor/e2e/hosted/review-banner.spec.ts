import path from "node:path"
import { expect, test } from "@playwright/test"
import { buildDate } from "../../../content-model/node/build-date"
import { pagesToReview, type PageToReview } from "../../../content-model/node/date-state"
import { cloneDir, editors } from "./env"
import { signedIn } from "./helpers"

// The pages to review in the editor's banner (issue 57, point 3). The service lists them for its own day
// (GET /api/etat › review, editor/service/status.ts); which pages fall due on which day is tested in jest
// (editor/__tests__/service/status.test.ts). Here, in Chromium: the service's answer for today is the clone's
// state on today's date, and the banner shows each page of a list the service gives, then none once none is due.

const data = path.join(cloneDir, "data")
// Ten years on, every page with a « À jour au » date is due, whatever data/ says today.
const later = `${Number(buildDate().slice(0, 4)) + 10}${buildDate().slice(4)}`

test("the banner lists each page the service says is due for review, and none when none is", async ({ browser }) => {
  const due = pagesToReview(data, later)
  expect(due.length, "aucune page de data/ ne porte de date « À jour au »").toBeGreaterThan(0)

  const { context, page } = await signedIn(browser, editors.a)
  const banner = page.locator("#pages-a-relire")
  let served: PageToReview[] | undefined
  let review: PageToReview[] | undefined = due
  await page.route("**/api/etat", async route => {
    const response = await route.fetch()
    const status = (await response.json()) as { review?: PageToReview[] }
    served = status.review
    await route.fulfill({ response, json: review ? { ...status, review } : status })
  })

  await expect(banner).toBeVisible({ timeout: 15_000 })
  // The service's own answer is the clone's pages due on its day.
  expect(served).toEqual(pagesToReview(data, buildDate()))
  for (const { file, field, reason } of due) {
    await expect(banner).toContainText(`(${file} › ${field}) : ${reason}.`)
  }
  await expect(banner).toContainText(/^À relire : /)

  // Nothing due: the line goes away on the next refresh.
  review = []
  await expect(banner).toBeHidden({ timeout: 15_000 })
  await context.close()
})
