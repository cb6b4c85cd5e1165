import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"

/*
 * @guidepup/virtual-screen-reader in the page Chromium shows: it derives what a screen reader says
 * from the page's accessibility semantics (roles, names, descriptions, states, live regions), moving
 * as a screen reader's virtual cursor does. Its browser build is served from the site's own origin by
 * the test (the production CSP allows the site's own scripts only), under an address the site has not.
 */
const READER_PATH = "/__lecteur-d-ecran-virtuel"
const reader = readFileSync(require.resolve("@guidepup/virtual-screen-reader/browser.js"), "utf8")
const start = `import { virtual } from "./reader.js"; window.__virtualScreenReader = virtual`

interface VirtualScreenReader {
  start(options: { container: Element }): Promise<void>
  stop(): Promise<void>
  next(): Promise<void>
  spokenPhraseLog(): Promise<string[]>
}
type WithReader = Window & { __virtualScreenReader?: VirtualScreenReader }

/** Serves the reader to `page`: call before the first `goto`. */
export async function serveReader(page: Page) {
  await page.route(`**${READER_PATH}/reader.js`, route =>
    route.fulfill({ contentType: "text/javascript", body: reader }),
  )
  await page.route(`**${READER_PATH}/start.js`, route => route.fulfill({ contentType: "text/javascript", body: start }))
}

/** Starts the reader on what `selector` finds (the whole page by default), loading it once per document. */
export async function startReader(page: Page, selector = "body") {
  if (!(await page.evaluate(() => !!(window as WithReader).__virtualScreenReader)))
    await page.addScriptTag({ url: `${READER_PATH}/start.js`, type: "module" })
  await page.waitForFunction(() => !!(window as WithReader).__virtualScreenReader)
  await page.evaluate(async selector => {
    const container = document.querySelector(selector)
    if (!container) throw new Error(`nothing at ${selector}`)
    await (window as WithReader).__virtualScreenReader!.start({ container })
  }, selector)
}

/** Moves the reader's cursor `steps` times forward (the screen reader's « next item »). */
export const readOn = (page: Page, steps: number) =>
  page.evaluate(async steps => {
    for (let step = 0; step < steps; step++) await (window as WithReader).__virtualScreenReader!.next()
  }, steps)

/** Everything the reader has said since it started, phrase by phrase. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as WithReader).__virtualScreenReader!.spokenPhraseLog())

export const stopReader = (page: Page) => page.evaluate(() => (window as WithReader).__virtualScreenReader!.stop())
