import * as React from "react"
import { render, screen } from "@testing-library/react"

// Keep no-break spaces: French typography is part of the content.
const exact = { normalizer: (text: string) => text }
import { homePageData, readContent } from "../../helpers/content"
import { queryStatuses } from "../../helpers/status-queries"
import { statementParts, statusStates } from "../../helpers/statuses"
import { Home } from "../../../src/components/home"

const data = homePageData()
const site = readContent("site.json")
const home = readContent("accueil.json")
const founders = readContent("fondateurs.json")

describe.each(statusStates)("Home, $name", state => {
  const granted = state.accredited && state.registered
  const [shown, hidden] = granted ? (["granted", "pending"] as const) : (["pending", "granted"] as const)
  beforeEach(() => queryStatuses(state))

  it("shows the tagline, « L’ADN » with the description in the variant the statuses allow, and the certification", () => {
    render(<Home data={data} />)
    expect(screen.getByRole("heading", { level: 1, name: site.name })).toBeInTheDocument()
    expect(screen.getByText(site.tagline, exact)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: home.dnaHeading })).toBeInTheDocument()
    // The present tense needs both statuses (src/utils/accreditation.ts).
    expect(screen.getByText(site.description[shown], exact)).toBeInTheDocument()
    expect(screen.queryByText(site.description[hidden], exact)).toBeNull()
    expect(screen.getByText(site.certification, exact)).toBeInTheDocument()
  })

  it("states the accreditation status and explains « type A » beside the certification", () => {
    const accreditation = queryStatuses(state)
    render(<Home data={data} />)
    expect(screen.getByText(site.accreditation.typeA, exact)).toBeInTheDocument()
    for (const part of statementParts(accreditation)) expect(document.body.textContent).toContain(part)
  })

  it("gives each founder's role in the reserved missions in the variant the statuses allow", () => {
    render(<Home data={data} />)
    const cards = screen.getAllByRole("article")
    founders.items.forEach((founder, index) => {
      if (!founder.missionRole) return
      expect(cards[index].textContent).toContain(founder.missionRole[shown])
      expect(cards[index].textContent).not.toContain(founder.missionRole[hidden])
    })
  })
})

describe("Home", () => {
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

  // A founder's own registration, in each state the model allows (fixtures, whatever data/ says).
  const withFirstFounder = (fields: { h2aStatus: "inscrit" | "non_inscrit" | null; h2aDate: string | null }) => {
    const [first, ...rest] = data.fondateursJson!.items
    render(
      <Home
        data={{ ...data, fondateursJson: { ...data.fondateursJson!, items: [{ ...first, ...fields }, ...rest] } }}
      />,
    )
    return screen.getAllByRole("article")[0].textContent ?? ""
  }

  it("shows a founder's H2A registration with its date once registered", () => {
    const text = withFirstFounder({ h2aStatus: "inscrit", h2aDate: "15/04/2027" })
    expect(text).toContain(`${founders.labels.h2aRegistered}\u00a015/04/2027`)
    expect(text).not.toContain(founders.labels.h2aNotRegistered)
  })

  it("says a founder is not registered when the content says so", () => {
    const text = withFirstFounder({ h2aStatus: "non_inscrit", h2aDate: null })
    expect(text).toContain(founders.labels.h2a)
    expect(text).toContain(founders.labels.h2aNotRegistered)
    expect(text).not.toContain(founders.labels.h2aRegistered)
  })

  it("says nothing of a founder's registration when the content gives none", () => {
    const text = withFirstFounder({ h2aStatus: null, h2aDate: null })
    expect(text).not.toContain(founders.labels.h2a)
    expect(text).not.toContain(founders.labels.h2aNotRegistered)
  })

  it.each(["accueilJson", "siteJson", "fondateursJson"] as const)("shows the content error when %s is missing", key => {
    render(<Home data={{ ...data, [key]: null }} />)
    expect(screen.getByRole("alert")).toHaveTextContent(readContent("interface.json").contentError)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})
