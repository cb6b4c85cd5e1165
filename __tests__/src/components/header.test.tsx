import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { readContent } from "../../helpers/content"
import { Header } from "../../../src/components/header"

const navigation = readContent("navigation.json")

describe("Header", () => {
  it("shows the logo linking home and the five links from data/", () => {
    render(<Header pathname="/" />)
    const home = screen.getByRole("link", { name: /retour à l’accueil/ })
    expect(home).toHaveAttribute("href", "/")
    // The logo is drawn inline (src/build/inline-svg.ts), hidden from assistive technologies.
    expect(home.querySelector("[aria-hidden='true'] > svg")).not.toBeNull()
    expect(home.querySelector("img")).toBeNull()
    const nav = screen.getByRole("navigation", { name: "Navigation principale" })
    const links = within(nav).getAllByRole("link")
    expect(links.map(link => link.getAttribute("href"))).toEqual(navigation.items.map(item => item.path))
    expect(links.map(link => link.textContent)).toEqual(navigation.items.map(item => item.label))
    expect(links[0]).toHaveAttribute("aria-current", "page")
  })

  it("puts each line of a label over 20 characters in its own block", () => {
    render(<Header pathname="/" />)
    const long = navigation.items.find(item => item.label.length > 20)
    expect(long).toBeDefined()
    const link = screen.getByRole("link", { name: long!.label })
    expect(link.children).toHaveLength(2)
    expect([...link.children].map(line => line.textContent).join(" ")).toBe(long!.label)
    const short = screen.getByRole("link", { name: navigation.items[0].label })
    expect(short.children).toHaveLength(1)
  })

  it("toggles the menu with its button, closes it on Escape and returns focus", async () => {
    const user = userEvent.setup()
    render(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: "Menu" })
    const list = document.getElementById(button.getAttribute("aria-controls")!)
    expect(list).not.toBeNull()
    expect(button).toHaveAttribute("aria-expanded", "false")
    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(list).toHaveAttribute("data-open", "true")
    await user.tab()
    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup()
    render(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: "Menu" })
    await user.click(button)
    await user.click(screen.getByRole("link", { name: navigation.items[1].label }))
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu when the path changes", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Header pathname="/" />)
    await user.click(screen.getByRole("button", { name: "Menu" }))
    rerender(<Header pathname="/nos-activites" />)
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false")
  })
})
