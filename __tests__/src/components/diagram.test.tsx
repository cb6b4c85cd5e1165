import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { appealsPageData, diagramLabels } from "../../helpers/pages"
import { Diagram } from "../../../src/components/diagram"

const { diagram } = appealsPageData().blocks[1]
const labels = diagramLabels()

function renderDiagram(onOpen = jest.fn()) {
  const result = render(<Diagram diagram={diagram} labels={labels} onOpen={onOpen} sizes="100vw" />)
  return { ...result, onOpen }
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe("Diagram", () => {
  it("shows the image with its alt text, a button over it that asks to enlarge it, and its title as caption", () => {
    renderDiagram()
    expect(screen.getByRole("img", { name: diagram.alt })).toBeInTheDocument()
    const button = screen.getByRole("button", { name: `${labels.openLabel} ${diagram.title}` })
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    const figure = screen.getByRole("figure")
    expect(figure).toContainElement(button)
    expect(figure.querySelector("figcaption")).toHaveTextContent(diagram.title)
  })

  it("gives its steps as an ordered list, the text equivalent of the image", () => {
    renderDiagram()
    const list = screen.getByRole("list", { name: labels.stepsHeading })
    expect(list.tagName).toBe("OL")
    expect(Array.from(list.children, item => item.textContent)).toEqual(diagram.steps)
  })

  it("asks to open the large rendition, saying which element opened it", async () => {
    const { onOpen } = renderDiagram()
    const button = screen.getByRole("button")
    await userEvent.click(button)
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({
        title: diagram.title,
        alt: diagram.alt,
        src: "/static/1600/traitement-plaintes.webp",
        width: 1600,
      }),
      button,
    )
  })

  it("hides the whole figure and logs the failure when the image fails to load; the steps stay", () => {
    renderDiagram()
    fireEvent.error(screen.getByRole("img"))
    expect(screen.queryByRole("figure")).toBeNull()
    expect(screen.queryByRole("img")).toBeNull()
    expect(screen.queryByRole("button")).toBeNull()
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`« ${diagram.title} »`))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("traitement-plaintes"))
    expect(screen.getByRole("list", { name: labels.stepsHeading })).toBeInTheDocument()
  })

  it("also hides an image that failed before the page came to life (before hydration)", () => {
    jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
    jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0)
    renderDiagram()
    expect(screen.queryByRole("figure")).toBeNull()
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it("keeps an image that loaded", () => {
    jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
    jest.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(720)
    renderDiagram()
    fireEvent.load(screen.getByRole("img"))
    expect(screen.getByRole("figure")).toBeInTheDocument()
    expect(consoleError).not.toHaveBeenCalled()
  })
})
