import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../__tests__/helpers/content"
import { Activities } from "./activities"

const page = readContent("nos-activites.json")

describe("Activities", () => {
  it("shows the header and the sentence about the activities", () => {
    render(<Activities page={page} />)
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    expect(screen.getByText(page.body, { normalizer: text => text })).toBeInTheDocument()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows the content error instead of crashing when its content is missing", () => {
    render(<Activities page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
