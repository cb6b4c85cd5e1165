/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  pdfFiles,
  pdfSources,
  writePdf,
  writePdfDocuments,
  type PdfSource,
} from "../../../plugins/pdf-documents/pdf-documents"
import type { DocumentSection } from "../../../src/utils/documents"
import { contentAtVersion } from "../../../content-model/node/document-history"
import { readContent } from "../../helpers/content"
import { previousPdfSources } from "../../../plugins/pdf-documents/previous-pdfs"
import { specimenFiles, specimenFingerprints, specimenSources } from "../../../plugins/pdf-documents/specimen-pdfs"
import { projectRoot } from "../../../content-model/node/project-root"
import {
  descendants,
  normalize,
  pdfinfo,
  poppler,
  pdfStructure,
  textMarkings,
  textOf,
  type StructureElement,
} from "../../helpers/pdf"

const root = projectRoot
let work: string
const data = () => path.join(work, "data")
const publicDir = () => path.join(work, "public")

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "pdf-"))
  cpSync(path.join(root, "data"), data(), { recursive: true })
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

describe("writePdfDocuments", () => {
  it("writes every document's PDF, previous versions and specimens included", async () => {
    const files = await writePdfDocuments(data(), publicDir())
    // The copy of data/ is outside git: the current versions alone, and the specimens.
    expect(files).toHaveLength(pdfFiles.length + specimenFiles.length)
    for (const file of files) expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-")
  })
})

// Every PDF the build writes: the current versions, and the previous ones git holds the text of (none
// without git). Their text comes from data/ and its history, through the sources the writer reads.
const dataDir = path.join(root, "data")
const sources = [...pdfSources(dataDir), ...previousPdfSources(dataDir), ...specimenSources(dataDir)]
const named = (source: PdfSource) => `${source.document.reference} v${source.document.version}`
const ofType = (elements: StructureElement[], type: string) => descendants(elements).filter(e => e.type === type)
/** A section, then each of its parts. */
const withParts = (section: DocumentSection): DocumentSection[] => [
  section,
  ...(section.parts ?? []).flatMap(withParts),
]
/** A section's text after its heading, as it reads: its paragraphs, each part with its heading, its items. */
const readingOrder = (section: DocumentSection): string[] => [
  ...section.paragraphs.filter(Boolean),
  ...(section.parts ?? []).flatMap(part => [part.title, ...readingOrder(part)]),
  ...(section.items ?? []),
]
const texts = (elements: StructureElement[]) => elements.map(element => normalize(textOf(element)))

describe("the sources", () => {
  it("include the procedure's current and previous versions, its blocks with their questions and the diagrams' steps", () => {
    const file = "processus-appels-plaintes.json"
    const { document, blocks } = readContent(file)
    const procedure = sources.filter(source => source.file === file)
    // The previous versions git holds the text of: every one listed, from a full clone (the content check says so).
    const previous = (document.history ?? []).filter(entry => contentAtVersion(dataDir, file, entry.version))
    expect(procedure.map(source => source.document.version)).toEqual(
      [document, ...previous].map(entry => entry.version),
    )
    const current = procedure[0]
    expect(current.sections.map(section => section.title)).toEqual(blocks.map(block => block.title))
    // Each block's questions, then its diagram's steps under their heading, as the page shows them.
    const { stepsHeading } = readContent("interface.json").diagram
    expect(current.sections.map(section => section.parts?.map(part => part.title))).toEqual(
      blocks.map(block => [...block.procedure.map(step => step.title), stepsHeading]),
    )
    expect(current.sections.map(section => section.parts?.at(-1)?.items)).toEqual(
      blocks.map(block => block.diagram.steps),
    )
  })
})

describe.each(sources.map(source => [named(source), source] as const))("the PDF of %s", (_, source) => {
  let dir: string
  let file: string
  let tree: StructureElement[]
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pdf-tags-"))
    file = path.join(dir, "document.pdf")
    await writePdf(source, file)
    tree = pdfStructure(file)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("is tagged, in French, and shows its title", () => {
    const info = pdfinfo(file)
    expect(info).toMatch(/^Tagged:\s+yes$/m)
    expect(info).toMatch(new RegExp(`^Title:\\s+${source.title}$`, "m"))
    // The catalogue is not compressed: its entries can be read as is.
    const catalogue = readFileSync(file, "latin1")
    expect(catalogue).toMatch(/\/Lang \(fr-FR\)/)
    expect(catalogue).toMatch(/\/StructTreeRoot \d+ 0 R/)
    expect(catalogue).toMatch(/\/DisplayDocTitle true/)
  })

  it("has one Document whose H1 is the title and whose H2s are the articles' headings, each opening its Sect", () => {
    expect(tree.map(element => element.type)).toEqual(["Document"])
    expect(texts(ofType(tree, "H1"))).toEqual([normalize(source.title)])
    const headings = source.sections.flatMap(section => (section.title ? [normalize(section.title)] : []))
    expect(texts(ofType(tree, "H2"))).toEqual(headings)
    const sections = tree[0].children.filter(element => element.type === "Sect")
    expect(sections).toHaveLength(headings.length)
    for (const section of sections) expect(section.children[0].type).toBe("H2")
  })

  it("gives each part of an article (a question of the procedure) a Sect of its own in the article's, opened by its H3", () => {
    const parts = (section: DocumentSection) => section.parts ?? []
    expect(texts(ofType(tree, "H3"))).toEqual(source.sections.flatMap(parts).map(part => normalize(part.title)))
    const articles = tree[0].children.filter(element => element.type === "Sect")
    const opening = (element: StructureElement) => ({
      type: element.children[0].type,
      text: normalize(textOf(element.children[0])),
    })
    expect(articles.map(article => article.children.filter(e => e.type === "Sect").map(opening))).toEqual(
      source.sections
        .filter(section => section.title)
        .map(section => parts(section).map(part => ({ type: "H3", text: normalize(part.title) }))),
    )
  })

  it("holds the issuer and every paragraph as a P, and the fields and every item as an LI, in reading order", () => {
    const paragraphs = source.sections
      .flatMap(withParts)
      .flatMap(section => section.paragraphs)
      .filter(Boolean)
    expect(texts(ofType(tree, "P"))).toEqual([source.issuer, ...paragraphs].map(normalize))
    const lists = ofType(tree, "L")
    const [fields, ...itemLists] = lists
    expect(fields.children.map(item => item.children.map(child => child.type))).toEqual(
      fields.children.map(() => ["Lbl", "LBody"]),
    )
    expect(texts(ofType([fields], "LBody"))[0]).toBe(source.document.reference)
    const items = source.sections.flatMap(withParts).flatMap(section => section.items ?? [])
    expect(texts(itemLists.flatMap(list => ofType([list], "LBody")))).toEqual(items.map(normalize))
    for (const list of itemLists) expect(list.children.every(item => item.type === "LI")).toBe(true)
    // Reading order: the title, the issuer, the fields, then each article in turn.
    const order = texts(descendants(tree).filter(element => ["H1", "H2", "H3", "P", "LBody"].includes(element.type)))
    const expected = [
      source.title,
      source.issuer,
      ...texts(ofType([fields], "LBody")),
      ...source.sections.flatMap(section => [...(section.title ? [section.title] : []), ...readingOrder(section)]),
    ].map(normalize)
    expect(order).toEqual(expected)
  })

  it("draws every text inside marked content: the structure's, or an artifact for the running lines", () => {
    const pages = textMarkings(file)
    expect(pages.length).toBeGreaterThan(0)
    // Nothing a screen reader would meet untagged.
    expect(pages.map(page => page.filter(tags => tags.length === 0).length)).toEqual(pages.map(() => 0))
    // The two running lines, reference and page number, are artifacts on each page.
    expect(pages.map(page => page.filter(tags => tags[0] === "Artifact").length)).toEqual(pages.map(() => 2))
  })
})

describe("a phrase in another language", () => {
  it("is drawn in a Span marked with its language, inside its paragraph, which reads on", async () => {
    // A fictional phrase and text: what the writer does with any phrase site.json declares.
    const phrase = { phrase: "due diligence", lang: "en" }
    const paragraph = `Une ${phrase.phrase} est conduite avant chaque mission, puis une autre ${phrase.phrase}.`
    const [terms] = sources
    const file = path.join(work, "foreign.pdf")
    await writePdf(
      { ...terms, foreignPhrases: [phrase], sections: [{ title: "Article", paragraphs: [paragraph] }] },
      file,
    )
    const tree = pdfStructure(file)
    const spans = ofType(tree, "Span")
    expect(texts(spans)).toEqual([phrase.phrase, phrase.phrase])
    // Each a child of the paragraph, whose text reads on around them.
    const [, paragraphElement] = ofType(tree, "P")
    expect(paragraphElement.children).toEqual(spans)
    expect(normalize(textOf(paragraphElement))).toBe(normalize(paragraph))
    // Their language, on the structure element: the catalogue is not compressed, nor are structure elements.
    expect(readFileSync(file, "latin1").match(/\/S \/Span\n\/Lang \(en\)/g)).toHaveLength(2)
  })
})

describe("the specimens (issue 54, point 3)", () => {
  const specimens = specimenSources(dataDir)
  const pageTexts = (file: string) => {
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(pdfinfo(file))![1])
    return Array.from({ length: pages }, (_, index) =>
      execFileSync(poppler("pdftotext"), ["-f", `${index + 1}`, "-l", `${index + 1}`, "-enc", "UTF-8", file, "-"], {
        encoding: "utf8",
      }),
    )
  }

  it("print the notice, then each element ISAE 3000 (revised) requires in its order, then the place, date and signature", () => {
    const report = readContent("specimen-rapport.json")
    const letter = readContent("specimen-lettre-mission.json")
    const signed = ({ signature }: typeof report | typeof letter) => ({
      title: signature.title,
      paragraphs: [`${signature.place}, ${signature.dateLabel} ${signature.date}`, signature.signatory],
    })
    const [reportSource, letterSource] = specimens
    expect(reportSource.sections).toEqual([
      { paragraphs: [report.notice] },
      ...(
        ["addressee", "voluntary", "subject", "responsibilities", "standards", "quality", "work", "conclusion"] as const
      ).map(key => report[key]),
      signed(report),
    ])
    expect(letterSource.sections).toEqual([
      { paragraphs: [letter.notice] },
      ...(
        [
          "addressee",
          "scope",
          "criteria",
          "standard",
          "responsibilities",
          "timetable",
          "fees",
          "liability",
          "confidentiality",
        ] as const
      ).map(key => letter[key]),
      signed(letter),
    ])
  })

  it.each(specimens.map(source => [source.document.reference, source] as const))(
    "%s: carries its mark on every page, as text, and names its fictional client among its fields",
    async (_, source) => {
      const file = path.join(work, "specimen.pdf")
      await writePdf(source, file)
      const content = readContent(source.file as (typeof specimenFiles)[number])
      const pages = pageTexts(file)
      expect(pages.length).toBeGreaterThan(1)
      expect(pages.filter(text => !text.includes(content.mark))).toEqual([])
      expect(texts(ofType(pdfStructure(file), "LBody"))).toContain(normalize(content.client))
    },
  )

  it("are the same bytes from one build to the next, whose SHA-256 is the fingerprint the page holds", async () => {
    const fingerprints = await specimenFingerprints(dataDir)
    for (const source of specimens) {
      const [first, second] = [path.join(work, "first.pdf"), path.join(work, "second.pdf")]
      await writePdf(source, first)
      await new Promise(resolve => setTimeout(resolve, 1100)) // another second: a clock read would show
      await writePdf(source, second)
      expect(readFileSync(second).equals(readFileSync(first))).toBe(true)
      const sha256 = createHash("sha256").update(readFileSync(first)).digest("hex")
      expect(fingerprints.find(({ reference }) => reference === source.document.reference)?.sha256).toBe(sha256)
    }
  })
})
