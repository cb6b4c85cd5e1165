import { readFileSync } from "node:fs"
import path from "node:path"
import { contentAtVersion } from "../../content-model/node/document-history"
import { pdfFiles, pdfSources, type PdfSource } from "./pdf-documents"

/*
 * The PDF of each previous version of a document (ISO/IEC 17020 § 8.3: earlier versions stay available).
 * The document's `history` lists them; git holds their text: each is made, with today's layout, from the
 * last committed state that carried that version, and written at the path its version names
 * (/documents/<reference>_v<version>.pdf). The check (content-model/node/document-history.ts) makes
 * sure git holds every version listed.
 */

/** Fields a document gained after an old version was written: empty, so nothing is printed for them. */
const gainedSince = { scope: { pending: "", granted: "" }, intro: { pending: "", granted: "" } }

export function previousPdfSources(dataDir: string): PdfSource[] {
  return pdfFiles.flatMap(file => {
    const current = JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as {
      document: NonNullable<PdfSource["document"]>
    }
    return (current.document.history ?? []).flatMap(entry => {
      const old = contentAtVersion(dataDir, file, entry.version)
      // Without git (an archive of the project) there is no previous text: the current version alone is written.
      if (!old) return []
      const [source] = pdfSources(dataDir, { [file]: { ...gainedSince, ...old } }).filter(s => s.file === file)
      // The dates the history records (corrected ones included), and no history of its own.
      const { reference } = current.document
      return [
        { ...source, document: { reference, version: entry.version, edition: entry.edition, inForce: entry.inForce } },
      ]
    })
  })
}
