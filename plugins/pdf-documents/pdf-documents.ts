import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type PDFKitDocument from "pdfkit"
import type { Content, ContentFileName } from "../../content-model/model"
import { previousPdfSources } from "./previous-pdfs"
import { specimenSources } from "./specimen-pdfs"
import { accreditationStatement } from "../../src/utils/accreditation"
import {
  pdfPath,
  policyParagraphs,
  procedureSections,
  termsArticles,
  type DocumentSection,
  type VersionedDocument,
} from "../../src/utils/documents"
import { rcsNumber } from "../../content-model/identifiers"
import { splitForeign, type ForeignPhrase } from "../../src/utils/foreign-phrases"

type Labels = Content<"interface.json">["document"]

/** One document as both its page and its PDF show it: the same title, fields and sections. */
export interface PdfSource {
  /** The data file it is made from. */
  file: ContentFileName
  title: string
  author: string
  /** Who issues it, as every commercial document says (C. com. R.123-237): name, legal form and share capital, registered office, RCS number. */
  issuer: string
  document: VersionedDocument
  sections: DocumentSection[]
  labels: Labels
  /** The phrases in another language that site.json declares: marked with their language, as the page does. */
  foreignPhrases: readonly ForeignPhrase[]
  /** A specimen's mark (« SPÉCIMEN »), printed in both running lines of every page: specimen-pdfs.ts. */
  mark?: string
  /** Fields listed after the document's own (label, value): the fictional client of a specimen. */
  fields?: readonly (readonly [string, string])[]
}

// DejaVu Sans, shipped as an npm package, covers French text down to U+202F (the narrow no-break
// space of data/ typography) and is embedded as a subset, so the PDF's text layer is exact.
// Resolved from the project root at run time: Gatsby bundles gatsby-node, where `require.resolve` is gone.
function fonts() {
  const fontDir = path.join(
    path.dirname(createRequire(path.resolve("package.json")).resolve("dejavu-fonts-ttf/package.json")),
    "ttf",
  )
  return { regular: path.join(fontDir, "DejaVuSans.ttf"), bold: path.join(fontDir, "DejaVuSans-Bold.ttf") }
}

const MARGIN = 64
const GREEN = "#0f5c4a"
const MUTED = "#4b5563"

/** 19/08/2025 → that day, so a PDF's dates do not change from one build to the next. */
const editionDate = (edition: string) => {
  const [day, month, year] = edition.split("/").map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

/** « F_9.3_01_02 · Version 02 · Édition 19/08/2025 », after a specimen's mark: the running line of every page. */
export const runningLine = ({ document, labels, mark }: Pick<PdfSource, "document" | "labels" | "mark">) =>
  [mark, document.reference, `${labels.version} ${document.version}`, `${labels.edition} ${document.edition}`]
    .filter(Boolean)
    .join(" · ")

/**
 * Makes one PDF, tagged (ISO 32000-1 § 14.8) so that assistive technologies read it as the page: real text
 * in an embedded font, title and language in its metadata; the title an H1, each article a Sect with its H2,
 * each of its parts a Sect with its H3, each paragraph a P, the document's fields and each list an L of LI
 * (Lbl, LBody), in reading order; the running lines of every page marked as artifacts (pagination), outside the structure.
 */
export async function pdfBytes(source: PdfSource): Promise<Buffer> {
  // Node's require, resolved from the project root as for the fonts: in the bundle Gatsby makes of
  // gatsby-node, a dynamic import loses pdfkit's default export.
  const PDFDocument = createRequire(path.resolve("package.json"))("pdfkit") as typeof PDFKitDocument
  const { title, author, issuer, document, sections, labels, foreignPhrases } = source
  const date = editionDate(document.edition)
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN + 8, bottom: MARGIN + 8, left: MARGIN, right: MARGIN },
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "fr-FR",
    displayTitle: true,
    info: { Title: title, Author: author, Subject: runningLine(source), CreationDate: date, ModDate: date },
  })
  // Kept in memory: the same bytes are hashed (a specimen's fingerprint, specimen-pdfs.ts) and written.
  const chunks: Buffer[] = []
  const written = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk))
    pdf.on("end", () => resolve(Buffer.concat(chunks))).on("error", reject)
  })
  const { regular, bold } = fonts()
  pdf.registerFont("regular", regular).registerFont("bold", bold)
  const width = pdf.page.width - 2 * MARGIN

  type Child = PDFKit.PDFStructureElementChild
  /**
   * A text as the content of its element, drawn in pieces that continue one another: each phrase in another
   * language a Span of its own with its language (RGAA 8.7, as on the page).
   */
  const pieces = (text: string, options: PDFKit.Mixins.TextOptions): Child[] => {
    const split = splitForeign(text, foreignPhrases)
    return split.map(({ text: piece, lang }, index) => {
      const draw = () => void pdf.text(piece, { ...options, continued: index < split.length - 1 })
      return lang ? pdf.struct("Span", { lang }, draw) : draw
    })
  }

  // Each element's content is drawn when it is added to an element of the tree: in reading order.
  const root = pdf.struct("Document")
  pdf.addStructure(root)
  const add = (parent: PDFKit.PDFStructureElement, type: string, content: Child | Child[]) =>
    parent.add(pdf.struct(type, {}, content))
  /** An L of LI, each with its label (Lbl) drawn first and its body (LBody) continuing the same line. */
  const list = (parent: PDFKit.PDFStructureElement, items: { label: Child; body: Child | Child[] }[], gap = 0) => {
    const element = pdf.struct("L")
    parent.add(element)
    for (const { label, body } of items) {
      const item = pdf.struct("LI")
      element.add(item)
      add(item, "Lbl", label)
      add(item, "LBody", body)
      item.end()
      pdf.moveDown(gap)
    }
    element.end()
  }

  pdf.font("bold").fontSize(20).fillColor(GREEN)
  add(root, "H1", pieces(title, { width }))
  pdf.moveDown(0.3)
  add(root, "P", () => pdf.font("regular").fontSize(9).fillColor(MUTED).text(issuer, { width }))
  pdf.moveDown(0.5)
  const fields = [
    [labels.reference, document.reference],
    [labels.version, document.version],
    [labels.edition, document.edition],
    ...(document.inForce ? [[labels.inForce, document.inForce]] : []),
    ...(source.fields ?? []),
  ]
  list(
    root,
    fields.map(([label, value]) => ({
      label: () => pdf.font("bold").fontSize(10).fillColor(MUTED).text(`${label}\u00a0: `, { continued: true }),
      body: () => pdf.font("regular").fillColor("black").text(value),
    })),
  )
  pdf.moveDown(1)

  /** A section's paragraphs, its parts (each a Sect opened by its H3), then its items. */
  const body = (parent: PDFKit.PDFStructureElement, section: DocumentSection) => {
    pdf.font("regular").fontSize(10.5).fillColor("black")
    // A previous version may predate a field (an empty variant): nothing to print for it.
    for (const paragraph of section.paragraphs.filter(Boolean)) {
      add(parent, "P", pieces(paragraph, { width, align: "left", lineGap: 2 }))
      pdf.moveDown(0.6)
    }
    for (const part of section.parts ?? []) {
      const element = pdf.struct("Sect")
      parent.add(element)
      pdf.moveDown(0.2).font("bold").fontSize(11).fillColor(GREEN)
      add(element, "H3", pieces(part.title, { width }))
      pdf.moveDown(0.3)
      body(element, part)
      element.end()
    }
    const items = section.items ?? []
    if (items.length) {
      const itemOptions = { width: width - 14, lineGap: 2 }
      // An ordered list (the steps of a diagram) numbered as the page's <ol>.
      const label = (index: number) => () =>
        void pdf.text(section.numbered ? `${index + 1}.\u00a0` : "•\u00a0", { ...itemOptions, continued: true })
      list(
        parent,
        items.map((item, index) => ({ label: label(index), body: pieces(item, itemOptions) })),
        0.4,
      )
    }
  }

  for (const section of sections) {
    // An article with its heading is a section of its own; a document without headings is a run of paragraphs.
    const parent = section.title ? pdf.struct("Sect") : root
    if (section.title) {
      root.add(parent)
      pdf.moveDown(0.5).font("bold").fontSize(13).fillColor(GREEN)
      add(parent, "H2", pieces(section.title, { width }))
      pdf.moveDown(0.4)
    }
    body(parent, section)
    if (parent !== root) parent.end()
  }
  root.end()

  // The running line on every page, reference, version and date included, once the page count is known:
  // artifacts, which a screen reader skips (the title and fields above say it once).
  const { start, count } = pdf.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index)
    const bottom = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0 // writing in the margin must not add a page
    const y = pdf.page.height - MARGIN + 12
    pdf.font("regular").fontSize(8.5).fillColor(MUTED)
    pdf.markContent("Artifact", { type: "Pagination", attached: ["Top"] })
    pdf.text(runningLine(source), MARGIN, MARGIN - 28, { width, lineBreak: false })
    pdf.endMarkedContent()
    pdf.markContent("Artifact", { type: "Pagination", attached: ["Bottom"] })
    const bottomLine = `${source.mark ?? title} — ${labels.page} ${index + 1}/${count}`
    pdf.text(bottomLine, MARGIN, y, { width, align: "center", lineBreak: false })
    pdf.endMarkedContent()
    pdf.page.margins.bottom = bottom
  }
  pdf.end()
  return written
}

/** Writes one PDF (pdfBytes) at this path. */
export async function writePdf(source: PdfSource, file: string): Promise<void> {
  const bytes = await pdfBytes(source)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, bytes)
}

/** The data files that have a PDF. */
export const pdfFiles = [
  "conditions-generales-vente.json",
  "politique-impartialite.json",
  "processus-appels-plaintes.json",
] as const

/**
 * The terms of sale, the impartiality policy and the appeals and complaints procedure, read from data/ as their pages read them; `replaced`
 * gives a file's content in place of the one on disk (a previous version: previous-pdfs.ts).
 */
export function pdfSources(dataDir: string, replaced: Partial<Record<ContentFileName, unknown>> = {}): PdfSource[] {
  const read = <F extends ContentFileName>(file: F) =>
    (replaced[file] ?? JSON.parse(readFileSync(path.join(dataDir, file), "utf8"))) as Content<F>
  const site = read("site.json")
  const { document: labels, diagram } = read("interface.json")
  const terms = read("conditions-generales-vente.json")
  const policy = read("politique-impartialite.json")
  const procedure = read("processus-appels-plaintes.json")
  const { publisher, fieldLabels } = read("mentions-legales.json")
  const issuer = [
    `${publisher.name}, ${publisher.legalForm}`,
    `${fieldLabels.registeredOffice}\u00a0: ${publisher.address}`,
    rcsNumber(publisher.registryCity, publisher.siren),
  ].join(" – ")
  // The same statuses, variants and status sentence as the pages (src/utils/accreditation.ts).
  const statuses = site.accreditation
  const accreditation = accreditationStatement(statuses).text
  const foreignPhrases = site.foreignPhrases ?? []
  return [
    {
      file: "conditions-generales-vente.json",
      title: terms.header.title,
      author: site.name,
      issuer,
      document: terms.document,
      sections: termsArticles(terms.sections, terms.scope, statuses, accreditation),
      labels,
      foreignPhrases,
    },
    {
      file: "politique-impartialite.json",
      title: policy.header.title,
      author: site.name,
      issuer,
      document: policy.document,
      sections: [{ paragraphs: policyParagraphs(policy, statuses) }],
      labels,
      foreignPhrases,
    },
    {
      file: "processus-appels-plaintes.json",
      title: procedure.header.title,
      author: site.name,
      issuer,
      document: procedure.document,
      sections: procedureSections(procedure.blocks, statuses, diagram.stepsHeading),
      labels,
      foreignPhrases,
    },
  ]
}

/** Writes every document's PDF, the specimens' included, into public/ at the path its page links to (src/utils/documents.ts). */
export async function writePdfDocuments(dataDir: string, publicDir: string): Promise<string[]> {
  const sources = [...pdfSources(dataDir), ...previousPdfSources(dataDir), ...specimenSources(dataDir)]
  const files = sources.map(source => path.join(publicDir, pdfPath(source.document)))
  await Promise.all(files.map((file, index) => writePdf(sources[index], file)))
  return files
}
