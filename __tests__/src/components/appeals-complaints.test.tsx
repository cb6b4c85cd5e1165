import * as React from "react"
import { versionInForce } from "../../../content-model/in-force"
import { buildDate } from "../../../content-model/node/build-date"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { staticQueryData } from "../../helpers/content"
import { appealsPageData, diagramLabels } from "../../helpers/pages"
import { AppealsComplaints } from "../../../src/components/appeals-complaints"

const page = appealsPageData()

describe("AppealsComplaints", () => {
  it("shows the appeals block then the complaints block, in the order of data/, each with its zoomable diagram and its steps", () => {
    render(<AppealsComplaints page={page} />)
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    const blocks = screen.getAllByRole("region")
    expect(blocks.map(block => within(block).getByRole("heading", { level: 2 }).textContent)).toEqual(
      page.blocks.map(block => block.title),
    )
    blocks.forEach((block, index) => {
      const { intro, diagram } = page.blocks[index]
      expect(within(block).getByText(intro)).toBeInTheDocument()
      expect(
        within(block).getByRole("button", { name: `${diagramLabels().openLabel} ${diagram.title}` }),
      ).toHaveAttribute("aria-haspopup", "dialog")
      const steps = within(block).getByRole("list", { name: diagramLabels().stepsHeading })
      expect(
        within(steps)
          .getAllByRole("listitem")
          .map(item => item.textContent),
      ).toEqual(diagram.steps)
    })
  })

  it("gives each block its written procedure, beside the diagram: every heading and paragraph", () => {
    render(<AppealsComplaints page={page} />)
    screen.getAllByRole("region").forEach((block, index) => {
      const { procedure } = page.blocks[index]
      // The procedure's headings come first, before the diagram's steps heading.
      const headings = within(block)
        .getAllByRole("heading", { level: 3 })
        .map(heading => heading.textContent)
      expect(headings.slice(0, procedure.length)).toEqual(procedure.map(step => step.title))
      for (const paragraph of procedure.flatMap(step => step.paragraphs)) {
        expect(within(block).getByText(paragraph, { normalizer: text => text })).toBeInTheDocument()
      }
    })
  })

  it("gives the procedure's reference, version and date", () => {
    render(<AppealsComplaints page={page} />)
    const values = screen.getAllByRole("definition").map(value => value.textContent)
    // The version in force on the build's day, which may be older than the newest (in-force.ts).
    const shown = versionInForce(page.document, buildDate())
    expect(values).toEqual([
      page.document.reference,
      shown.version,
      shown.edition,
      ...(shown.inForce ? [shown.inForce] : []),
    ])
  })

  it("shows the content error when its content is missing", () => {
    render(<AppealsComplaints page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })

  it("shows the content error when the diagrams' labels are missing", () => {
    jest.mocked(useStaticQuery).mockImplementation(() => ({ ...staticQueryData(), interfaceJson: null }))
    render(<AppealsComplaints page={page} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
