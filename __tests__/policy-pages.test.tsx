import * as React from "react"
import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import type { Content } from "../content-model/model"
import { readContent, readQueried } from "./helpers/content"
import ImpartialityPage from "../src/pages/politique-impartialite"
import { queryStatuses } from "./helpers/status-queries"
import { statusStates } from "./helpers/statuses"
import PrivacyPage from "../src/pages/politique-confidentialite"

type Header = Content<"politique-impartialite.json">["header"]
const queried = readQueried("politique-impartialite.json")
// The PDFs of previous versions are the build's, from git (plugins/pdf-documents/gatsby-node.ts): none here.
const impartiality = { ...queried, document: { ...queried.document, archivedVersions: null } }
const privacy = readQueried("politique-confidentialite.json")
// The first paragraph is in the variant the statuses allow (src/utils/accreditation.ts): the present tense
// only with both. Each state from the fixtures, whatever data/ says today.
const variants = (state: { accredited: boolean; registered: boolean }) =>
  state.accredited && state.registered ? (["granted", "pending"] as const) : (["pending", "granted"] as const)
const policyTextIn = (state: { accredited: boolean; registered: boolean }) => [
  impartiality.intro[variants(state)[0]],
  ...impartiality.content,
  ...impartiality.paragraphs,
]
const { contentError } = readContent("interface.json")

// The content files are the query results; the pages read nothing of their props but `data`.
const props = <T,>(data: T) => ({ data }) as PageProps<T>
const paragraphs = (policyText: string[]) =>
  screen.getAllByText((_, element) => element?.tagName === "P" && policyText.includes(element.textContent ?? ""))

function expectHeader({ badge, title, subtitle }: Header) {
  expect(screen.getByText(badge)).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument()
  expect(screen.getByText(subtitle)).toBeInTheDocument()
}

describe.each(statusStates)("the impartiality and privacy policies, $name", state => {
  beforeEach(() => queryStatuses(state))

  it("the impartiality policy shows its badge, title and subtitle, then its introduction in the variant the statuses allow and every paragraph, in order", () => {
    render(<ImpartialityPage {...props<Queries.ImpartialityPageQuery>({ page: impartiality })} />)
    expectHeader(impartiality.header)
    const policyText = policyTextIn(state)
    expect(paragraphs(policyText).map(p => p.textContent)).toEqual(policyText)
    expect(document.body.textContent).not.toContain(impartiality.intro[variants(state)[1]])
  })

  it("the privacy policy shows its own badge, title and subtitle, then the impartiality policy's paragraphs", () => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>({ page: privacy, policy: impartiality })} />)
    expectHeader(privacy.header)
    const policyText = policyTextIn(state)
    expect(paragraphs(policyText).map(p => p.textContent)).toEqual(policyText)
  })
})

describe("the impartiality policy", () => {
  it("shows the content error when its content is missing", () => {
    render(<ImpartialityPage {...props<Queries.ImpartialityPageQuery>({ page: null })} />)
    expect(screen.getByRole("alert")).toHaveTextContent(contentError)
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})

describe("the privacy policy", () => {
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
