import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readContent, termsPageData } from "../../helpers/content"
import { TermsOfSale } from "../../../src/components/terms-of-sale"
import { queryStatuses } from "../../helpers/status-queries"
import { statusStates } from "../../helpers/statuses"
import { accreditationStatement } from "../../../src/utils/accreditation"
import { versionInForce } from "../../../content-model/in-force"
import { buildDate } from "../../../content-model/node/build-date"

// The file as the page query returns it (a missing list is null there).
const page = termsPageData()
const { contentError, document: labels } = readContent("interface.json")
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

  it("has an article per section of the content", () => {
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(page.sections.length)
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
})

describe.each(statusStates)("TermsOfSale, $name", state => {
  let accreditation: ReturnType<typeof queryStatuses>
  beforeEach(() => {
    accreditation = queryStatuses(state)
    render(<TermsOfSale page={page} />)
  })

  it("opens article 1er with the missions the terms govern, in the variant the statuses allow", () => {
    const [shown, hidden] =
      state.accredited && state.registered ? (["granted", "pending"] as const) : (["pending", "granted"] as const)
    const first = within(article(0)).getAllByText(/./, { selector: "p" })[0]
    expect(first.textContent).toBe(page.scope[shown])
    expect(article(0).textContent).not.toContain(page.scope[hidden])
  })

  it("closes the last article with the statement of the statuses", () => {
    const paragraphs = within(article(page.sections.length - 1)).getAllByText(/./, { selector: "p" })
    expect(paragraphs[paragraphs.length - 1].textContent).toBe(accreditationStatement(accreditation).text)
  })
})

describe("TermsOfSale without content", () => {
  it("shows the content error", () => {
    render(<TermsOfSale page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
  })
})
