import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readContent, readData } from "../../__tests__/helpers/content"
import { TermsOfSale } from "./terms-of-sale"

// The file as the page query returns it (a missing list is null there).
const page = readData<NonNullable<Queries.TermsOfSalePageQuery["page"]>>("conditions-generales-vente.json")
const { contentError } = readContent("interface.json")
const exact = { normalizer: (text: string) => text }

const article = (index: number) =>
  screen.getByRole("heading", { level: 2, name: page.sections[index].title }).closest("section")!

describe("TermsOfSale", () => {
  beforeEach(() => render(<TermsOfSale page={page} />))

  it("gives the document's fields as terms and values", () => {
    const fields = Object.fromEntries(
      screen.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(fields).toEqual(Object.fromEntries(page.document.map(({ label, value }) => [label, value])))
  })

  it("has seven articles", () => {
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7)
  })

  it.each(page.sections.map((section, index) => [index + 1, index, section] as const))(
    "article %i shows its paragraphs, then its bullet points",
    (_number, index, section) => {
      const element = article(index)
      for (const paragraph of section.paragraphs)
        expect(within(element).getByText(paragraph, { ...exact, selector: "p" })).toBeInTheDocument()
      const items = within(element)
        .queryAllByRole("listitem")
        .map(item => item.textContent)
      expect(items).toEqual(section.items ?? [])
    },
  )

  it("lists the invoicing and liability points as bullets", () => {
    expect(within(article(2)).getAllByRole("listitem").length).toBeGreaterThanOrEqual(6)
    expect(within(article(3)).getAllByRole("listitem")).toHaveLength(3)
  })
})

describe("TermsOfSale without content", () => {
  it("shows the content error", () => {
    render(<TermsOfSale page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
  })
})
