import { readData as read } from "./helpers"

const siteName = read<{ name: string }>("site.json").name

type Page = { seo: { title: string; description: string }; header?: { title: string } }
const page = (route: string, file: string, h1?: string) => {
  const data = read<Page>(file)
  return {
    route,
    title: `${data.seo.title} | ${siteName}`,
    description: data.seo.description,
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
  page("/mentions-legales", "mentions-legales.json"),
  page("/conditions-generales-vente", "conditions-generales-vente.json"),
  page("/accessibilite", "accessibilite.json"),
]

export const navigation = read<{ items: { path: string; label: string }[] }>("navigation.json").items
