import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import { diagramLabels, verificationPageData } from "../../helpers/pages"
import { ProcessAccordion } from "../../../src/components/process-accordion"

const page = verificationPageData()

function renderAccordion() {
  const { container } = render(
    <ProcessAccordion
      tocHeading={page.tocHeading}
      invitation={page.invitation}
      sections={page.sections}
      labels={diagramLabels()}
    />,
  )
  const sections = [...container.querySelectorAll("details")].filter(details => !details.closest("dialog"))
  return { sections }
}

// One open at a time, closing the open one and the invitation's visibility are the browser's (an
// exclusive group of <details name>, CSS :has()): __tests__/e2e/verification-process.spec.ts checks them.
describe("ProcessAccordion", () => {
  it("renders every section as one exclusive group of <details>, each summary holding its title", () => {
    const { sections } = renderAccordion()
    expect(sections).toHaveLength(page.sections.length)
    const names = new Set(sections.map(section => section.getAttribute("name")))
    expect(names.size).toBe(1)
    expect([...names][0]).toBeTruthy()
    sections.forEach((section, index) => {
      const summary = section.firstElementChild!
      expect(summary.tagName).toBe("SUMMARY")
      expect(within(summary as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(
        page.sections[index].title,
      )
    })
  })

  it("opens 'contexte' at first, with its subsections, the others closed", () => {
    const { sections } = renderAccordion()
    expect(sections.map(section => section.open)).toEqual(page.sections.map(section => section.id === "contexte"))
    const contexte = sections[page.sections.findIndex(section => section.id === "contexte")]
    const subsections = page.sections.find(section => section.id === "contexte")!.subsections!
    expect(subsections.length).toBeGreaterThan(0)
    expect(
      within(contexte)
        .getAllByRole("heading", { level: 4 })
        .map(h => h.textContent),
    ).toEqual(subsections.map(subsection => subsection.title))
  })

  it("has the invitation in the page, for CSS to show when no section is open", () => {
    renderAccordion()
    expect(screen.getByText(page.invitation).closest("[role='status']")).not.toBeNull()
  })

  it.each([
    [1, "objectif"],
    [2, "modalite"],
  ])("section %i (%s) holds its diagram with its steps as a list", (index, id) => {
    const { sections } = renderAccordion()
    const section = page.sections[index]
    expect(section.id).toBe(id)
    const panel = sections[index]
    expect(panel.querySelector(`img[alt="${section.diagram!.alt} ${diagramLabels().stepsPointer}"]`)).not.toBeNull()
    expect(within(panel).getByText(section.diagram!.title, { selector: "figcaption" })).toBeInTheDocument()
    const steps = within(panel).getByRole("list", { name: diagramLabels().stepsHeading, hidden: true })
    expect(
      within(steps)
        .getAllByRole("listitem", { hidden: true })
        .map(item => item.textContent),
    ).toEqual(section.diagram!.steps)
  })

  it("inserts the invitation anew in its status region when the last open section closes, not before", () => {
    const { sections } = renderAccordion()
    const region = screen.getByRole("status")
    const invitation = () => within(region).getByText(page.invitation)
    const first = invitation()
    // Switching sections leaves one open: the message stays as it was.
    act(() => {
      sections[0].open = false
      sections[1].open = true
      sections[0].dispatchEvent(new Event("toggle"))
    })
    expect(invitation()).toBe(first)
    act(() => {
      sections[1].open = false
      sections[1].dispatchEvent(new Event("toggle"))
    })
    expect(invitation()).not.toBe(first)
  })
})
