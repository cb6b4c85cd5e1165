import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../helpers/content"
import { Policy } from "../../../src/components/policy"

const exact = { normalizer: (text: string) => text }
const impartiality = readContent("politique-impartialite.json")
const paragraphs = [impartiality.intro.pending, ...impartiality.content, ...impartiality.paragraphs]
const { document } = impartiality
const labels = readContent("interface.json").document

describe("Policy", () => {
  it("shows the header, then every paragraph", () => {
    render(<Policy header={impartiality.header} document={document} paragraphs={paragraphs} />)
    expect(screen.getByRole("heading", { level: 1, name: impartiality.header.title })).toBeInTheDocument()
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph, exact)).toBeInTheDocument()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("gives the policy's reference, version and dates, and links its PDF named after them", () => {
    render(<Policy header={impartiality.header} document={document} paragraphs={paragraphs} />)
    const fields = Object.fromEntries(
      screen.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(fields).toEqual({
      [labels.reference]: document.reference,
      [labels.version]: document.version,
      [labels.edition]: document.edition,
      ...(document.inForce ? { [labels.inForce]: document.inForce } : {}),
    })
    const link = screen.getByRole("link", { name: new RegExp(labels.download) })
    expect(link).toHaveAttribute("href", `/documents/${document.reference}_v${document.version}.pdf`)
    expect(link).toHaveTextContent(
      `${document.reference}, ${labels.version.toLocaleLowerCase("fr")} ${document.version}`,
    )
  })

  it.each([
    ["header", { header: null, document, paragraphs }],
    ["paragraphs", { header: impartiality.header, document, paragraphs: null }],
  ])("shows the content error instead of crashing when its %s is missing", (_missing, props) => {
    render(<Policy {...props} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading")).toBeNull()
  })

  it("shows the text without the reference block and PDF link when given no document (the privacy page)", () => {
    render(<Policy header={impartiality.header} paragraphs={paragraphs} />)
    expect(screen.getByRole("heading", { level: 1, name: impartiality.header.title })).toBeInTheDocument()
    expect(screen.getByText(paragraphs[1])).toBeInTheDocument()
    expect(screen.queryByRole("term")).toBeNull()
    expect(screen.queryByRole("link", { name: new RegExp(labels.download) })).toBeNull()
  })
})
