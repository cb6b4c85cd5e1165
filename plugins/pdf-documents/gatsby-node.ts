import { readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentAtVersion } from "../../content-model/node/document-history"
import { projectRoot } from "../../content-model/node/project-root"
import { versionInForce, type VersionedCard } from "../../content-model/in-force"
import { siteBuildDate } from "../../content-model/node/build-date"
import { pdfFiles, writePdfDocuments } from "./pdf-documents"
import { specimenFingerprints } from "./specimen-pdfs"

const dataDir = path.resolve("data")

/** The data file whose document has this reference, if it is one the build writes PDFs for. */
const fileOf = (reference: string) =>
  pdfFiles.find(
    file =>
      (JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as { document?: { reference?: string } }).document
        ?.reference === reference,
  )

// The previous versions whose PDF this build writes: those git holds the text of (previous-pdfs.ts). A
// build from an archive or a shallow clone lists the other versions without a link, instead of a dead one.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types this action as a plain `Function`.
  const addResolvers = createResolvers as (resolvers: object) => void
  addResolvers({
    VersionedDocument: {
      archivedVersions: {
        type: "[String!]",
        resolve: ({ reference, history }: { reference: string; history?: { version: string }[] | null }) => {
          const file = fileOf(reference)
          return file
            ? (history ?? []).filter(({ version }) => contentAtVersion(dataDir, file, version)).map(e => e.version)
            : []
        },
      },
    },
    // A specimen's fingerprint, that of the very bytes onPostBuild writes: « Vérifier un rapport » recognises it.
    SpecimenDocument: {
      sha256: {
        type: "String!",
        resolve: async ({ reference }: { reference: string }) =>
          (await specimenFingerprints(dataDir)).find(specimen => specimen.reference === reference)?.sha256,
      },
    },
  })
}

// The PDFs of the terms of sale, the impartiality policy and the appeals and complaints procedure, from the
// content their pages show, and those of the specimens.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }) => {
  const directory = projectRoot
  // The version in force on the build date is an older one whose text git does not hold (an archive, a shallow
  // clone): its card is shown without a PDF link (document-info.tsx). Said, so that it is not published unseen.
  const day = siteBuildDate(getNodesByType)
  for (const file of day ? pdfFiles : []) {
    const { document } = JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as { document: VersionedCard }
    const shown = versionInForce(document, day!)
    if (shown.version !== document.version && !contentAtVersion(dataDir, file, shown.version))
      reporter.warn(
        `${file} : la version ${shown.version}, en vigueur le ${day}, n’a pas de PDF : l’historique git ne contient pas son texte (archive ou clone partiel). La page la présente sans lien ; construisez depuis un clone complet (git fetch --unshallow).`,
      )
  }
  const files = await writePdfDocuments(path.join(directory, "data"), path.join(directory, "public"))
  reporter.info(`Documents PDF : ${files.map(file => path.relative(directory, file)).join(", ")}`)
}
