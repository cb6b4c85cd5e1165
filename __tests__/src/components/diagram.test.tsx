import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { appealsPageData, diagramLabels } from "../../helpers/pages"
import { Diagram } from "../../../src/components/diagram"
import { DIAGRAM_ATTRIBUTE } from "../../../src/utils/diagram-failure"

const { diagram } = appealsPageData().blocks[1]
const labels = diagramLabels()

const renderDiagram = () => render(<Diagram diagram={diagram} labels={labels} sizes="100vw" />)

describe("Diagram", () => {
  it("shows the image with its alt text, a button over it that asks to enlarge it, and its title as caption", () => {
    renderDiagram()
    // The alternative ends by pointing to the list of steps (RGAA 1.6).
    expect(screen.getByRole("img", { name: `${diagram.alt} ${labels.stepsPointer}` })).toBeInTheDocument()
    const button = screen.getByRole("button", { name: `${labels.openLabel} ${diagram.title}` })
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    // Named by its caption (RGAA 1.9).
    const figure = screen.getByRole("figure", { name: diagram.title })
    expect(figure).toContainElement(button)
    expect(figure.querySelector("figcaption")).toHaveTextContent(diagram.title)
  })

  it("gives its steps as an ordered list, the text equivalent of the image", () => {
    renderDiagram()
    const list = screen.getByRole("list", { name: labels.stepsHeading })
    expect(list.tagName).toBe("OL")
    expect(Array.from(list.children, item => item.textContent)).toEqual(diagram.steps)
  })

  it("opens its own viewer by an invoker command; a link under the caption leads to the large image for older browsers", () => {
    renderDiagram()
    const button = screen.getByRole("button", { name: `${labels.openLabel} ${diagram.title}` })
    const dialog = document.getElementById(button.getAttribute("commandfor")!)
    expect(button).toHaveAttribute("command", "show-modal")
    expect(dialog?.tagName).toBe("DIALOG")
    expect(within(dialog!).getByRole("img", { hidden: true })).toHaveAttribute(
      "src",
      "/static/1600/traitement-plaintes.webp",
    )
    expect(
      within(screen.getByRole("figure")).getByRole("link", { name: `${labels.imageLink} ${diagram.title}` }),
    ).toHaveAttribute("href", "/static/1600/traitement-plaintes.webp")
  })

  // Hiding a figure whose image fails is the head script's: __tests__/src/utils/diagram-failure.test.ts.
  it("marks its figure, steps outside it, for the failure script to hide", () => {
    renderDiagram()
    const figure = screen.getByRole("figure")
    expect(figure).toHaveAttribute(DIAGRAM_ATTRIBUTE, diagram.title)
    expect(figure).not.toContainElement(screen.getByRole("list", { name: labels.stepsHeading }))
  })
})
