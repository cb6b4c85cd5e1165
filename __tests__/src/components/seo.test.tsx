import * as React from "react"
import { render } from "@testing-library/react"
import { readContent, staticQueryData } from "../../helpers/content"
import { Seo } from "../../../src/components/seo"

const site = readContent("site.json")
const { publisher } = readContent("mentions-legales.json")

// Gatsby's Head API renders into <head>; rendering there here checks what the page will get.
const renderHead = (element: React.ReactElement) => render(element, { container: document.head })
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute("content")

const jsonLd = () => {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]')
  return [...scripts].map(script => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
}

describe("Seo", () => {
  it("gives a title with the site name, a description and a canonical URL", () => {
    renderHead(<Seo title="Nos activités" description="Une description." pathname="/nos-activites" />)
    expect(document.title).toBe(`Nos activités | ${site.name}`)
    expect(meta('meta[name="description"]')).toBe("Une description.")
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${site.siteUrl}/nos-activites`,
    )
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it("gives Open Graph tags with absolute URLs", () => {
    renderHead(<Seo title="Nos activités" description="Une description." pathname="/nos-activites" />)
    expect(meta('meta[property="og:title"]')).toBe(`Nos activités | ${site.name}`)
    expect(meta('meta[property="og:description"]')).toBe("Une description.")
    expect(meta('meta[property="og:url"]')).toBe(`${site.siteUrl}/nos-activites`)
    expect(meta('meta[property="og:locale"]')).toBe("fr_FR")
    expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`^${site.siteUrl}/.+\\.png$`))
  })

  it("gives the logo's PNG as the one icon, in the page, and Apple's icon as a file", () => {
    renderHead(<Seo title="Accueil" pathname="/" />)
    const icons = document.head.querySelectorAll('link[rel="icon"]')
    expect(icons).toHaveLength(1)
    expect(icons[0]).toHaveAttribute("href", staticQueryData().siteJson.logo.tabIcon)
    expect(icons[0]).toHaveAttribute("type", "image/png")
    expect(icons[0]).toHaveAttribute("sizes", "32x32")
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png")
  })

  it("describes the organisation in JSON-LD from the legal notices", () => {
    renderHead(<Seo title="Accueil" pathname="/" />)
    const [organization] = jsonLd()
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: publisher.name,
      // Derived from the SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97, then the SIREN.
      vatID: `FR${String((12 + 3 * (Number(publisher.siren) % 97)) % 97).padStart(2, "0")}${publisher.siren}`,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/static/logo.svg`,
      address: { "@type": "PostalAddress", addressCountry: "FR" },
      identifier: { propertyID: "SIREN", value: publisher.siren },
    })
  })

  it("marks a page noindex, without canonical URL or structured data", () => {
    renderHead(<Seo title="Page introuvable" pathname="/inconnue" noindex />)
    expect(meta('meta[name="robots"]')).toBe("noindex")
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(jsonLd()).toEqual([])
  })
})
