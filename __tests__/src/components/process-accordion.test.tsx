import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { diagramLabels, verificationPageData } from "../../helpers/pages"
import { ProcessAccordion } from "../../../src/components/process-accordion"

const page = verificationPageData()
const [contexte, objectif, modalite] = page.sections

function renderAccordion() {
  render(
    <ProcessAccordion
      tocHeading={page.tocHeading}
      invitation={page.invitation}
      sections={page.sections}
      labels={diagramLabels()}
      onOpenImage={jest.fn()}
    />,
  )
  const toc = screen.getByRole("navigation", { name: page.tocHeading })
  const button = (title: string) => within(toc).getByRole("button", { name: title })
  return { toc, button }
}

/** The panel a table-of-contents button controls, found through its aria-controls. */
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")

describe("ProcessAccordion", () => {
  it("lists the three sections in its table of contents, each a button controlling its panel", () => {
    const { toc, button } = renderAccordion()
    expect(within(toc).getAllByRole("button")).toHaveLength(3)
    for (const section of page.sections) {
      const panel = panelOf(button(section.title))
      expect(panel).not.toBeNull()
      // Closed panels are hidden, yet in the DOM for aria-controls to point at.
      expect(within(panel!).getByRole("heading", { level: 2, name: section.title, hidden: true })).toBeInTheDocument()
    }
  })

  it("opens 'contexte' at first, with its two subsections, and hides the others", () => {
    const { button } = renderAccordion()
    expect(button(contexte.title)).toHaveAttribute("aria-expanded", "true")
    expect(button(objectif.title)).toHaveAttribute("aria-expanded", "false")
    expect(button(modalite.title)).toHaveAttribute("aria-expanded", "false")
    const panel = panelOf(button(contexte.title))!
    expect(panel).toBeVisible()
    expect(contexte.subsections).toHaveLength(2)
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map(h => h.textContent),
    ).toEqual(contexte.subsections!.map(subsection => subsection.title))
    expect(panelOf(button(objectif.title))).not.toBeVisible()
    expect(panelOf(button(modalite.title))).not.toBeVisible()
    expect(screen.queryByText(page.invitation)).toBeNull()
  })

  it("opens one section at a time: opening one closes the previous", async () => {
    const { button } = renderAccordion()
    await userEvent.click(button(objectif.title))
    expect(button(objectif.title)).toHaveAttribute("aria-expanded", "true")
    expect(button(contexte.title)).toHaveAttribute("aria-expanded", "false")
    expect(panelOf(button(objectif.title))).toBeVisible()
    expect(panelOf(button(contexte.title))).not.toBeVisible()
    await userEvent.click(button(modalite.title))
    expect(screen.getAllByRole("button", { expanded: true })).toEqual([button(modalite.title)])
  })

  it("closes the open section on a second click and then invites the visitor to choose one", async () => {
    const { button } = renderAccordion()
    await userEvent.click(button(contexte.title))
    for (const section of page.sections) {
      expect(button(section.title)).toHaveAttribute("aria-expanded", "false")
      expect(panelOf(button(section.title))).not.toBeVisible()
    }
    expect(screen.getByText(page.invitation)).toBeVisible()
    await userEvent.click(button(objectif.title))
    expect(screen.queryByText(page.invitation)).toBeNull()
  })

  it.each([
    [1, "objectif"],
    [2, "modalite"],
  ])("section %i (%s) shows its diagram with its steps as a list", async (index, id) => {
    const { button } = renderAccordion()
    const section = page.sections[index]
    expect(section.id).toBe(id)
    const title = section.diagram!.title
    await userEvent.click(button(section.title))
    const panel = panelOf(button(section.title))!
    expect(within(panel).getByRole("img", { name: section.diagram!.alt })).toBeInTheDocument()
    expect(within(panel).getByText(title, { selector: "figcaption" })).toBeInTheDocument()
    const steps = within(panel).getByRole("list", { name: diagramLabels().stepsHeading })
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map(item => item.textContent),
    ).toEqual(section.diagram!.steps)
  })
})
