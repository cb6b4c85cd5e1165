import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { gotoHydrated, readContent } from "./helpers"
import { checkFile, oneByteChanged, recordRequests, register, reportsPage, sha256 } from "./report-check"

// « Vérifier un rapport » on the site's own build (issue 48): today the register is empty, and the page says
// so; any file is no report of ours. The check against fictional reports: releases/e2e/report-check.spec.ts.

const footer = readContent("pied-de-page.json")
const offer = readContent("verification-volontaire.json")

/** A PDF-like file no one issued. */
const strayPdf = Buffer.from("%PDF-1.4\n% rapport présenté comme le nôtre\n%%EOF\n")

test.describe(reportsPage, () => {
  test("a file that is no report of ours is said so, with whom to write to; the file goes nowhere", async ({
    page,
    baseURL,
  }) => {
    await gotoHydrated(page, reportsPage)
    const requests = recordRequests(page)
    const status = await checkFile(page, "rapport.pdf", strayPdf)
    await expect(status).toContainText(register.check.notFound)
    await expect(status.getByRole("link", { name: new RegExp(footer.contact.email) })).toHaveAttribute(
      "href",
      `mailto:${footer.contact.email}`,
    )
    expect(requests.beyondScripts(new URL(baseURL!).origin)).toEqual([])
  })

  test("the specimen report, downloaded from the offer page, is recognised as a specimen; altered, it is no report of ours", async ({
    page,
  }) => {
    await page.goto("/verification-volontaire")
    const download = page.waitForEvent("download")
    await page
      .locator("main")
      .getByRole("link", { name: offer.specimens.reportLabel })
      .click({ modifiers: ["Alt"] })
    const bytes = readFileSync(await (await download).path())
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    await gotoHydrated(page, reportsPage)
    const status = await checkFile(page, "specimen.pdf", bytes)
    await expect(status).toContainText(register.check.specimen)
    await expect(status).not.toContainText(register.check.found)
    await expect(status).not.toContainText(register.check.notFound)
    const altered = await checkFile(page, "specimen-modifie.pdf", oneByteChanged(bytes))
    await expect(altered).toContainText(register.check.notFound)
    await expect(altered).not.toContainText(register.check.specimen)
  })

  test("the field is reached with the keyboard and named by its label", async ({ page }) => {
    await gotoHydrated(page, reportsPage)
    const field = page.getByLabel(register.check.fileLabel)
    await field.focus()
    await expect(field).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect(field).toBeFocused()
  })

  test("the offer page and the footer lead to it", async ({ page }) => {
    await page.goto("/verification-volontaire")
    await expect(page.locator("main").getByRole("link", { name: offer.reportCheck.label })).toHaveAttribute(
      "href",
      reportsPage,
    )
    await expect(page.locator("footer").getByRole("link", { name: footer.legal.reportCheckLabel })).toHaveAttribute(
      "href",
      reportsPage,
    )
  })

  test("the register is published as JSON with its fingerprint", async ({ request }) => {
    const json = await request.get("/rapports/registre.json")
    expect(json.ok()).toBe(true)
    const body = await json.body()
    const published = JSON.parse(body.toString()) as { reports: { number: string; sha256: string }[] }
    expect(published.reports.map(({ number, sha256 }) => ({ number, sha256 }))).toEqual(
      register.reports.map(({ number, sha256 }) => ({ number, sha256 })),
    )
    const line = await (await request.get("/rapports/registre.json.sha256")).text()
    expect(line).toBe(`${sha256(body)}  registre.json\n`)
  })
})

test.describe(`${reportsPage} without JavaScript`, () => {
  test.use({ javaScriptEnabled: false })

  test("lists the reports issued, or says honestly there are none, and how to compute a fingerprint by hand", async ({
    page,
  }) => {
    await page.goto(reportsPage)
    const main = page.locator("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(register.header.title)
    // Today the register is empty (the table itself: releases/e2e/report-check.spec.ts, on fictional reports).
    if (register.reports.length === 0) {
      await expect(main.getByText(register.none, { exact: true })).toBeVisible()
      await expect(main.getByRole("table")).toHaveCount(0)
    } else {
      await expect(main.getByRole("table", { name: register.labels.listHeading }).getByRole("row")).toHaveCount(
        register.reports.length + 1,
      )
    }
    for (const { system, command } of register.manual.commands) {
      await expect(main.getByText(system, { exact: true })).toBeVisible()
      await expect(main.getByText(command, { exact: true })).toBeVisible()
    }
    // The check needs scripts: without them it is not offered.
    await expect(page.getByLabel(register.check.fileLabel)).toBeHidden()
  })
})
