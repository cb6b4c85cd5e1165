// The types of data/ come from the content model, like its validation and its JSON Schemas:
// `tsc --noEmit` checks the `@ts-expect-error` lines below, so a loose type (any, unknown) fails it.
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Content } from "../content-model/model"
import { readContent } from "./helpers/content"
import { projectRoot } from "../content-model/node/project-root"

type Founder = Content<"fondateurs.json">["items"][number]
type ProcessSection = Content<"processus-verification.json">["sections"][number]

describe("Content<file>", () => {
  it("types a data file as the model describes it", () => {
    const founders = readContent("fondateurs.json")
    const raw = JSON.parse(readFileSync(path.join(projectRoot, "data", "fondateurs.json"), "utf8")) as {
      items: Founder[]
    }
    const first: Founder = founders.items[0]
    expect(first.name).toBe(raw.items[0].name)
    // @ts-expect-error: the model has no `descripion`
    expect(first.descripion).toBeUndefined()
  })

  it("makes every field required unless the model says optional", () => {
    // @ts-expect-error: `photoAlt` is required
    const incomplete: Founder = { name: "A", role: "B", description: "C", photo: "images/a.jpg" }
    // `subsections` and `diagram` are optional in the model.
    const section: ProcessSection = { id: "contexte", title: "T", icon: "balance", description: "D" }
    expect([incomplete.photoAlt, section.diagram]).toEqual([undefined, undefined])
  })
})
