import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../helpers/content"
import { Activities } from "../../../src/components/activities"

const page = readContent("nos-activites.json")
const { contentError } = readContent("interface.json")

describe("Activities", () => {
  it("shows its badge, title and the sentence on its activities", () => {
    render(<Activities page={page} />)
    expect(screen.getByText(page.header.badge)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    expect(screen.getByText(page.body, { normalizer: text => text })).toBeInTheDocument()
  })

  it("then states the accreditation status and explains « type A »", () => {
    const { accreditation } = readContent("site.json")
    render(<Activities page={page} />)
    expect(screen.getByText(accreditation.notAccredited, { normalizer: text => text })).toBeInTheDocument()
    expect(screen.getByText(accreditation.typeA, { normalizer: text => text })).toBeInTheDocument()
  })

  it("shows the content error when its content is missing", () => {
    render(<Activities page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
