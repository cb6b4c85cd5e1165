import { readFileSync } from "node:fs"
import path from "node:path"
import { collectInline, contentSecurityPolicy, htmlPages, webpackAssets } from "../../plugins/deploy-files/deploy-files"
import { navigation, routes } from "./routes"
import { expect, scrollThrough, test, UNKNOWN_PATH, unexpectedErrors, type Server } from "./guard"
import { gotoHydrated, labels } from "./helpers"
import { FULL_TOUR_START, tour } from "./checks/tour"

/** The policy of the pages being served, computed from them: what either server must send. */
function builtPolicy() {
  const inline = { scripts: new Set<string>(), styles: new Set<string>() }
  for (const page of htmlPages(path.resolve("public"))) collectInline(readFileSync(page, "utf8"), inline)
  return contentSecurityPolicy(inline)
}

const IMMUTABLE = "public, max-age=31536000, immutable"

/**
 * What differs by design between the two servers: how each says « revalidate » for the HTML and other
 * unhashed files (deploy/nginx/site.conf; Cloudflare Pages' own values, which deploy/_headers keeps).
 */
const REVALIDATE: Record<Server, { found: string; missing: string }> = {
  nginx: { found: "no-cache", missing: "no-cache" },
  "cloudflare-pages": { found: "public, max-age=0, must-revalidate", missing: "no-store" },
}

function directives(csp: string) {
  return Object.fromEntries(
    csp
      .split(";")
      .map(part => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

test.describe("headers, 404 and addresses, as deploy/ configures the server", () => {
  const policy = builtPolicy()

  for (const route of [...routes.map(({ route }) => route), UNKNOWN_PATH]) {
    test(`${route}: answered without redirect, with the security headers`, async ({ request, server }) => {
      const response = await request.get(route, { maxRedirects: 0 })
      expect(response.status()).toBe(route === UNKNOWN_PATH ? 404 : 200)
      const headers = response.headers()
      expect(headers["cache-control"]).toBe(REVALIDATE[server][route === UNKNOWN_PATH ? "missing" : "found"])
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["x-frame-options"]).toBe("DENY")
      expect(headers["referrer-policy"]).toBe("no-referrer")
      expect(headers["permissions-policy"]).toContain("camera=()")
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
      expect(headers["access-control-allow-origin"]).toBeUndefined()
      expect(headers["content-security-policy"]).toBe(policy)
      const csp = directives(headers["content-security-policy"])
      expect(csp["default-src"]).toEqual(["'none'"])
      expect(csp["frame-ancestors"]).toEqual(["'none'"])
      expect(csp["script-src"][0]).toBe("'self'")
      expect(csp["script-src"].slice(1).every(source => /^'sha256-[\w+/]+={0,2}'$/.test(source))).toBe(true)
      expect(csp["style-src-elem"]).not.toContain("'unsafe-inline'")
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

  // public/_headers gives each of webpack's files a rule of its own: a CDN that dropped rules past its
  // limits (plugins/deploy-files/deploy-files.ts, CLOUDFLARE_PAGES_LIMITS) would fail here.
  test("every file webpack wrote for this build is immutable", async ({ request }) => {
    const stats = JSON.parse(readFileSync(path.resolve("public", "webpack.stats.json"), "utf8")) as Parameters<
      typeof webpackAssets
    >[0]
    const assets = webpackAssets(stats)
    expect(assets.length).toBeGreaterThan(10)
    for (const asset of assets) {
      const response = await request.head(`/${asset}`, { maxRedirects: 0 })
      expect(response.status(), asset).toBe(200)
      expect(response.headers()["cache-control"], asset).toBe(IMMUTABLE)
    }
  })

  // Cloudflare Pages compresses at its edge, which `wrangler pages dev` does not reproduce.
  test("text is sent compressed", { tag: "@nginx" }, async ({ request }) => {
    for (const url of ["/", "/page-data/index/page-data.json", "/sitemap-0.xml"]) {
      const response = await request.get(url, { headers: { "Accept-Encoding": "gzip" } })
      expect(response.headers()["content-encoding"], url).toBe("gzip")
      expect(response.headers()["vary"], url).toContain("Accept-Encoding")
    }
  })

  test("a page address ending in / redirects permanently to the one without", async ({ request }) => {
    for (const { route } of routes.filter(({ route }) => route !== "/")) {
      const response = await request.get(`${route}/`, { maxRedirects: 0 })
      expect(response.status(), route).toBe(301)
      expect(response.headers()["location"], route).toBe(route)
    }
  })
})

test.describe("Content-Security-Policy in Chromium", () => {
  // From every start page, Chromium's CSP violations and console errors after a navigation tour are a step of
  // that page's one visit (visit.spec.ts, checks/tour.ts). Here the home page's full tour once more, for the
  // Cloudflare Pages lane, whose headers Chromium then applies.
  test(`${FULL_TOUR_START}: nothing blocked, loaded or after navigating every link`, async ({ page, guard }) => {
    await gotoHydrated(page, FULL_TOUR_START)
    await tour(page, FULL_TOUR_START)
    expect(guard.cspViolations).toEqual([])
    expect(unexpectedErrors(guard, FULL_TOUR_START)).toEqual([])
  })

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
