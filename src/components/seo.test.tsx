import * as React from "react"
import { render } from "@testing-library/react"
import { readData } from "../../__tests__/helpers/content"
import { Seo } from "./seo"

const site = readData<{ name: string; siteUrl: string }>("site.json")

// Gatsby's Head API renders into <head>; rendering there here checks what the page will get.
const renderHead = (element: React.ReactElement) => render(element, { container: document.head })

describe("Seo", () => {
  it("gives a title with the site name, a description and a canonical URL", () => {
    renderHead(<Seo title="Nos activités" description="Une description." pathname="/nos-activites" />)
    expect(document.title).toBe(`Nos activités | ${site.name}`)
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Une description.")
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/nos-activites`)
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute("content", `Nos activités | ${site.name}`)
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it("marks a page noindex, without canonical URL", () => {
    renderHead(<Seo title="Page introuvable" pathname="/inconnue" noindex />)
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })
})
