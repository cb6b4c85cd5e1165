import { test as base, expect, type Page } from "@playwright/test"

export interface Guard {
  /** Every request the page made, by URL (data: URIs are not requests to a host). */
  requests: string[]
  consoleErrors: string[]
  cspViolations: string[]
}

/**
 * Who serves the production build: nginx with deploy/nginx/ (playwright.config.ts), or Cloudflare
 * Pages' own runtime with public/_headers and public/_redirects (playwright.cdn.config.ts).
 */
export type Server = "nginx" | "cloudflare-pages"
export interface ServerOption {
  server: Server
}

/**
 * A page whose requests, console errors and Content-Security-Policy violations are recorded from
 * before its first script runs. The violation listener is installed by Playwright, outside the
 * page's CSP; Chromium also logs each violation as a console error, recorded too.
 */
export const test = base.extend<{ guard: Guard }, ServerOption>({
  server: ["nginx", { option: true, scope: "worker" }],
  guard: async ({ page }, use) => {
    const guard: Guard = { requests: [], consoleErrors: [], cspViolations: [] }
    page.on("request", request => {
      if (!request.url().startsWith("data:")) guard.requests.push(request.url())
    })
    page.on("console", message => {
      if (message.type() === "error") guard.consoleErrors.push(`${message.text()} [${message.location().url}]`)
    })
    page.on("pageerror", error => guard.consoleErrors.push(error.message))
    await page.exposeBinding("__reportCspViolation", (_source, violation: string) => {
      guard.cspViolations.push(violation)
    })
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", event => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        )
      })
    })
    await use(guard)
  },
})

export { expect }

/** Scrolls to the bottom in steps, so lazy images load and scroll listeners run. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 30)))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
}

/** Everything a page could leave in the browser, read from inside the page (cookies: from the context too). */
export async function storedInBrowser() {
  return {
    cookie: document.cookie,
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    indexedDB: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
  }
}

export const NOTHING = { cookie: "", localStorage: 0, sessionStorage: 0, indexedDB: 0, caches: 0, serviceWorkers: 0 }

export const UNKNOWN_PATH = "/cette-page-n-existe-pas"

/**
 * Console errors, less the 404s an unknown path must give: the page itself and the page data
 * Gatsby's router then looks for before it falls back to the 404 page's.
 */
export function unexpectedErrors(guard: Guard, route: string) {
  const expected404 = new RegExp(`status of 404 .*\\[https?://[^/]+(${route}|/page-data${route}/page-data\\.json)\\]$`)
  return guard.consoleErrors.filter(error => route !== UNKNOWN_PATH || !expected404.test(error))
}
