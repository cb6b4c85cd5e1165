import * as React from "react"
import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import type { Content } from "../content-model/model"
import { readContent, readQueried } from "./helpers/content"
import ImpartialityPage from "../src/pages/politique-impartialite"
import PrivacyPage from "../src/pages/politique-confidentialite"

type Header = Content<"politique-impartialite.json">["header"]
const queried = readQueried("politique-impartialite.json")
// The PDFs of previous versions are the build's, from git (plugins/pdf-documents/gatsby-node.ts): none here.
const impartiality = { ...queried, document: { ...queried.document, archivedVersions: null } }
const privacy = readQueried("politique-confidentialite.json")
// Neither status is granted in data/: the first paragraph is the conditional variant (src/utils/accreditation.ts).
const policyText = [impartiality.intro.pending, ...impartiality.content, ...impartiality.paragraphs]
const { contentError } = readContent("interface.json")

// The content files are the query results; the pages read nothing of their props but `data`.
const props = <T,>(data: T) => ({ data }) as PageProps<T>
const paragraphs = () =>
  screen.getAllByText((_, element) => element?.tagName === "P" && policyText.includes(element.textContent ?? ""))

function expectHeader({ badge, title, subtitle }: Header) {
  expect(screen.getByText(badge)).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument()
  expect(screen.getByText(subtitle)).toBeInTheDocument()
}

describe("the impartiality policy", () => {
  it("shows its badge, title and subtitle, then three intro paragraphs and twelve more, in order", () => {
    render(<ImpartialityPage {...props<Queries.ImpartialityPageQuery>({ page: impartiality })} />)
    expectHeader(impartiality.header)
    expect(policyText).toHaveLength(15)
    expect(paragraphs().map(p => p.textContent)).toEqual(policyText)
    expect(document.body.textContent).not.toContain(impartiality.intro.granted)
  })

  it("shows the content error when its content is missing", () => {
    render(<ImpartialityPage {...props<Queries.ImpartialityPageQuery>({ page: null })} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})

describe("the privacy policy", () => {
  it("shows its own badge, title and subtitle, then the impartiality policy's fifteen paragraphs", () => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>({ page: privacy, policy: impartiality })} />)
    expectHeader(privacy.header)
    expect(paragraphs().map(p => p.textContent)).toEqual(policyText)
  })

  it("points, under its subtitle, to the personal-data information of the legal notice", () => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>({ page: privacy, policy: impartiality })} />)
    const link = screen.getByRole("link", { name: privacy.personalData.label })
    expect(link).toHaveAttribute("href", "/mentions-legales#donnees-personnelles")
    expect(link.closest("p")?.textContent).toBe(`${privacy.personalData.intro} ${privacy.personalData.label}.`)
  })

  it.each([
    ["its header", { page: null, policy: impartiality }],
    ["the policy text", { page: privacy, policy: null }],
  ])("shows the content error when %s is missing", (_missing, data) => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>(data)} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
  })
})
