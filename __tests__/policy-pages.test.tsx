import * as React from "react"
import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { readData } from "./helpers/content"
import ImpartialityPage from "../src/pages/politique-impartialite"
import PrivacyPage from "../src/pages/politique-confidentialite"

type Header = { badge: string; title: string; subtitle: string }
const impartiality = readData<{ header: Header; content: string[]; paragraphs: string[] }>(
  "politique-impartialite.json",
)
const privacy = readData<{ header: Header }>("politique-confidentialite.json")
const policyText = [...impartiality.content, ...impartiality.paragraphs]

// The content files are the query results, minus what the page components do not read.
const props = <T,>(data: unknown) => ({ data }) as unknown as PageProps<T>
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
    expect(impartiality.content).toHaveLength(3)
    expect(impartiality.paragraphs).toHaveLength(12)
    expect(paragraphs().map(p => p.textContent)).toEqual(policyText)
  })

  it.each([
    ["impartiality, independence and incompatibilities", /impartialité/, /indépendante des entités/, /incompatibles/],
    ["the five-year ban after advisory services", /prestations de conseil/, /pendant cinq ans/],
    ["the yearly signing of the impartiality doctrine", /Chaque année.*signent la doctrine d’impartialité/],
    ["a conflict-of-interest declaration for each mission", /Pour chaque mission.*déclaration de conflit d’intérêts/],
    [
      "review by a person who did not carry out the verification",
      /revue menée par une personne qui n’a pas réalisé la vérification/,
    ],
    ["internal or external audits", /audits internes ou externes/],
  ])("covers %s", (_topic, ...patterns) => {
    const text = policyText.join("\n")
    for (const pattern of patterns) expect(text).toMatch(pattern)
  })

  it("shows the content error when its content is missing", () => {
    render(<ImpartialityPage {...props<Queries.ImpartialityPageQuery>({ page: null })} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })
})

describe("the privacy policy", () => {
  it("shows its own badge, title and subtitle, then the impartiality policy's fifteen paragraphs", () => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>({ page: privacy, policy: impartiality })} />)
    expectHeader(privacy.header)
    expect(paragraphs().map(p => p.textContent)).toEqual(policyText)
    expect(policyText).toHaveLength(15)
  })

  it.each([
    ["its header", { page: null, policy: impartiality }],
    ["the policy text", { page: privacy, policy: null }],
  ])("shows the content error when %s is missing", (_missing, data) => {
    render(<PrivacyPage {...props<Queries.PrivacyPageQuery>(data)} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
