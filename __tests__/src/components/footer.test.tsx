import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readGrid, summarize } from "../../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../../content-model/node/project-root"
import { readContent } from "../../helpers/content"
import { Footer } from "../../../src/components/footer"
import { queryStatuses } from "../../helpers/status-queries"
import { statusStates } from "../../helpers/statuses"

const footer = readContent("pied-de-page.json")
const labels = readContent("interface.json")

describe.each(statusStates)("Footer, $name", state => {
  it("presents the body in the variant its statuses allow: the present tense only with both", () => {
    queryStatuses(state)
    render(<Footer />)
    const [shown, hidden] =
      state.accredited && state.registered ? (["granted", "pending"] as const) : (["pending", "granted"] as const)
    expect(screen.getByText(footer.description[shown], { normalizer: text => text })).toBeInTheDocument()
    expect(screen.queryByText(footer.description[hidden], { normalizer: text => text })).toBeNull()
  })
})

describe("Footer", () => {
  beforeEach(() => render(<Footer />))

  it("links to the legal notice, the terms of sale, the voluntary offer, the report check, the method, the privacy policy and the accessibility statement", () => {
    const nav = screen.getByRole("navigation", { name: labels.footerNavigation })
    expect(
      within(nav)
        .getAllByRole("link")
        .map(link => link.getAttribute("href")),
    ).toEqual([
      "/mentions-legales",
      "/conditions-generales-vente",
      "/verification-volontaire",
      "/verifier-un-rapport",
      "/methode-certification-durabilite",
      "/politique-confidentialite",
      "/accessibilite",
    ])
    expect(screen.getByRole("link", { name: footer.legal.offerLabel })).toHaveAttribute(
      "href",
      "/verification-volontaire",
    )
    expect(screen.getByRole("link", { name: footer.legal.reportCheckLabel })).toHaveAttribute(
      "href",
      "/verifier-un-rapport",
    )
    expect(screen.getByRole("link", { name: footer.legal.methodLabel })).toHaveAttribute(
      "href",
      "/methode-certification-durabilite",
    )
  })

  it("names the accessibility link with the conformity status the audit grid gives", () => {
    const { legal } = readContent("pied-de-page.json")
    const words = readContent("accessibilite.json").status
    const status = summarize(readGrid(projectRoot)).status
    expect(screen.getByRole("link", { name: `${legal.accessibilityLabel}\u00a0: ${words[status]}` })).toHaveAttribute(
      "href",
      "/accessibilite",
    )
  })

  it("has a contact button that writes to the contact address", () => {
    const button = screen.getByRole("link", { name: new RegExp(footer.contact.buttonText) })
    expect(button).toHaveAttribute("href", `mailto:${footer.contact.email}`)
  })

  it("gives the contact button a title that repeats its accessible name, then adds the hint (RGAA 6.1)", () => {
    const button = screen.getByRole("link", { name: new RegExp(footer.contact.buttonText) })
    const name = `${footer.contact.buttonText} (${footer.contact.email})`
    expect(button).toHaveAccessibleName(name)
    expect(button.getAttribute("title")).toBe(`${name}, ${labels.mailHint}`)
  })

  it("shows the phone number on one line and dials it", () => {
    const digits = footer.contact.phone.replace(/\D/g, "")
    const link = screen.getByRole("link", { name: footer.contact.phone.replace(/\s/g, "\u00a0") })
    expect(link).toHaveAttribute("href", `tel:+33${digits.slice(1)}`)
  })

  it("shows social icons that are not links", () => {
    for (const { name } of footer.social) {
      const icon = screen.getByRole("img", { name })
      expect(icon.closest("a")).toBeNull()
    }
  })

  it("states the copyright line of data/, year included", () => {
    expect(screen.getByText(footer.legal.copyright)).toBeInTheDocument()
  })
})
