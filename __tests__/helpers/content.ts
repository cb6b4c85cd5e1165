import { readFileSync } from "node:fs"
import path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { readContent, readQueried } from "../../plugins/content-model/read-content"

/** Tests run on the real content editors write, typed by the content model. */
export { readContent, readQueried }

const image = (src: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } => ({
  childImageSharp: {
    gatsbyImageData: {
      layout: "fixed",
      width: 160,
      height: 160,
      images: { fallback: { src: `/static/${path.basename(src)}` }, sources: [] },
    },
  },
})

/** What the static queries of the frame return, built from data/. */
export function staticQueryData() {
  const site = readContent("site.json")
  return {
    siteJson: {
      ...site,
      // As the File.dataURI resolver (plugins/images/gatsby-node.ts) gives a logo this small.
      logo: {
        publicURL: `/static/${path.basename(site.logo)}`,
        dataURI: `data:image/svg+xml;base64,${readFileSync(path.resolve("data", site.logo)).toString("base64")}`,
        svgMarkup: readFileSync(path.resolve("data", site.logo), "utf8").trim(),
        // The File.tabIcon resolver draws a PNG with sharp, asynchronously: a stand-in here, the built one
        // is checked in the browser (__tests__/e2e/seo.spec.ts).
        tabIcon: "data:image/png;base64,iVBORw0KGgo=",
      },
    },
    navigationJson: readContent("navigation.json"),
    interfaceJson: readContent("interface.json"),
    piedDePageJson: readContent("pied-de-page.json"),
    mentionsLegalesJson: readContent("mentions-legales.json"),
  }
}

/** The home page query's result, built from data/ (its enums are the model's strings: hence the cast). */
export function homePageData(): Queries.HomePageQuery {
  const founders = readQueried("fondateurs.json")
  return {
    siteJson: readQueried("site.json") as unknown as Queries.HomePageQuery["siteJson"],
    accueilJson: readContent("accueil.json"),
    fondateursJson: {
      items: founders.items.map(founder => ({
        ...founder,
        h2aStatus: founder.h2aStatus as Queries.FounderH2aStatus | null,
        photo: image(founder.photo),
      })),
      labels: founders.labels,
    },
  }
}
