import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { readContent, staticQueryData } from "../../helpers/content"
import { DocumentInfo } from "../../../src/components/document-info"
import { dayInWords } from "../../../content-model/in-force"
import fixture from "../../fixtures/documents/version-a-venir.json"

// A document with a version to come (fixtures/documents/version-a-venir.json), shown on three build dates:
// what the card, its PDF link and the versions list say follows the build's date, never the clock's.
const { document: labels } = readContent("interface.json")
const [upcoming, inForce, oldest] = [fixture.document, ...fixture.document.history]
const document = { ...fixture.document, archivedVersions: fixture.document.history.map(({ version }) => version) }

const showOn = (day: string) => {
  jest.mocked(useStaticQuery).mockImplementation(() => staticQueryData(day))
  render(<DocumentInfo document={document} withPdf />)
}
const fields = () =>
  Object.fromEntries(screen.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent]))
const download = () => screen.getByRole("link", { name: new RegExp(labels.download) })
const items = () => within(screen.getByRole("group")).getAllByRole("listitem")

describe("DocumentInfo, before the newest version comes into force", () => {
  beforeEach(() => showOn("2026-12-20"))

  it("gives the version in force on its card and links its PDF", () => {
    expect(fields()).toEqual({
      [labels.reference]: document.reference,
      [labels.version]: inForce.version,
      [labels.edition]: inForce.edition,
      [labels.inForce]: inForce.inForce,
    })
    expect(download()).toHaveAttribute("href", `/documents/${document.reference}_v${inForce.version}.pdf`)
  })

  it("announces the version to come, whose text the page shows, with its date in words", () => {
    expect(
      screen.getByText(`${labels.textOf} ${upcoming.version}, ${labels.upcoming} ${dayInWords("2027-01-01")}.`),
    ).toBeInTheDocument()
    expect(items()[0]).toHaveTextContent(`${labels.upcoming} ${dayInWords("2027-01-01")}`)
    expect(items()[0]).not.toHaveTextContent(labels.current)
    expect(within(items()[0]).getByRole("link")).toHaveAttribute(
      "href",
      `/documents/${document.reference}_v${upcoming.version}.pdf`,
    )
    expect(items()[1]).toHaveTextContent(labels.current)
  })

  it("says until when the oldest version was in force", () => {
    expect(items()[2]).toHaveTextContent(
      `${labels.pastFrom} ${oldest.inForce} ${labels.pastUntil} ${dayInWords("2026-11-30")}`,
    )
  })
})

describe.each(["2027-01-01", "2027-01-02"])("DocumentInfo on %s", day => {
  beforeEach(() => showOn(day))

  it("gives the newest version as in force, and the previous one as past until the day before", () => {
    expect(fields()[labels.version]).toBe(upcoming.version)
    expect(download()).toHaveAttribute("href", `/documents/${document.reference}_v${upcoming.version}.pdf`)
    expect(screen.queryByText(new RegExp(`^${labels.textOf}`))).toBeNull()
    expect(items()[0]).toHaveTextContent(labels.current)
    expect(items()[1]).toHaveTextContent(
      `${labels.pastFrom} ${inForce.inForce} ${labels.pastUntil} ${dayInWords("2026-12-31")}`,
    )
  })
})

describe("DocumentInfo with a version replaced before it came into force", () => {
  it("says so, and never gives it as in force", () => {
    const history = [{ ...inForce, replacedBeforeInForce: true }, oldest]
    jest.mocked(useStaticQuery).mockImplementation(() => staticQueryData("2026-12-20"))
    render(<DocumentInfo document={{ ...document, history }} withPdf />)
    expect(fields()[labels.version]).toBe(oldest.version)
    expect(items()[1]).toHaveTextContent(labels.replaced)
    expect(items()[2]).toHaveTextContent(labels.current)
  })
})
