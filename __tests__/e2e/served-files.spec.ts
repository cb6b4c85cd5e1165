import { expect, test } from "@playwright/test"
import { readContent } from "./helpers"
import { routes } from "./routes"

const site = readContent("site.json")

// The files crawlers and browsers ask for by themselves, with the types the server gives them: what can differ
// between nginx and Cloudflare Pages, so both configurations run this spec (playwright.cdn.config.ts).
test.describe("the files crawlers and browsers read, as the server types them", () => {
  test("the sitemap lists every route, and only them, at the public address", async ({ request }) => {
    const index = await (await request.get("/sitemap.xml")).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    expect(sitemaps.length).toBeGreaterThan(0)
    const urls: string[] = []
    for (const sitemap of sitemaps) {
      expect(sitemap.startsWith(`${site.siteUrl}/`)).toBe(true)
      const response = await request.get(sitemap.slice(site.siteUrl.length))
      expect(response.headers()["content-type"]).toMatch(/xml/)
      urls.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc))
    }
    expect(urls.sort()).toEqual(routes.map(({ route }) => `${site.siteUrl}${route}`).sort())
  })

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\S*$/m)
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })

  test("the icons exist, at the sizes they announce", async ({ page, request }) => {
    await page.goto("/")
    // The tab's icon is in the page (no request before the first paint), a PNG of 32 px: the one in
    // /favicon.ico, which stays for browsers that ask for it by themselves.
    const icons = page.locator('head link[rel="icon"]')
    await expect(icons).toHaveCount(1)
    await expect(icons).toHaveAttribute("sizes", "32x32")
    const [header, data] = (await icons.getAttribute("href"))!.split(",")
    expect(header).toBe("data:image/png;base64")
    const tab = Buffer.from(data, "base64")
    expect(tab.subarray(1, 4).toString()).toBe("PNG")
    expect([tab.readUInt32BE(16), tab.readUInt32BE(20)]).toEqual([32, 32])

    const ico = await request.get("/favicon.ico")
    // nginx says image/x-icon, Cloudflare Pages the registered image/vnd.microsoft.icon: both are icons to browsers.
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/)
    const icoBody = await ico.body()
    expect([...icoBody.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32])
    // One PNG after the 22 bytes of the .ico's header: the same drawing of the logo.
    expect(icoBody.subarray(22).equals(tab)).toBe(true)

    const touch = await request.get((await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href"))!)
    const png = await touch.body()
    expect(png.subarray(1, 4).toString()).toBe("PNG")
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])
  })
})
