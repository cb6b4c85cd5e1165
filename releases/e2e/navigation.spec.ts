// A visitor on the site while a release goes live (deploy/README.md § Publication): the page open in the
// browser comes from release 1, the next click happens after release 2 (new content, new code) went
// live. The click must give the new page, with no console error, no failed request (no chunk of
// release 1 gone), nothing written in web storage, even for an instant.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { expect, NOTHING, storedInBrowser, test } from "../../__tests__/e2e/guard"
import { gotoHydrated, labels, waitForHydration } from "../../__tests__/e2e/helpers"
import { navigationLabel } from "../../__tests__/e2e/routes"
import { serveRelease, type Nginx } from "../serve-release"
import { publish } from "../publish"
import { CHANGE, SECOND_RELEASE } from "../second-release"
import { RELEASE_PORT } from "./ports"

let site: string
let nginx: Nginx

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), "releases-e2e-"))
  await publish(site, { from: "public", log: () => {} })
  nginx = await serveRelease(site, RELEASE_PORT)
})

test.afterAll(async () => {
  await nginx?.stop()
  rmSync(site, { recursive: true, force: true })
})

/** Every write to localStorage or sessionStorage, recorded as it happens (a later removeItem hides it from `length`). */
async function recordStorageWrites(page: Page) {
  const writes: string[] = []
  await page.exposeBinding("__reportStorageWrite", (_source, write: string) => void writes.push(write))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportStorageWrite: (write: string) => void }).__reportStorageWrite
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, "setItem")!.value as (
      this: Storage,
      key: string,
      value: string,
    ) => void
    Storage.prototype.setItem = function (key: string, value: string) {
      report(`${this === window.localStorage ? "localStorage" : "sessionStorage"}.setItem(${key})`)
      return setItem.call(this, key, value)
    }
  })
  return writes
}

/**
 * Responses with an error status and requests that failed (a chunk gone with its release shows here
 * as a 404). Requests the browser itself cancels because the page is navigating away (ERR_ABORTED,
 * when Gatsby reloads for the new release) are not failures.
 */
function recordFailures(page: Page) {
  const failures: string[] = []
  page.on("response", response => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  page.on("requestfailed", request => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED")
      failures.push(`${request.failure()?.errorText} ${request.url()}`)
  })
  return failures
}

const compilationHash = (page: Page) =>
  page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash)
const appData = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")) as { webpackCompilationHash: string })
    .webpackCompilationHash

test("a page of release 1, a click after release 2 went live: the new page, no error, no storage, no missing chunk", async ({
  page,
  context,
  guard,
}) => {
  const writes = await recordStorageWrites(page)
  const failures = recordFailures(page)
  await gotoHydrated(page, `${nginx.url}/`)
  expect(await compilationHash(page)).toBe(appData("public"))

  const outcome = await publish(site, {
    from: SECOND_RELEASE,
    reload: nginx.reload,
    nginxPid: nginx.pidFile,
    checkUrl: `${nginx.url}/`,
    log: () => {},
  })
  expect(outcome.changed).toBe(true)
  expect(outcome.carried).toBeGreaterThan(0)

  await page
    .getByRole("navigation", { name: labels.mainNavigation })
    .getByRole("link", { name: navigationLabel("/nos-activites") })
    .click()
  await expect(page).toHaveURL(new RegExp(`${CHANGE.route}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHANGE.title)
  // The new code runs: release 2's page component, and release 2's runtime after Gatsby's reload.
  await expect(page.locator(CHANGE.marker)).toHaveCount(1)
  // Gatsby's scripts start after the reloaded page's first paint (plugins/scripts-after-first-paint/scripts-after-first-paint.tsx):
  // its runtime is the one that hydrated it.
  await waitForHydration(page)
  expect(await compilationHash(page)).toBe(appData(SECOND_RELEASE))

  expect(failures).toEqual([])
  expect(guard.consoleErrors).toEqual([])
  expect(guard.cspViolations).toEqual([])
  expect(writes).toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(storedInBrowser)).toEqual(NOTHING)
})

test("HTML of release 1 meeting release 2's data: Gatsby reloads once, marks it in the history entry, stores nothing", async ({
  page,
  guard,
}) => {
  // The race a publication opens: the HTML was fetched just before the switch, app-data.json just after.
  // Release 1's HTML is served for the first load only; its scripts must still be there (carried forward).
  const writes = await recordStorageWrites(page)
  const failures = recordFailures(page)
  const staleHtml = readFileSync("public/mentions-legales/index.html", "utf8")
  const documents: string[] = []
  await page.route(`${nginx.url}/mentions-legales`, async route => {
    documents.push(route.request().url())
    const response = await route.fetch()
    if (documents.length === 1) await route.fulfill({ response, body: staleHtml })
    else await route.fulfill({ response })
  })
  await page.goto(`${nginx.url}/mentions-legales`)
  await expect.poll(() => documents.length).toBe(2)
  await waitForHydration(page)
  expect(await compilationHash(page)).toBe(appData(SECOND_RELEASE))
  // The mark was set before the reload and removed after it, in history.state, not in web storage.
  expect(
    await page.evaluate(() => (history.state as { gatsbyReloadFlags?: object } | null)?.gatsbyReloadFlags),
  ).toEqual({})

  expect(failures).toEqual([])
  expect(guard.consoleErrors).toEqual([])
  expect(writes).toEqual([])
  expect(await page.evaluate(storedInBrowser)).toEqual(NOTHING)
})

test("a release whose HTML and data keep disagreeing is reloaded once, not in a loop", async ({ page }) => {
  const writes = await recordStorageWrites(page)
  const staleHtml = readFileSync("public/mentions-legales/index.html", "utf8")
  let documents = 0
  await page.route(`${nginx.url}/mentions-legales`, async route => {
    documents++
    await route.fulfill({ response: await route.fetch(), body: staleHtml })
  })
  await page.goto(`${nginx.url}/mentions-legales`)
  await expect.poll(() => documents).toBe(2)
  await waitForHydration(page)
  await page.waitForTimeout(1_000)
  expect(documents).toBe(2)
  expect(writes).toEqual([])
})

test("no built script names web storage: Gatsby's reload mark and scroll positions are replaced (plugins/no-web-storage)", () => {
  for (const build of ["public", SECOND_RELEASE]) {
    const scripts = readdirSync(build).filter(file => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(5)
    const naming = scripts.filter(file =>
      /\b(sessionStorage|localStorage)\b/.test(readFileSync(path.join(build, file), "utf8")),
    )
    expect(naming).toEqual([])
  }
})
