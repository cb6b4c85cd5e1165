import path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { readGrid, summarize } from "../../plugins/accessibility-audit/grid"
import { buildDate } from "../../content-model/node/build-date"
import { projectRoot } from "../../content-model/node/project-root"
import { readContent } from "../../content-model/node/read-content"
import { readQueried } from "../../content-model/node/read-queried"

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

/**
 * The terms of sale as their page query returns them: the file with nulls, and no PDF of a previous
 * version (the build's, from git: plugins/pdf-documents/gatsby-node.ts).
 */
export function termsPageData() {
  const terms = readQueried("conditions-generales-vente.json")
  return { ...terms, document: { ...terms.document, archivedVersions: null } }
}

/**
 * What the static queries of the frame return, built from data/, for a build on `day` (by default the build's
 * own: SITE_BUILD_DATE, else today in Paris). A test of what a date shows passes its day, never the clock's.
 */
export function staticQueryData(day = buildDate()) {
  const site = readContent("site.json")
  return {
    site: { siteMetadata: { buildDate: day } },
    siteJson: {
      ...site,
      logo: {
        publicURL: `/static/${path.basename(site.logo)}`,
        // The File.pngDataURI and tabIcon resolvers (plugins/images/gatsby-node.ts) draw PNGs with sharp,
        // asynchronously: stand-ins here, the built ones are checked in the browser
        // (__tests__/e2e/frame.spec.ts, __tests__/e2e/served-files.spec.ts).
        pngDataURI: "data:image/png;base64,iVBORw0KGgo=",
        tabIcon: "data:image/png;base64,iVBORw0KGgo=",
      },
    },
    navigationJson: readContent("navigation.json"),
    interfaceJson: readContent("interface.json"),
    piedDePageJson: readContent("pied-de-page.json"),
    mentionsLegalesJson: readContent("mentions-legales.json"),
    // As plugins/accessibility-audit/ derives it from the grid at build.
    accessibilityAudit: summarize(readGrid(projectRoot)),
    accessibiliteJson: readContent("accessibilite.json"),
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
