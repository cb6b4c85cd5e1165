import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../__tests__/helpers/content"
import { Policy } from "./policy"

const exact = { normalizer: (text: string) => text }
const impartiality = readContent("politique-impartialite.json")
const paragraphs = [...impartiality.content, ...impartiality.paragraphs]

describe("Policy", () => {
  it("shows the header, then every paragraph", () => {
    render(<Policy header={impartiality.header} paragraphs={paragraphs} />)
    expect(screen.getByRole("heading", { level: 1, name: impartiality.header.title })).toBeInTheDocument()
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph, exact)).toBeInTheDocument()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it.each([
    ["header", { header: null, paragraphs }],
    ["paragraphs", { header: impartiality.header, paragraphs: null }],
  ])("shows the content error instead of crashing when its %s is missing", (_missing, props) => {
    render(<Policy {...props} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
