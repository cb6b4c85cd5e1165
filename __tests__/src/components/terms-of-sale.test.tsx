import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readContent, termsPageData } from "../../helpers/content"
import { TermsOfSale } from "../../../src/components/terms-of-sale"
import { versionInForce } from "../../../content-model/in-force"
import { buildDate } from "../../../content-model/node/build-date"

// The file as the page query returns it (a missing list is null there).
const page = termsPageData()
const { contentError, document: labels } = readContent("interface.json")
const { accreditation } = readContent("site.json")
const exact = { normalizer: (text: string) => text }
// The card shows the version in force on the build date (document-info.test.tsx tests each state).
const shown = versionInForce(page.document, buildDate())

const article = (index: number) =>
  screen.getByRole("heading", { level: 2, name: page.sections[index].title }).closest("section")!

describe("TermsOfSale", () => {
  beforeEach(() => render(<TermsOfSale page={page} />))

  it("gives the reference, version, edition and date of the version in force as terms and values", () => {
    const fields = Object.fromEntries(
      screen.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(fields).toEqual({
      [labels.reference]: page.document.reference,
      [labels.version]: shown.version,
      [labels.edition]: shown.edition,
      ...(shown.inForce ? { [labels.inForce]: shown.inForce } : {}),
    })
  })

  it("links the PDF of the version in force, named after its reference and version", () => {
    // termsPageData() has no previous PDF: an older version in force has no link there (the build's have one).
    if (shown.version !== page.document.version) {
      expect(screen.queryByRole("link", { name: new RegExp(labels.download) })).toBeNull()
      return
    }
    const link = screen.getByRole("link", { name: new RegExp(labels.download) })
    expect(link).toHaveAttribute("href", `/documents/${page.document.reference}_v${shown.version}.pdf`)
    expect(link).toHaveAttribute("type", "application/pdf")
  })

  it("has seven articles", () => {
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7)
  })

  it("opens article 1er with the missions the terms govern, in the variant the statuses allow", () => {
    const first = within(article(0)).getAllByText(/./, { selector: "p" })[0]
    expect(first.textContent).toBe(page.scope.pending)
    expect(article(0).textContent).not.toContain(page.scope.granted)
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

  it("closes the last article with the accreditation status of site.json", () => {
    const paragraphs = within(article(6)).getAllByText(/./, { selector: "p" })
    expect(paragraphs[paragraphs.length - 1].textContent).toBe(
      `${accreditation.notAccredited} ${accreditation.notRegistered}`,
    )
  })

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
