import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readContent, staticQueryData } from "../../helpers/content"
import { useStaticQuery } from "gatsby"
import { Header } from "../../../src/components/header"
import { homeLinkName } from "../../../src/utils/home-link"

const navigation = readContent("navigation.json")
const labels = readContent("interface.json")

describe("Header", () => {
  it("shows the logo linking home and the five links from data/", () => {
    render(<Header pathname="/" />)
    const home = screen.getByRole("link", { name: homeLinkName(readContent("site.json").name, labels.homeLink) })
    expect(home).toHaveAttribute("href", "/")
    // The logo is the PNG the build draws (plugins/images), decorative: the link is named by its label.
    expect(home.querySelector("img")).toHaveAttribute("src", staticQueryData().siteJson.logo.pngDataURI)
    expect(home.querySelector("img")).toHaveAttribute("alt", "")
    expect(home.querySelector("svg")).toBeNull()
    const nav = screen.getByRole("navigation", { name: labels.mainNavigation })
    const links = within(nav).getAllByRole("link")
    expect(links.map(link => link.getAttribute("href"))).toEqual(navigation.items.map(item => item.path))
    expect(links.map(link => link.textContent)).toEqual(navigation.items.map(item => item.label))
    expect(links[0]).toHaveAttribute("aria-current", "page")
  })

  it("names the logo link after the site's name, whatever it is, so that the name holds the visible text", () => {
    const renamed = "Cabinet Fictif Renommé"
    jest.mocked(useStaticQuery).mockImplementation(() => {
      const data = staticQueryData()
      return { ...data, siteJson: { ...data.siteJson, name: renamed } }
    })
    render(<Header pathname="/" />)
    const home = screen.getByRole("link", { name: homeLinkName(renamed, labels.homeLink) })
    expect(home.getAttribute("aria-label")).toContain(home.textContent)
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

  // Opening, Escape and a click outside are the browser's (popover="auto"): __tests__/e2e/menu.spec.ts.
  it("renders the menu as a popover its button targets", () => {
    render(<Header pathname="/" />)
    const button = screen.getByRole("button", { name: labels.menuButton })
    const id = button.getAttribute("popovertarget")
    expect(id).toBeTruthy()
    expect(button).toHaveAttribute("aria-controls", id)
    const list = document.getElementById(id!)
    expect(list?.tagName).toBe("UL")
    expect(list).toHaveAttribute("popover", "auto")
    expect(within(list!).getAllByRole("link")).toHaveLength(navigation.items.length)
    // The browser tells assistive technologies whether a popover invoker is expanded.
    expect(button).not.toHaveAttribute("aria-expanded")
  })

  it("closes the open menu when the path changes (Gatsby's client-side navigation), not at mount", () => {
    // jsdom has no popover API: a stand-in records what the header asks of it.
    let open = true
    const hide = jest.spyOn(HTMLElement.prototype, "matches").mockImplementation(() => open)
    HTMLElement.prototype.hidePopover = () => void (open = false)
    const { rerender } = render(<Header pathname="/" />)
    expect(open).toBe(true) // a menu opened before hydration stays open
    rerender(<Header pathname="/" />)
    expect(open).toBe(true)
    rerender(<Header pathname="/nos-activites" />)
    expect(open).toBe(false)
    hide.mockRestore()
    delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover
  })
})
