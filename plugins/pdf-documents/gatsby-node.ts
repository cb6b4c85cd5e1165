import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writePdfDocuments } from "./pdf-documents"

// The PDFs of the terms of sale and the impartiality policy, from the content their pages show.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const directory = (store.getState as () => { program: { directory: string } })().program.directory
  const files = await writePdfDocuments(path.join(directory, "data"), path.join(directory, "public"))
  reporter.info(`Documents PDF : ${files.map(file => path.relative(directory, file)).join(", ")}`)
}
