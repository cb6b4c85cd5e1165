import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../helpers/content"
import { verificationPageData } from "../../helpers/pages"
import { VerificationProcess } from "../../../src/components/verification-process"

const page = verificationPageData()

describe("VerificationProcess", () => {
  it("shows its header, the table of contents' heading and its diagrams' closed viewers", () => {
    render(<VerificationProcess page={page} />)
    expect(screen.getByText(page.header.badge)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 2, name: page.tocHeading })).toBeInTheDocument()
    const diagrams = page.sections.filter(section => section.diagram).length
    expect(document.querySelectorAll("dialog:not([open])")).toHaveLength(diagrams)
  })

  it("never shows the process steps kept in the content", () => {
    render(<VerificationProcess page={page} />)
    const { steps } = readContent("processus-verification.json")
    const text = document.body.textContent ?? ""
    for (const step of Object.values(steps).flat()) expect(text).not.toContain(step)
  })

  it("shows the content error when its content is missing", () => {
    render(<VerificationProcess page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
