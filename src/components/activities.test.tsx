import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../__tests__/helpers/content"
import { Activities } from "./activities"

const page = readContent("nos-activites.json")

describe("Activities", () => {
  it("shows its badge, title and the sentence on DPEF and sustainability statements", () => {
    render(<Activities page={page} />)
    expect(screen.getByText(page.header.badge)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    const sentence = screen.getByText(page.body, { normalizer: text => text })
    expect(sentence).toHaveTextContent(/déclarations de performance extra-financière \(DPEF\)/)
    expect(sentence).toHaveTextContent(/informations en matière de durabilité/)
  })

  it("shows « Erreur de chargement du contenu » when its content is missing", () => {
    render(<Activities page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
