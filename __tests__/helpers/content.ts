import { readFileSync } from "node:fs"
import path from "node:path"
import type { Content, ContentFileName } from "../../src/content-model/model"

/** Reads a file of data/ as the test's content: tests run on the real content editors write. */
export function readData<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(path.resolve(__dirname, "../../data", file), "utf8")) as T
}

const image = (src: string) => ({
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
  const site = readData<{ logo: string }>("site.json")
  return {
    siteJson: { ...site, logo: { publicURL: `/static/${path.basename(site.logo)}` } },
    navigationJson: readData("navigation.json"),
    interfaceJson: readData("interface.json"),
    piedDePageJson: readData("pied-de-page.json"),
    mentionsLegalesJson: readData("mentions-legales.json"),
  }
}

/** The home page query's result, built from data/. */
export function homePageData() {
  const founders = readContent("fondateurs.json")
  return {
    siteJson: readData("site.json"),
    accueilJson: readData("accueil.json"),
    fondateursJson: { items: founders.items.map(founder => ({ ...founder, photo: image(founder.photo) })) },
  }
}

/** A file of data/, typed from the content model (src/content-model/model.ts): no hand-written shape. */
export function readContent<F extends ContentFileName>(file: F): Content<F> {
  return readData<Content<F>>(file)
}
