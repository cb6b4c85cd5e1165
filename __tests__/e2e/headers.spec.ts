import { readFileSync } from "node:fs"
import path from "node:path"
import { navigation, routes } from "./routes"
import { expect, scrollThrough, test, UNKNOWN_PATH, unexpectedErrors } from "./guard"
import { gotoHydrated, labels } from "./helpers"

/** The `/*` block of the public/_headers the build wrote for static CDNs: the same headers as nginx. */
function cdnHeaders() {
  const file = readFileSync(path.resolve("public", "_headers"), "utf8")
  const block = /^\/\*\n((?: {2}.+\n)+)/m.exec(file)
  if (!block) throw new Error("public/_headers has no /* block")
  return Object.fromEntries(
    block[1]
      .trim()
      .split("\n")
      .map(line => /^\s*([\w-]+):\s*(.+)$/.exec(line)!.slice(1, 3))
      .map(([name, value]) => [name.toLowerCase(), value]),
  )
}

const IMMUTABLE = "public, max-age=31536000, immutable"

function directives(csp: string) {
  return Object.fromEntries(
    csp
      .split(";")
      .map(part => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

test.describe("nginx, configured by deploy/nginx/", () => {
  for (const route of [...routes.map(({ route }) => route), UNKNOWN_PATH]) {
    test(`${route}: security headers, as public/_headers gives them too`, async ({ request }) => {
      const response = await request.get(route)
      expect(response.status()).toBe(route === UNKNOWN_PATH ? 404 : 200)
      const headers = response.headers()
      expect(headers["cache-control"]).toBe("no-cache")
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("no-referrer")
      expect(headers["permissions-policy"]).toContain("camera=()")
      const csp = directives(headers["content-security-policy"])
      expect(csp["default-src"]).toEqual(["'none'"])
      expect(csp["frame-ancestors"]).toEqual(["'none'"])
      expect(csp["script-src"][0]).toBe("'self'")
      expect(csp["script-src"].slice(1).every(source => /^'sha256-[\w+/]+={0,2}'$/.test(source))).toBe(true)
      expect(csp["style-src-elem"]).not.toContain("'unsafe-inline'")
      for (const [name, value] of Object.entries(cdnHeaders())) expect(headers[name], name).toBe(value)
    })
  }

  test("an unknown path gets the 404 page: the frame around an empty main", async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH)
    expect(response.status()).toBe(404)
    expect(response.headers()["content-type"]).toMatch(/^text\/html/)
    expect(await response.text()).toBe(readFileSync(path.resolve("public", "404.html"), "utf8"))
  })

  test("hashed scripts, styles and static/ are immutable; page data is revalidated", async ({ page, request }) => {
    const seen: Record<string, string> = {}
    page.on("response", response => {
      seen[new URL(response.url()).pathname] = response.headers()["cache-control"]
    })
    await gotoHydrated(page, "/")
    await scrollThrough(page)
    await page
      .getByRole("navigation", { name: labels.mainNavigation })
      .getByRole("link", { name: navigation[1].label })
      .click()
    await expect(page).toHaveURL(new RegExp(`${navigation[1].path}$`))
    const assets = Object.entries(seen).filter(([pathname]) => /\.(js|css)$/.test(pathname))
    expect(assets.length).toBeGreaterThan(2)
    for (const [pathname, cacheControl] of assets) expect(cacheControl, pathname).toBe(IMMUTABLE)
    const statics = Object.entries(seen).filter(([pathname]) => pathname.startsWith("/static/"))
    expect(statics.length).toBeGreaterThan(0)
    for (const [pathname, cacheControl] of statics) expect(cacheControl, pathname).toBe(IMMUTABLE)
    const pageData = Object.entries(seen).filter(([pathname]) => pathname.startsWith("/page-data/"))
    expect(pageData.length).toBeGreaterThan(0)
    for (const [pathname, cacheControl] of pageData) expect(cacheControl, pathname).toBe("no-cache")
    expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe("no-cache")
  })

  test("text is sent compressed", async ({ request }) => {
    for (const url of ["/", "/page-data/index/page-data.json", "/sitemap-0.xml"]) {
      const response = await request.get(url, { headers: { "Accept-Encoding": "gzip" } })
      expect(response.headers()["content-encoding"], url).toBe("gzip")
      expect(response.headers()["vary"], url).toContain("Accept-Encoding")
    }
  })

  test("a page address ending in / redirects to the one without", async ({ request }) => {
    const response = await request.get("/nos-activites/", { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()["location"]).toBe("/nos-activites")
  })
})

test.describe("Content-Security-Policy in Chromium", () => {
  for (const route of [...routes.map(({ route }) => route), UNKNOWN_PATH]) {
    test(`${route}: nothing blocked, loaded or after navigating`, async ({ page, guard }) => {
      await gotoHydrated(page, route)
      await scrollThrough(page)
      // Every page reached by client-side navigation, where Gatsby renders instead of the server.
      const nav = page.getByRole("navigation", { name: labels.mainNavigation })
      for (const { label, path: target } of navigation) {
        await nav.getByRole("link", { name: label }).click()
        await expect(page).toHaveURL(new RegExp(`${target}$`))
        await scrollThrough(page)
      }
      await page.getByRole("navigation", { name: labels.footerNavigation }).getByRole("link").first().click()
      await scrollThrough(page)
      expect(guard.cspViolations).toEqual([])
      expect(unexpectedErrors(guard, route)).toEqual([])
    })
  }

  test("the policy really applies: an injected inline script is blocked and reported", async ({ page, guard }) => {
    await page.goto("/")
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
    })
    await expect.poll(() => guard.cspViolations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => "__injected" in window)).toBe(false)
    expect(guard.cspViolations[0]).toMatch(/^script-src-elem blocked inline/)
  })
})
