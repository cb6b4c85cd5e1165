import * as React from "react"
import { render, screen } from "@testing-library/react"

// Keep no-break spaces: French typography is part of the content.
const exact = { normalizer: (text: string) => text }
import { homePageData, readContent } from "../../helpers/content"
import { Home } from "../../../src/components/home"

const data = homePageData()
const site = readContent("site.json")

describe("Home", () => {
  it("shows the tagline, « L’ADN » with the description, and the certification", () => {
    render(<Home data={data} />)
    expect(screen.getByRole("heading", { level: 1, name: site.name })).toBeInTheDocument()
    expect(screen.getByText(site.tagline, exact)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: "L’ADN" })).toBeInTheDocument()
    expect(screen.getByText(site.description, exact)).toBeInTheDocument()
    expect(screen.getByText(site.certification, exact)).toBeInTheDocument()
  })

  it("states the accreditation status and explains « type A » beside the certification", () => {
    render(<Home data={data} />)
    expect(screen.getByText(site.accreditation.typeA, exact)).toBeInTheDocument()
    expect(screen.getByText(site.accreditation.notAccredited, exact)).toBeInTheDocument()
  })

  it("shows « Qui sommes-nous » with three founder cards", () => {
    render(<Home data={data} />)
    expect(screen.getByRole("heading", { level: 2, name: "Qui sommes-nous" })).toBeInTheDocument()
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(3)
    for (const founder of data.fondateursJson!.items) {
      expect(screen.getByRole("heading", { level: 3, name: founder.name })).toBeInTheDocument()
      expect(screen.getByText(founder.role)).toBeInTheDocument()
      expect(screen.getByText(founder.description, exact)).toBeInTheDocument()
      expect(screen.getByRole("img", { name: founder.photoAlt })).toBeInTheDocument()
    }
  })

  it.each(["accueilJson", "siteJson", "fondateursJson"] as const)("shows the content error when %s is missing", key => {
    render(<Home data={{ ...data, [key]: null }} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})
