import * as React from "react"
import { render, screen } from "@testing-library/react"
import { readContent } from "../../helpers/content"
import { Activities } from "../../../src/components/activities"
import { queryStatuses } from "../../helpers/status-queries"
import { statementParts, statusStates } from "../../helpers/statuses"

const page = readContent("nos-activites.json")
const site = readContent("site.json")
const { independence } = site
const { contentError } = readContent("interface.json")

describe.each(statusStates)("Activities, $name", state => {
  it("shows its badge, title and the sentence on its activities in the variant the statuses allow", () => {
    queryStatuses(state)
    render(<Activities page={page} independence={independence} />)
    expect(screen.getByText(page.header.badge)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: page.header.title })).toBeInTheDocument()
    const [shown, hidden] =
      state.accredited && state.registered ? (["granted", "pending"] as const) : (["pending", "granted"] as const)
    expect(screen.getByText(page.body[shown], { normalizer: text => text })).toBeInTheDocument()
    expect(screen.queryByText(page.body[hidden], { normalizer: text => text })).toBeNull()
  })

  it("then states the accreditation status and explains « type A »", () => {
    const accreditation = queryStatuses(state)
    render(<Activities page={page} independence={independence} />)
    expect(screen.getByText(accreditation.typeA, { normalizer: text => text })).toBeInTheDocument()
    for (const part of statementParts(accreditation)) expect(document.body.textContent).toContain(part)
  })
})

describe("Activities", () => {
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
