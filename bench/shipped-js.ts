/*
 * The JavaScript a page downloads, as the browser really transfers it (compressed), for the
 * benchmark's « JS » column.
 *
 * Lighthouse counts the scripts a page loads while it watches, and never acts on the page: scripts
 * that a page loads only at the visitor's first action (as the deferred loader of
 * src/build/defer-scripts.ts did) are left out of its figure. So each page is loaded in Chromium as
 * a touch screen, tapped once on its heading (no link, no button), and every script the network
 * delivered until it is quiet again is counted once, at the size of its body on the wire. The floor
 * is counted the same way.
 */
import { chromium, type Request } from "playwright-core"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"

export interface ScriptResponse {
  url: string
  /** The body's size on the wire, compressed; 0 when it came from the cache. */
  bodyBytes: number
}

/** Each script once (a prefetched one is requested again from the cache), at its size on the wire. */
export function scriptBytes(responses: ScriptResponse[]) {
  const sizes = new Map<string, number>()
  for (const { url, bodyBytes } of responses)
    if (new URL(url).pathname.endsWith(".js")) sizes.set(url, Math.max(sizes.get(url) ?? 0, bodyBytes))
  return [...sizes.values()].reduce((sum, size) => sum + size, 0)
}

/** For each URL, the compressed bytes of the scripts its page downloads, once tapped. */
export async function shippedJs(urls: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const sizes = new Map<string, number>()
  try {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      const finished: Request[] = []
      page.on("requestfinished", request => finished.push(request))
      await page.goto(url, { waitUntil: "load" })
      const heading = await page.locator("h1").first().boundingBox()
      await page.touchscreen.tap(heading ? heading.x + 4 : 4, heading ? heading.y + heading.height / 2 : 4)
      // The network was idle before the tap: give the scripts time to be requested, then wait.
      await page.waitForTimeout(500)
      await page.waitForLoadState("networkidle")
      // Sizes read now, before the page closes: a request that finishes later is not the page's.
      const responses = await Promise.all(
        [...finished].map(async request => ({
          url: request.url(),
          bodyBytes: (await request.sizes()).responseBodySize,
        })),
      )
      sizes.set(url, scriptBytes(responses))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return sizes
}
