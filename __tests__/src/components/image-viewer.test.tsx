import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { appealsPageData, diagramLabels, installDialogPolyfill } from "../../helpers/pages"
import { AppealsComplaints } from "../../../src/components/appeals-complaints"

const page = appealsPageData()
const labels = diagramLabels()
const [appeals] = page.blocks

beforeAll(installDialogPolyfill)

function setup() {
  render(<AppealsComplaints page={page} />)
  const opener = screen.getByRole("button", { name: `${labels.openLabel} ${appeals.diagram.title}` })
  // jsdom renders a closed <dialog> as hidden: query it whatever its state.
  const dialog = document.querySelector("dialog")!
  return { opener, dialog }
}

async function open() {
  const elements = setup()
  await userEvent.click(elements.opener)
  return elements
}

describe("the image viewer", () => {
  it("is in the page, closed, wired to its opener and close button by invoker commands", () => {
    const { opener, dialog } = setup()
    expect(dialog.open).toBe(false)
    expect(dialog.id).toBeTruthy()
    expect(dialog).toHaveAttribute("closedby", "any")
    expect(opener).toHaveAttribute("command", "show-modal")
    expect(opener).toHaveAttribute("commandfor", dialog.id)
    const close = within(dialog).getByRole("button", { name: labels.close, hidden: true })
    expect(close).toHaveAttribute("command", "close")
    expect(close).toHaveAttribute("commandfor", dialog.id)
    // The title is focusable: the browser focuses it when the dialog opens (its autofocus, which React sets in
    // the built HTML only; tested in Chromium), « Fermer » coming just before it (Shift+Tab).
    expect(dialog.querySelector("button")).toBe(close)
    const title = within(dialog).getByRole("heading", { level: 2, hidden: true })
    expect(title).toHaveAttribute("tabindex", "-1")
    // The large image waits for the dialog to show.
    expect(dialog.querySelector("img")).toHaveAttribute("loading", "lazy")
  })

  it("opens as a modal dialog with the diagram's title, a close button, the zoom hint and the large image", async () => {
    const { dialog } = await open()
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled()
    expect(dialog.open).toBe(true)
    const view = screen.getByRole("dialog", { name: appeals.diagram.title })
    // Both hints are in the description here: jsdom applies no media query. Which one shows, and so
    // describes the dialog, is checked in Chromium (__tests__/e2e/image-viewer.spec.ts).
    expect(view).toHaveAccessibleDescription(`${labels.zoomHint} ${labels.zoomHintTouch}`)
    expect(within(view).getByRole("heading", { level: 2, name: appeals.diagram.title })).toBeInTheDocument()
    expect(within(view).getByRole("img", { name: `${appeals.diagram.alt} ${labels.stepsPointer}` })).toHaveAttribute(
      "src",
      "/static/1600/traitement-appels.webp",
    )
  })

  it("points the large image's alternative to the diagram's steps, right after it in a <details> (RGAA 1.6.1)", async () => {
    const { dialog } = await open()
    const image = within(dialog).getByRole("img", { name: `${appeals.diagram.alt} ${labels.stepsPointer}` })
    expect(image).not.toHaveAttribute("aria-describedby")
    const steps = image.closest("[role=group]")!.nextElementSibling!
    expect(steps.tagName).toBe("DETAILS")
    expect(within(steps as HTMLElement).getByText(labels.stepsHeading).tagName).toBe("SUMMARY")
    expect([...steps.querySelectorAll("ol > li")].map(item => item.textContent)).toEqual(appeals.diagram.steps)
  })

  it("labels the zoom level, an <output>, « a form field » in the RGAA's glossary (RGAA 11.1)", async () => {
    const { dialog } = await open()
    expect(within(dialog).getByRole("status", { name: labels.zoomLevel }).textContent).toBe("100\u00a0%")
  })

  it("opens with Enter or Space on the diagram, which is a button", async () => {
    const { opener, dialog } = setup()
    opener.focus()
    await userEvent.keyboard("{Enter}")
    expect(dialog.open).toBe(true)
    await userEvent.click(within(dialog).getByRole("button", { name: labels.close }))
    opener.focus()
    await userEvent.keyboard(" ")
    expect(dialog.open).toBe(true)
  })

  // jsdom has no invoker commands: these tests run the scripts' fallback (showModal() and close()).
  // Chromium's own commands, focus return included, are tested in __tests__/e2e/image-viewer.spec.ts.
  it("closes with its close button", async () => {
    const { dialog } = await open()
    await userEvent.click(within(dialog).getByRole("button", { name: labels.close }))
    expect(dialog.open).toBe(false)
  })

  it("closes on a click outside the image (the dialog's own surface, or the stage around the image)", async () => {
    const { dialog } = await open()
    await userEvent.click(dialog)
    expect(dialog.open).toBe(false)
    await userEvent.click(screen.getByRole("button", { name: `${labels.openLabel} ${appeals.diagram.title}` }))
    await userEvent.click(screen.getByRole("group", { name: appeals.diagram.title }))
    expect(dialog.open).toBe(false)
  })

  it("stays open on a click on the image, the title or the zoom buttons", async () => {
    const { dialog } = await open()
    const view = within(dialog)
    await userEvent.click(view.getByRole("img", { name: `${appeals.diagram.alt} ${labels.stepsPointer}` }))
    await userEvent.click(view.getByRole("heading", { name: appeals.diagram.title }))
    await userEvent.click(view.getByRole("button", { name: labels.zoomIn }))
    expect(dialog.open).toBe(true)
  })

  it("goes back to its fitted size when the browser closes it (Escape)", async () => {
    const { dialog } = await open()
    await userEvent.click(within(dialog).getByRole("button", { name: labels.zoomIn }))
    expect(dialog.querySelector("output")!.textContent).toBe("125\u00a0%")
    act(() => dialog.close()) // what the browser does on Escape; Chromium's own Escape is tested in e2e
    expect(dialog.querySelector("output")!.textContent).toBe("100\u00a0%")
  })

  it("zooms with its buttons and the keys + − 0, shown as a percentage", async () => {
    const { dialog } = await open()
    const view = within(dialog)
    const level = () => dialog.querySelector("output")!.textContent
    const zoom = () => Number(view.getByRole("img").style.getPropertyValue("--zoom"))
    expect(level()).toBe("100\u00a0%")
    await userEvent.click(view.getByRole("button", { name: labels.zoomIn }))
    expect(zoom()).toBeCloseTo(1.25)
    expect(level()).toBe("125\u00a0%")
    await userEvent.click(view.getByRole("button", { name: labels.zoomOut }))
    await userEvent.click(view.getByRole("button", { name: labels.zoomOut }))
    expect(zoom()).toBeCloseTo(0.8)
    await userEvent.keyboard("+")
    await userEvent.keyboard("+")
    expect(zoom()).toBeCloseTo(1.25)
    await userEvent.keyboard("-")
    expect(zoom()).toBeCloseTo(1)
    await userEvent.keyboard("++0")
    expect(zoom()).toBe(1)
    await userEvent.keyboard("++")
    await userEvent.click(view.getByRole("button", { name: labels.zoomReset }))
    expect(zoom()).toBe(1)
  })

  it("zooms with the wheel and keeps the page from scrolling", async () => {
    const { dialog } = await open()
    const image = within(dialog).getByRole("img")
    const up = new WheelEvent("wheel", { deltaY: -100, bubbles: true, cancelable: true })
    act(() => void image.dispatchEvent(up))
    expect(up.defaultPrevented).toBe(true)
    const zoomed = Number(image.style.getPropertyValue("--zoom"))
    expect(zoomed).toBeGreaterThan(1.15)
    act(() => void fireEvent.wheel(image, { deltaY: 100 }))
    expect(Number(image.style.getPropertyValue("--zoom"))).toBeLessThan(zoomed)
  })

  it("opens again at 100 % after a zoomed view was closed", async () => {
    const { opener, dialog } = await open()
    await userEvent.keyboard("++")
    await userEvent.click(within(dialog).getByRole("button", { name: labels.close }))
    await userEvent.click(opener)
    expect(within(dialog).getByRole("img").style.getPropertyValue("--zoom")).toBe("1")
  })
})
