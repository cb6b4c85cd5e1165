import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import type { Schema } from "../../../content-model/schema-helpers"
import { foundElsewhere } from "../../admin/found-elsewhere"

const label = (file: string) =>
  labelOf((contentFiles.find(entry => entry.file === file)!.schema as Schema).description, file).label

test("the home page's entry links to the site-wide tagline and to the founders, by the labels the editor sees", () => {
  const site = contentFiles.find(entry => entry.file === "site.json")!.schema as Schema
  const tagline = labelOf(site.properties!.tagline.description, "tagline").label
  expect(foundElsewhere().accueil).toEqual(
    expect.arrayContaining([
      { entry: "site", entryLabel: label("site.json"), field: tagline },
      { entry: "fondateurs", entryLabel: label("fondateurs.json") },
    ]),
  )
})
