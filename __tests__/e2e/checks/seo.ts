import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { vatNumber } from "../../../content-model/identifiers"
import { readContent } from "../helpers"
import { routes } from "../routes"

const site = readContent("site.json")
const { publisher } = readContent("mentions-legales.json")

/** A route's description, canonical URL, Open Graph and the organisation in JSON-LD. */
export async function checkMetadata(page: Page, request: APIRequestContext, path: string) {
  const { title, description } = routes.find(({ route }) => route === path)!
  const head = page.locator("head")
  const url = `${site.siteUrl}${path}`
  await expect.soft(page).toHaveTitle(title)
  await expect.soft(head.locator('meta[name="description"]')).toHaveAttribute("content", description)
  await expect.soft(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url)
  await expect.soft(head.locator('meta[name="robots"]')).toHaveCount(0)
  await expect.soft(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title)
  await expect.soft(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description)
  await expect.soft(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url)
  await expect.soft(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website")
  await expect.soft(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR")

  // The image a shared link shows is served by the site itself.
  const image = (await head.locator('meta[property="og:image"]').getAttribute("content")) ?? ""
  expect.soft(image.startsWith(`${site.siteUrl}/`)).toBe(true)
  const imageResponse = await request.get(image.slice(site.siteUrl.length))
  expect.soft(imageResponse.status()).toBe(200)
  expect.soft(imageResponse.headers()["content-type"]).toBe("image/png")

  const [jsonLd, ...others] = await head.locator('script[type="application/ld+json"]').allTextContents()
  expect.soft(others).toEqual([])
  const organization = JSON.parse(jsonLd ?? "{}") as Record<string, unknown>
  expect.soft(organization).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: publisher.name,
    vatID: vatNumber(publisher.siren), // the key's computation is checked on known SIRENs (identifiers.test.ts)
    identifier: { propertyID: "SIREN", value: publisher.siren },
    address: { "@type": "PostalAddress", addressCountry: "FR" },
  })
  const address = (organization.address ?? {}) as Record<string, string>
  expect.soft(`${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`).toBe(publisher.address)
  const logo = typeof organization.logo === "string" ? organization.logo : ""
  expect.soft(logo.startsWith(`${site.siteUrl}/`)).toBe(true)
  expect.soft((await request.get(logo.slice(site.siteUrl.length))).status()).toBe(200)
}
