import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../helpers/content"
import { Activities } from "../../../src/components/activities"
import { missionText } from "../../../src/utils/accreditation"

const page = readContent("nos-activites.json")
const site = readContent("site.json")
const { independence } = site
const { contentError } = readContent("interface.json")

describe("Activities", () => {
  it("shows its badge, title and the sentence on its activities", () => {
    render(<Activities page={page} independence={independence} />)
    expect(screen.getByText(page.header.badge)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    // The variant the statuses of site.json allow: neither granted yet, so the conditional one.
    expect(missionText(page.body, site.accreditation)).toBe(page.body.pending)
    expect(screen.getByText(page.body.pending, { normalizer: text => text })).toBeInTheDocument()
    expect(screen.queryByText(page.body.granted, { normalizer: text => text })).toBeNull()
  })

  it("then states the accreditation status and explains « type A »", () => {
    const { accreditation } = site
    render(<Activities page={page} independence={independence} />)
    expect(screen.getByText(accreditation.typeA, { normalizer: text => text })).toBeInTheDocument()
    expect(document.body.textContent).toContain(`${accreditation.notAccredited} ${accreditation.notRegistered}`)
  })

  it("then gives the evidence of independence: shareholding, insurer and cover, safeguard, reviewer, signatory", () => {
    render(<Activities page={page} independence={independence} />)
    expect(screen.getByRole("heading", { level: 2, name: independence.heading })).toBeInTheDocument()
    const terms = screen.getAllByRole("term").map(term => term.textContent)
    const { shareholding, insurance, safeguard, reviewer, signatory } = independence
    expect(terms).toEqual([shareholding, insurance, safeguard, reviewer, signatory].map(item => item.label))
    const details = screen.getAllByRole("definition").map(detail => detail.textContent)
    expect(details).toEqual([
      shareholding.text,
      `${insurance.insurer} ${insurance.cover}`,
      safeguard.text,
      reviewer.text,
      signatory.text,
    ])
  })

  it("shows the content error when its content is missing", () => {
    render(<Activities page={null} independence={independence} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
    expect(screen.queryByRole("heading")).toBeNull()
  })
})
