import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readData } from "../../__tests__/helpers/content"
import { LegalNotice } from "./legal-notice"

const page = readData("mentions-legales.json") as unknown as NonNullable<Queries.LegalNoticePageQuery["page"]>
const { publisher, director, host, fieldLabels: label } = page

/** Phone numbers are shown with no-break spaces, so they never wrap. */
const unbreakable = (phone: string) => phone.replace(/ /g, "\u00a0")

/** The value a card gives for a label, read through its <dt>/<dd> pair. */
const valueOf = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: "dt", normalizer: text => text }).nextElementSibling

describe("LegalNotice", () => {
  beforeEach(() => render(<LegalNotice page={page} />))
  const card = (heading: string) => screen.getByRole("heading", { level: 2, name: heading }).closest("section")!

  it("shows the publisher's card: name, SAS with 4 000 € capital, address, phone, e-mail, RCS and VAT numbers", () => {
    const publisherCard = card(publisher.heading)
    expect(within(publisherCard).getByText(publisher.name)).toBeInTheDocument()
    // French typography: a narrow no-break space groups the thousands, a no-break space precedes €.
    expect(valueOf(publisherCard, label.legalForm)?.textContent).toBe("Société par actions simplifiée (SAS) au capital de 4\u202f000\u00a0€")
    expect(valueOf(publisherCard, label.registeredOffice)).toHaveTextContent(publisher.address)
    expect(within(publisherCard).getByRole("link", { name: unbreakable(publisher.phone) })).toHaveAttribute("href", "tel:0465712048")
    expect(within(publisherCard).getByRole("link", { name: publisher.email })).toHaveAttribute("href", `mailto:${publisher.email}`)
    expect(valueOf(publisherCard, label.registration)).toHaveTextContent(/^RCS Lyon \d{3} \d{3} \d{3}$/)
    expect(valueOf(publisherCard, label.vatNumber)).toHaveTextContent(/^FR\d{11}$/)
  })

  it("shows the publication director and the host (name, address, phone)", () => {
    const directorCard = card(director.heading)
    expect(within(directorCard).getByText(director.name)).toBeInTheDocument()
    expect(within(directorCard).getByText(director.role)).toBeInTheDocument()
    const hostCard = card(host.heading)
    expect(within(hostCard).getByText(host.name)).toBeInTheDocument()
    expect(valueOf(hostCard, label.address)).toHaveTextContent(host.address)
    expect(within(hostCard).getByRole("link", { name: unbreakable(host.phone) })).toHaveAttribute("href", `tel:${host.phone.replace(/\s/g, "")}`)
  })

  it("then intellectual property, personal data and liability, in that order", () => {
    const headings = screen.getAllByRole("heading", { level: 2 }).map(heading => heading.textContent)
    expect(headings.slice(3)).toEqual([page.intellectualProperty.title, page.personalData.title, page.liability.title])
  })

  it("says that the site collects no personal data, sets no cookie, and what happens to an e-mail sent with the contact button", () => {
    const section = screen.getByRole("heading", { name: page.personalData.title }).closest("section")!
    expect(section).toHaveTextContent("Ce site ne collecte aucune donnée personnelle")
    expect(section).toHaveTextContent("ne dépose aucun cookie")
    expect(section).toHaveTextContent(/Le bouton de contact du pied de page ouvre votre propre logiciel de messagerie/)
    expect(section).toHaveTextContent(/reçoit votre adresse électronique et le contenu de votre message/)
    expect(section).toHaveTextContent(/Commission nationale de l’informatique et des libertés \(CNIL\)/)
  })
})

describe("LegalNotice without content", () => {
  it("shows the content error", () => {
    render(<LegalNotice page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
