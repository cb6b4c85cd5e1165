import { expect, test } from "@playwright/test"
import { gotoHydrated, readContent as read } from "./helpers"
import { vatNumber } from "../../content-model/identifiers"
import { routes } from "./routes"

const site = read("site.json")
const { publisher } = read("mentions-legales.json")

test.describe("search and sharing metadata", () => {
  test("every route has its own title and description", () => {
    expect(new Set(routes.map(({ title }) => title)).size).toBe(routes.length)
    expect(new Set(routes.map(({ description }) => description)).size).toBe(routes.length)
  })

  for (const { route, title, description } of routes) {
    test(`${route}: description, canonical URL, Open Graph and the organisation in JSON-LD`, async ({
      page,
      request,
    }) => {
      await page.goto(route)
      const head = page.locator("head")
      const url = `${site.siteUrl}${route}`
      await expect(page).toHaveTitle(title)
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", description)
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url)
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title)
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description)
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url)
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website")
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR")

      // The image a shared link shows is served by the site itself.
      const image = await head.locator('meta[property="og:image"]').getAttribute("content")
      expect(image?.startsWith(`${site.siteUrl}/`)).toBe(true)
      const imageResponse = await request.get(image!.slice(site.siteUrl.length))
      expect(imageResponse.status()).toBe(200)
      expect(imageResponse.headers()["content-type"]).toBe("image/png")

      const [jsonLd, ...others] = await head.locator('script[type="application/ld+json"]').allTextContents()
      expect(others).toEqual([])
      const organization = JSON.parse(jsonLd) as Record<string, unknown>
      expect(organization).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        legalName: publisher.name,
        vatID: vatNumber(publisher.siren), // the key's computation is checked on known SIRENs (identifiers.test.ts)
        identifier: { propertyID: "SIREN", value: publisher.siren },
        address: { "@type": "PostalAddress", addressCountry: "FR" },
      })
      const address = organization.address as Record<string, string>
      expect(`${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`).toBe(publisher.address)
      const logo = organization.logo as string
      expect(logo.startsWith(`${site.siteUrl}/`)).toBe(true)
      expect((await request.get(logo.slice(site.siteUrl.length))).status()).toBe(200)
    })
  }

  test("the title and description follow client-side navigation", async ({ page }) => {
    await gotoHydrated(page, "/")
    const target = routes.find(({ route }) => route === "/mentions-legales")!
    await page.locator(`footer a[href="${target.route}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${target.route}$`))
    await expect(page).toHaveTitle(target.title)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", target.description)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${target.route}`)
  })

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
