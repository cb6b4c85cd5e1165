import type { Content, ContentFileName } from "../src/content-model/model"
import { missionText } from "../src/utils/accreditation"
import { readContent as read } from "./helpers"

const { name: siteName, accreditation } = read("site.json")

type PageFile = { [F in ContentFileName]: Content<F> extends { seo: unknown } ? F : never }[ContentFileName]
const page = (route: string, file: PageFile, h1?: string) => {
  const data: { seo: Content<PageFile>["seo"]; header?: { title: string } } = read(file)
  return {
    route,
    title: `${data.seo.title} | ${siteName}`,
    // A page presenting the reserved missions has two variants: the statuses of site.json pick one.
    description:
      typeof data.seo.description === "string"
        ? data.seo.description
        : missionText(data.seo.description, accreditation),
    h1: h1 ?? data.header?.title ?? "",
  }
}

/** Every route of the site, with the title and the h1 its content file gives it. */
export const routes = [
  page("/", "accueil.json", siteName),
  page("/politique-confidentialite", "politique-confidentialite.json"),
  page("/politique-impartialite", "politique-impartialite.json"),
  page("/nos-activites", "nos-activites.json"),
  page("/processus-verification", "processus-verification.json"),
  page("/processus-appels-plaintes", "processus-appels-plaintes.json"),
  page("/methode-certification-durabilite", "methode-certification-durabilite.json"),
  page("/mentions-legales", "mentions-legales.json"),
  page("/conditions-generales-vente", "conditions-generales-vente.json"),
  page("/accessibilite", "accessibilite.json"),
]

export const navigation = read("navigation.json").items
