import * as React from "react"
import { rcsNumber, vatNumber } from "../../../content-model/identifiers"
import { render, screen, within } from "@testing-library/react"
import { readContent, readQueried } from "../../helpers/content"
import { LegalNotice } from "../../../src/components/legal-notice"
import { telHref } from "../../../src/utils/phone"

// The file as the page query returns it (a missing list is null there).
const page = readQueried("mentions-legales.json")
const { publisher, director, host, fieldLabels: label } = page
const { contentError } = readContent("interface.json")

/** Phone numbers are shown with no-break spaces, so they never wrap. */
const unbreakable = (phone: string) => phone.replace(/ /g, "\u00a0")

/** The value a card gives for a label, read through its <dt>/<dd> pair. */
const valueOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: "dt", normalizer: text => text }).nextElementSibling

describe("LegalNotice", () => {
  beforeEach(() => render(<LegalNotice page={page} />))
  const card = (heading: string) => screen.getByRole("heading", { level: 2, name: heading }).closest("section")!

  it("shows the publisher's card: name, legal form and capital, address, phone, e-mail, RCS and VAT numbers", () => {
    const publisherCard = card(publisher.heading)
    expect(within(publisherCard).getByText(publisher.name)).toBeInTheDocument()
    expect(valueOf(publisherCard, label.legalForm)?.textContent).toBe(publisher.legalForm)
    expect(valueOf(publisherCard, label.registeredOffice)).toHaveTextContent(publisher.address)
    expect(within(publisherCard).getByRole("link", { name: unbreakable(publisher.phone) })).toHaveAttribute(
      "href",
      // The international form, as in the footer: one number, one link target (RGAA 6.1).
      telHref(publisher.phone),
    )
    expect(within(publisherCard).getByRole("link", { name: publisher.email })).toHaveAttribute(
      "href",
      `mailto:${publisher.email}`,
    )
    // Both derived from the one SIREN field: « RCS <ville> <SIREN> » and FR + key + SIREN.
    // (The derivations are checked on known SIRENs in content-model/__tests__/identifiers.test.ts.)
    expect(valueOf(publisherCard, label.registration)?.textContent).toBe(
      rcsNumber(publisher.registryCity, publisher.siren),
    )
    expect(valueOf(publisherCard, label.vatNumber)?.textContent).toBe(vatNumber(publisher.siren))
  })

  it("shows the publication director and the host (name, address, phone)", () => {
    const directorCard = card(director.heading)
    expect(within(directorCard).getByText(director.name)).toBeInTheDocument()
    expect(within(directorCard).getByText(director.role)).toBeInTheDocument()
    const hostCard = card(host.heading)
    expect(within(hostCard).getByText(host.name)).toBeInTheDocument()
    expect(valueOf(hostCard, label.address)).toHaveTextContent(host.address)
    expect(within(hostCard).getByRole("link", { name: unbreakable(host.phone) })).toHaveAttribute(
      "href",
      telHref(host.phone),
    )
  })

  it("then intellectual property, personal data and liability, in that order", () => {
    const headings = screen.getAllByRole("heading", { level: 2 }).map(heading => heading.textContent)
    expect(headings.slice(3)).toEqual([page.intellectualProperty.title, page.personalData.title, page.liability.title])
  })

  it.each([page.intellectualProperty, page.personalData, page.liability])(
    "shows every paragraph and point of $title",
    ({ title, paragraphs, items }) => {
      const section = screen.getByRole("heading", { name: title }).closest("section")!
      for (const paragraph of paragraphs)
        expect(within(section).getByText(paragraph, { selector: "p", normalizer: text => text })).toBeInTheDocument()
      expect(
        within(section)
          .queryAllByRole("listitem")
          .map(item => item.textContent),
      ).toEqual(items ?? [])
    },
  )
})

describe("LegalNotice without content", () => {
  it("shows the content error", () => {
    render(<LegalNotice page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
  })
})
