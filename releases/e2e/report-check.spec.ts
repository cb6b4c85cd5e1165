// « Vérifier un rapport » with reports in the register (issue 48): the second release is built with a fictional
// register whose PDFs releases/report-fixtures.ts wrote (the site's own register is empty today), so this spec
// needs no build of its own. The page's behaviour without reports: __tests__/e2e/report-check.spec.ts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "../../__tests__/e2e/guard"
import { gotoHydrated } from "../../__tests__/e2e/helpers"
import {
  checkFile,
  oneByteChanged,
  recordRequests,
  register,
  reportsPage,
  sha256,
  type Report,
} from "../../__tests__/e2e/report-check"
import { serveRelease, type Nginx } from "../serve-release"
import { publish } from "../publish"
import { FIXTURE_REPORTS } from "../report-fixtures"
import { REPORT_PDFS, SECOND_RELEASE } from "../second-release"
import { RELEASE_PORT } from "./ports"

let site: string
let nginx: Nginx

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), "releases-rapports-"))
  await publish(site, { from: SECOND_RELEASE, log: () => {} })
  nginx = await serveRelease(site, RELEASE_PORT)
})

test.afterAll(async () => {
  await nginx?.stop()
  rmSync(site, { recursive: true, force: true })
})

const pdf = (number: string) => readFileSync(path.join(REPORT_PDFS, `${number}.pdf`))
/** The fictional register as the second release published it. */
const published = () =>
  JSON.parse(readFileSync(path.join(SECOND_RELEASE, "rapports/registre.json"), "utf8")) as { reports: Report[] }
const entry = (number: string) => published().reports.find(report => report.number === number)!

test("an issued PDF is recognised with its entry; nothing leaves the page", async ({ page, guard }) => {
  await gotoHydrated(page, `${nginx.url}${reportsPage}`)
  const requests = recordRequests(page)
  const report = entry(FIXTURE_REPORTS.valid)
  expect(sha256(pdf(report.number))).toBe(report.sha256)
  const status = await checkFile(page, "rapport.pdf", pdf(report.number))
  await expect(status).toContainText(`${register.check.found} ${report.number}.`)
  await expect(status).toContainText(report.subject)
  await expect(status).toContainText(report.clientName!)
  await expect(status).toContainText(register.labels.statuses.valide)
  await expect(status).not.toContainText(register.check.notFound)
  expect(requests.beyondScripts(nginx.url)).toEqual([])
  expect(guard.consoleErrors).toEqual([])
  expect(guard.cspViolations).toEqual([])
})

test("the same PDF with one byte changed is no report of ours", async ({ page }) => {
  await gotoHydrated(page, `${nginx.url}${reportsPage}`)
  const status = await checkFile(page, "rapport.pdf", oneByteChanged(pdf(FIXTURE_REPORTS.valid)))
  await expect(status).toContainText(register.check.notFound)
  await expect(status).not.toContainText(register.check.found)
})

test("a withdrawn report and a replaced one say so first", async ({ page }) => {
  await gotoHydrated(page, `${nginx.url}${reportsPage}`)
  const withdrawn = entry(FIXTURE_REPORTS.withdrawn)
  let status = await checkFile(page, "retire.pdf", pdf(withdrawn.number))
  await expect(status.locator("strong").nth(1)).toHaveText(`${register.check.withdrawn} ${withdrawn.statusDate}.`)
  const replaced = entry(FIXTURE_REPORTS.replaced)
  status = await checkFile(page, "remplace.pdf", pdf(replaced.number))
  await expect(status.locator("strong").nth(1)).toHaveText(
    `${register.check.replaced} ${replaced.statusDate} (${replaced.replacedBy}).`,
  )
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the table lists each report with its date, type, status and fingerprint", async ({ page }) => {
    await page.goto(`${nginx.url}${reportsPage}`)
    const table = page.getByRole("table", { name: register.labels.listHeading })
    for (const report of published().reports) {
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: report.number, exact: true }) })
      await expect(row).toContainText(report.issued)
      await expect(row).toContainText(register.labels.types[report.type])
      await expect(row).toContainText(register.labels.statuses[report.status])
      await expect(row).toContainText(report.sha256)
    }
  })

  test("each report has its page, with the notice, its JSON-LD and the QR code of its address", async ({
    page,
    request,
  }) => {
    const report = entry(FIXTURE_REPORTS.valid)
    const route = `/rapports/${report.number}`
    await page.goto(`${nginx.url}${route}`)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(report.number)
    await expect(page.locator("main")).toContainText(register.labels.notOpinion)
    await expect(page.locator("main")).toContainText(report.sha256)
    await expect(page.getByRole("link", { name: register.labels.checkLink })).toHaveAttribute("href", reportsPage)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const described = jsonLd
      .map(text => JSON.parse(text) as Record<string, unknown>)
      .find(ld => ld["@type"] === "Report")
    expect(described).toMatchObject({
      identifier: report.number,
      datePublished: report.issued.split("/").reverse().join("-"),
      publisher: { "@type": "Organization" },
      encoding: { "@type": "MediaObject", sha256: report.sha256 },
    })
    const qr = page.getByRole("img", { name: register.labels.qrAlt })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const svg = await request.get(`${nginx.url}${route}/code-qr.svg`)
    expect(svg.headers()["content-type"]).toContain("image/svg+xml")
    expect(await svg.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })
})
