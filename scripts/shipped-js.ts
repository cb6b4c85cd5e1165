/*
 * The JavaScript a page runs, compressed as nginx sends it, for the benchmark (scripts/bench.ts).
 *
 * Lighthouse counts the scripts a page loads while it watches, and the site runs its scripts only at
 * the visitor's first activity (src/build/defer-scripts.ts), which Lighthouse never shows: its figure
 * would leave them out. So each page is loaded in Chromium, the pointer moved, and every script that
 * ran or was fetched up to the quiet network is counted, once, at its gzip size from the server
 * (the body alone, as for the floor).
 */
import { request } from "node:http"
import { chromium } from "playwright-core"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium"

function compressedSize(url: string) {
  return new Promise<number>((resolve, reject) => {
    request(url, { headers: { "Accept-Encoding": "gzip" } }, response => {
      let size = 0
      response.on("data", (chunk: Buffer) => (size += chunk.length))
      response.on("end", () =>
        response.statusCode === 200 ? resolve(size) : reject(new Error(`${url}: ${response.statusCode}`)),
      )
    })
      .on("error", reject)
      .end()
  })
}

/** For each URL, the compressed bytes of the scripts its page runs once the visitor has moved the pointer. */
export async function shippedJs(urls: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const sizes = new Map<string, number>()
  try {
    for (const url of urls) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts = new Set<string>()
      page.on("request", sent => {
        if (new URL(sent.url()).pathname.endsWith(".js")) scripts.add(sent.url())
      })
      await page.goto(url, { waitUntil: "load" })
      await page.mouse.move(10, 10)
      // The network was already idle before the move: give the scripts time to be requested, then wait.
      await page.waitForTimeout(500)
      await page.waitForLoadState("networkidle")
      let total = 0
      for (const script of scripts) total += await compressedSize(script)
      sizes.set(url, total)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return sizes
}
