import * as React from "react"
import { render, screen } from "@testing-library/react"

// Keep no-break spaces: French typography is part of the content.
const exact = { normalizer: (text: string) => text }
import { homePageData, readContent } from "../../helpers/content"
import { Home } from "../../../src/components/home"

const data = homePageData()
const site = readContent("site.json")
const home = readContent("accueil.json")
const founders = readContent("fondateurs.json")

describe("Home", () => {
  it("shows the tagline, « L’ADN » with the description, and the certification", () => {
    render(<Home data={data} />)
    expect(screen.getByRole("heading", { level: 1, name: site.name })).toBeInTheDocument()
    expect(screen.getByText(site.tagline, exact)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: home.dnaHeading })).toBeInTheDocument()
    // Neither status is granted in data/: the conditional variant (src/utils/accreditation.ts).
    expect(screen.getByText(site.description.pending, exact)).toBeInTheDocument()
    expect(screen.queryByText(site.description.granted, exact)).toBeNull()
    expect(screen.getByText(site.certification, exact)).toBeInTheDocument()
  })

  it("states the accreditation status and explains « type A » beside the certification", () => {
    render(<Home data={data} />)
    expect(screen.getByText(site.accreditation.typeA, exact)).toBeInTheDocument()
    expect(document.body.textContent).toContain(site.accreditation.notAccredited)
    expect(document.body.textContent).toContain(site.accreditation.notRegistered)
  })

  it("shows « Qui sommes-nous » with three founder cards", () => {
    render(<Home data={data} />)
    expect(screen.getByRole("heading", { level: 2, name: home.aboutHeading })).toBeInTheDocument()
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(founders.items.length)
    founders.items.forEach((founder, index) => {
      const card = cards[index]
      expect(screen.getByRole("heading", { level: 3, name: founder.name })).toBeInTheDocument()
      expect(screen.getByText(founder.role)).toBeInTheDocument()
      expect(card).toHaveTextContent(founder.description, { normalizeWhitespace: false })
      // The role in the reserved missions follows the statuses, like every such sentence.
      if (founder.missionRole) {
        expect(card.textContent).toContain(founder.missionRole.pending)
        expect(card.textContent).not.toContain(founder.missionRole.granted)
      }
      expect(screen.getByRole("img", { name: founder.photoAlt })).toBeInTheDocument()
    })
  })

  it("shows each founder's credentials when the content gives them, and only then", () => {
    render(<Home data={data} />)
    const cards = screen.getAllByRole("article")
    founders.items.forEach((founder, index) => {
      const text = cards[index].textContent ?? ""
      for (const diploma of founder.diplomas ?? []) expect(text).toContain(diploma)
      for (const title of founder.titles ?? []) expect(text).toContain(title)
      expect(text.includes(founders.labels.titles)).toBe(Boolean(founder.titles?.length))
      expect(text.includes(founders.labels.h2a)).toBe(Boolean(founder.h2aStatus))
      if (founder.h2aStatus === "non_inscrit") expect(text).toContain(founders.labels.h2aNotRegistered)
    })
  })

  it("shows a founder's H2A registration with its date once registered", () => {
    const [first, ...rest] = data.fondateursJson!.items
    const registered = { ...first, h2aStatus: "inscrit" as const, h2aDate: "15/04/2027" }
    render(<Home data={{ ...data, fondateursJson: { ...data.fondateursJson!, items: [registered, ...rest] } }} />)
    const card = screen.getAllByRole("article")[0]
    expect(card.textContent).toContain(`${founders.labels.h2aRegistered}\u00a015/04/2027`)
    expect(card.textContent).not.toContain(founders.labels.h2aNotRegistered)
  })

  it.each(["accueilJson", "siteJson", "fondateursJson"] as const)("shows the content error when %s is missing", key => {
    render(<Home data={{ ...data, [key]: null }} />)
    expect(screen.getByRole("alert")).toHaveTextContent(readContent("interface.json").contentError)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})
