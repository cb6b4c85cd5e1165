/*
 * The JavaScript a page runs, compressed as nginx sends it, for the benchmark (scripts/bench.ts).
 *
 * Each page is loaded in Chromium and every script fetched up to the quiet network, including the
 * chunks Gatsby fetches after load, is counted, once, at its gzip size from the server (the body
 * alone, as for the floor).
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

/** For each URL, the compressed bytes of the scripts its page runs . */
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
      await page.goto(url, { waitUntil: "networkidle" })
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
