import type { Content, ContentFileName } from "../../content-model/model"
import { missionText } from "../../src/utils/accreditation"
import { readContent as read } from "./helpers"

const { name: siteName, accreditation } = read("site.json")

type PageFile = { [F in ContentFileName]: Content<F> extends { seo: unknown } ? F : never }[ContentFileName]

/** Each page of the site and its content file: the one place the tests name a route. */
const pages: { route: string; file: PageFile }[] = [
  { route: "/", file: "accueil.json" },
  { route: "/politique-confidentialite", file: "politique-confidentialite.json" },
  { route: "/politique-impartialite", file: "politique-impartialite.json" },
  { route: "/nos-activites", file: "nos-activites.json" },
  { route: "/processus-verification", file: "processus-verification.json" },
  { route: "/processus-appels-plaintes", file: "processus-appels-plaintes.json" },
  { route: "/methode-certification-durabilite", file: "methode-certification-durabilite.json" },
  { route: "/verification-volontaire", file: "verification-volontaire.json" },
  { route: "/verifier-un-rapport", file: "rapports.json" },
  { route: "/mentions-legales", file: "mentions-legales.json" },
  { route: "/conditions-generales-vente", file: "conditions-generales-vente.json" },
  { route: "/accessibilite", file: "accessibilite.json" },
]

/** The pages made of text sections (every page but the home page), with their content files. */
export const contentPages = pages.filter(({ route }) => route !== "/")

/** Every route of the site, with the title and the h1 its content file gives it. */
export const routes = pages.map(({ route, file }) => {
  const data: { seo: Content<PageFile>["seo"]; header?: { title: string } } = read(file)
  return {
    route,
    title: `${data.seo.title} | ${siteName}`,
    // A page presenting the reserved missions has two variants: the statuses of site.json pick one.
    description:
      typeof data.seo.description === "string"
        ? data.seo.description
        : missionText(data.seo.description, accreditation),
    h1: route === "/" ? siteName : (data.header?.title ?? ""),
  }
})

export const navigation = read("navigation.json").items

/** The label editors give the navigation link to `path`. */
export function navigationLabel(path: string): string {
  const item = navigation.find(link => link.path === path)
  if (!item) throw new Error(`navigation.json n’a pas de lien vers ${path}`)
  return item.label
}
