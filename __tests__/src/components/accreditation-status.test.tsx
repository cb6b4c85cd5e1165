import * as React from "react"
import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { homePageData, readContent, staticQueryData, termsPageData } from "../../helpers/content"
import { queryStatuses } from "../../helpers/status-queries"
import { withStatuses } from "../../helpers/statuses"
import { AccreditationStatus } from "../../../src/components/accreditation-status"
import { Activities } from "../../../src/components/activities"
import { Home } from "../../../src/components/home"
import registeredFixture from "../../fixtures/accreditation/inscrit.json"
import notAccreditedFixture from "../../fixtures/accreditation/non-accredite-interdit.json"
import { TermsOfSale } from "../../../src/components/terms-of-sale"

const exact = { normalizer: (text: string) => text }
const { accreditation, independence } = readContent("site.json")

/** The site as it will read once the Cofrac grants an accreditation: the fixture of the accredited state. */
const accredited = withStatuses({ accredited: true, registered: false })
const mention = `${accreditation.mentionPrefix}\u00a0${accredited.number}`

// The three places the body presents itself, which must say the same thing (docs in data/README.md).
const pages = {
  home: () => render(<Home data={homePageData()} />),
  activities: () => render(<Activities page={readContent("nos-activites.json")} independence={independence} />),
  terms: () => render(<TermsOfSale page={termsPageData()} />),
}

describe("AccreditationStatus, neither accredited nor registered (fixture)", () => {
  beforeEach(() => queryStatuses({ accredited: false, registered: false }))

  it.each(Object.entries(pages))(
    "the %s page says plainly that the body is not yet accredited, and nothing else",
    (_name, renderPage) => {
      const { container } = renderPage()
      expect(container.textContent).toContain(`${accreditation.notAccredited} ${accreditation.notRegistered}`)
      expect(container.textContent).not.toContain(accreditation.registered)
      expect(container.textContent).not.toContain(accreditation.mentionPrefix)
      expect(container.textContent).not.toContain(accredited.number)
      // Claims a body not yet accredited must not make, in any case (the fixture's list).
      for (const claim of notAccreditedFixture.forbidden)
        expect(container.textContent?.toLowerCase()).not.toContain(claim.toLowerCase())
      expect(container.querySelector('a[href*="cofrac"]')).toBeNull()
    },
  )

  it("explains type A where asked", () => {
    render(<AccreditationStatus withTypeA />)
    expect(screen.getByText(accreditation.typeA, exact)).toBeInTheDocument()
  })
})

describe("AccreditationStatus, accredited (fixture)", () => {
  beforeEach(() => queryStatuses({ accredited: true, registered: false }))

  it.each(Object.entries(pages))(
    "the %s page gives the Cofrac mention with its number and scope",
    (_name, renderPage) => {
      const { container } = renderPage()
      expect(container.textContent).toContain(`${mention}, ${accreditation.mentionScope}`)
      expect(container.textContent).toContain(accredited.accreditedActivities)
      expect(container.textContent).not.toContain(accreditation.notAccredited)
      // Accredited is not registered: the H2A sentence still says so.
      expect(container.textContent).toContain(accreditation.notRegistered)
    },
  )

  it("marks the two statuses apart on the block", () => {
    const { container } = render(<AccreditationStatus />)
    const block = container.firstElementChild!
    expect([block.getAttribute("data-accreditation"), block.getAttribute("data-h2a")]).toEqual([
      "accredite",
      "non_inscrit",
    ])
  })

  it("links the scope to the Cofrac's page", () => {
    render(<AccreditationStatus />)
    expect(screen.getByText(mention, exact).tagName).toBe("STRONG")
    expect(screen.getByRole("link", { name: accreditation.mentionScope })).toHaveAttribute("href", accredited.scopeUrl)
  })

  it("falls back to the not-accredited statement when the number is missing", () => {
    queryStatuses({ accredited: true, registered: false })
    jest.mocked(useStaticQuery).mockImplementation(() => {
      const data = staticQueryData()
      return { ...data, siteJson: { ...data.siteJson, accreditation: { ...accredited, number: undefined } } }
    })
    const { container } = render(<AccreditationStatus />)
    expect(container.textContent).toContain(accreditation.notAccredited)
  })
})

describe("AccreditationStatus, registered by the H2A (fixture), accredited or not", () => {
  const registration = `${accreditation.registered}\u00a0${registeredFixture.h2aDate}.`

  it.each(Object.entries(pages))("the %s page gives the H2A registration with its date", (_name, renderPage) => {
    queryStatuses({ accredited: false, registered: true })
    const { container } = renderPage()
    expect(container.textContent).toContain(`${accreditation.notAccredited} ${registration}`)
    expect(container.textContent).not.toContain(accreditation.notRegistered)
  })

  it.each(Object.entries(pages))(
    "the %s page, once both are granted, gives both and presents the missions in the present tense",
    (name, renderPage) => {
      queryStatuses({ accredited: true, registered: true })
      const { container } = renderPage()
      expect(container.textContent).toContain(registration)
      expect(container.textContent).toContain(mention)
      const sentence = {
        home: readContent("site.json").description,
        activities: readContent("nos-activites.json").body,
        terms: readContent("conditions-generales-vente.json").scope,
      }[name]!
      expect(container.textContent).toContain(sentence.granted)
      expect(container.textContent).not.toContain(sentence.pending)
    },
  )
})
