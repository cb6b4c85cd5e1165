import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { contentFiles, type Content } from "../../content-model/model"
import type { Schema } from "../../content-model/schema-helpers"
import { pdfPath, type DocumentSection } from "../../src/utils/documents"
import { pdfBytes, pdfSources, type PdfSource } from "./pdf-documents"

/*
 * The specimen report and the specimen engagement letter (issue 54, point 3), written like the other
 * documents (writePdf's structure), each page marked with the specimen's mark. The PDF is deterministic
 * (its dates are its edition date, pdfkit's ID is a hash of them): the fingerprint the page « Vérifier un
 * rapport » holds (gatsby-node.ts, createResolvers) is that of the file the build writes.
 */

/** The specimens' data files, in the order the offer page lists them. */
export const specimenFiles = ["specimen-rapport.json", "specimen-lettre-mission.json"] as const
type SpecimenFile = (typeof specimenFiles)[number]
/** The specimen the register holds, which « Vérifier un rapport » recognises: a report, not a letter. */
export const registeredSpecimen: SpecimenFile = "specimen-rapport.json"

/** A data file's parts, in the model's order: each field that is a titled section (a title and paragraphs). */
const partsOf = (file: SpecimenFile) => {
  const { schema } = contentFiles.find(entry => entry.file === file)!
  return Object.entries((schema as Schema).properties ?? {})
    .filter(([, part]) => part.properties?.title && part.properties.paragraphs)
    .map(([key]) => key)
}

/** The specimens, as writePdf reads them: the notice first, then each part, then the place, date and signature. */
export function specimenSources(dataDir: string): PdfSource[] {
  const read = <F extends SpecimenFile | "rapports.json">(file: F) =>
    JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as Content<F>
  // Who issues them, in what words: as every other document (pdfSources).
  const [{ author, issuer, labels, foreignPhrases }] = pdfSources(dataDir)
  const { client: clientLabel } = read("rapports.json").labels
  return specimenFiles.map(file => {
    const content = read(file)
    const parts = partsOf(file).map(key => (content as unknown as Record<string, DocumentSection>)[key])
    const { signature } = content
    return {
      file,
      title: content.header.title,
      author,
      issuer,
      labels,
      foreignPhrases,
      mark: content.mark,
      document: content.document,
      fields: [[clientLabel, content.client]],
      sections: [
        { paragraphs: [content.notice] },
        ...parts,
        {
          title: signature.title,
          paragraphs: [`${signature.place}, ${signature.dateLabel} ${signature.date}`, signature.signatory],
        },
      ],
    }
  })
}

export interface SpecimenFingerprint {
  file: SpecimenFile
  reference: string
  title: string
  /** Where the build writes its PDF. */
  pdf: string
  sha256: string
}

/** Each specimen's PDF path and the SHA-256 of the bytes the build writes there. */
export async function specimenFingerprints(dataDir: string): Promise<SpecimenFingerprint[]> {
  return Promise.all(
    specimenSources(dataDir).map(async source => ({
      file: source.file as SpecimenFile,
      reference: source.document.reference,
      title: source.title,
      pdf: pdfPath(source.document),
      sha256: createHash("sha256")
        .update(await pdfBytes(source))
        .digest("hex"),
    })),
  )
}
