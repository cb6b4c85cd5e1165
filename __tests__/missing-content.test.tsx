// docs/architecture.md, « Contenu absent »: a page whose content is absent (a data file removed, a query
// returning null) shows « Erreur de chargement du contenu » inside the frame instead of crashing, and its
// <head> still renders.
import * as React from "react"
import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import IndexPage, { Head as IndexHead } from "../src/pages/index"
import ActivitiesPage, { Head as ActivitiesHead } from "../src/pages/nos-activites"
import ImpartialityPage, { Head as ImpartialityHead } from "../src/pages/politique-impartialite"
import PrivacyPage, { Head as PrivacyHead } from "../src/pages/politique-confidentialite"
import { homePageData, readContent } from "./helpers/content"

interface Props {
  data: Record<string, unknown>
  location: { pathname: string }
}
// A page and its Head get Gatsby's PageProps and HeadProps; these tests give the two fields they read.
type View = React.FC<Props>
const page = (component: unknown, head: unknown) => [component as View, head as View] as const

const impartiality = readContent("politique-impartialite.json")
const cases: [string, ReturnType<typeof page>, Record<string, unknown>, Record<string, unknown>][] = [
  ["/", page(IndexPage, IndexHead), homePageData(), { siteJson: null, accueilJson: null, fondateursJson: null }],
  ["/nos-activites", page(ActivitiesPage, ActivitiesHead), { page: readContent("nos-activites.json") }, { page: null }],
  ["/politique-impartialite", page(ImpartialityPage, ImpartialityHead), { page: impartiality }, { page: null }],
  [
    "/politique-confidentialite",
    page(PrivacyPage, PrivacyHead),
    { page: readContent("politique-confidentialite.json"), policy: impartiality },
    { page: null, policy: null },
  ],
]

const props = (pathname: string, data: Record<string, unknown>): Props => ({ data, location: { pathname } })

describe.each(cases)("the page %s", (pathname, [Page, Head], present, absent) => {
  it("shows its content, without the error, when the content is there", () => {
    render(<Page {...props(pathname, present)} />)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows « Erreur de chargement du contenu » when all its content is absent", () => {
    render(<Page {...props(pathname, absent)} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
  })

  it.each(Object.keys(absent))("shows the error when only %s is absent", key => {
    render(<Page {...props(pathname, { ...present, [key]: null })} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })

  it("still renders its <head> without content", () => {
    render(<Head {...props(pathname, absent)} />, { container: document.head })
    expect(document.head.querySelector("title")).not.toBeNull()
  })

  it("says the error in the code's own words when even the interface labels are absent", () => {
    jest.mocked(useStaticQuery).mockImplementation(() => ({}))
    render(<Page {...props(pathname, absent)} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
