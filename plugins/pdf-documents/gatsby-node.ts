import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writePdfDocuments } from "./pdf-documents"

// The PDFs of the terms of sale and the impartiality policy, from the content their pages show.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, store }) => {
  const directory = (store.getState as () => { program: { directory: string } })().program.directory
  const { files, written } = await writePdfDocuments(
    path.join(directory, "data"),
    path.join(directory, "public"),
    path.join(directory, ".cache", "pdf-documents.json"),
  )
  const list = (paths: string[]) => paths.map(file => path.relative(directory, file)).join(", ")
  reporter.info(
    `Documents PDF : ${list(files)} (${written.length ? `écrits : ${list(written)}` : "inchangés, gardés"})`,
  )
}
