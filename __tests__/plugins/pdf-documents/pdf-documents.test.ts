/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pdfSources, writePdf, writePdfDocuments, type PdfSource } from "../../../plugins/pdf-documents/pdf-documents"
import { previousPdfSources } from "../../../plugins/pdf-documents/previous-pdfs"
import { projectRoot } from "../../../plugins/content-model/project-root"
import {
  descendants,
  normalize,
  pdfinfo,
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
  it("writes both PDFs", async () => {
    const files = await writePdfDocuments(data(), publicDir())
    expect(files).toHaveLength(2)
    for (const file of files) expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-")
  })
})

// Every PDF the build writes: the current versions, and the previous ones git holds the text of (none
// without git). Their text comes from data/ and its history, through the sources the writer reads.
const dataDir = path.join(root, "data")
const sources = [...pdfSources(dataDir), ...previousPdfSources(dataDir)]
const named = (source: PdfSource) => `${source.document.reference} v${source.document.version}`
const ofType = (elements: StructureElement[], type: string) => descendants(elements).filter(e => e.type === type)
const texts = (elements: StructureElement[]) => elements.map(element => normalize(textOf(element)))

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
    const sections = ofType(tree, "Sect")
    expect(sections).toHaveLength(headings.length)
    for (const section of sections) expect(section.children[0].type).toBe("H2")
  })

  it("holds the issuer and every paragraph as a P, and the fields and every item as an LI, in reading order", () => {
    const paragraphs = source.sections.flatMap(section => section.paragraphs.filter(Boolean))
    expect(texts(ofType(tree, "P"))).toEqual([source.issuer, ...paragraphs].map(normalize))
    const lists = ofType(tree, "L")
    const [fields, ...itemLists] = lists
    expect(fields.children.map(item => item.children.map(child => child.type))).toEqual(
      fields.children.map(() => ["Lbl", "LBody"]),
    )
    expect(texts(ofType([fields], "LBody"))[0]).toBe(source.document.reference)
    const items = source.sections.flatMap(section => section.items ?? [])
    expect(texts(itemLists.flatMap(list => ofType([list], "LBody")))).toEqual(items.map(normalize))
    for (const list of itemLists) expect(list.children.every(item => item.type === "LI")).toBe(true)
    // Reading order: the title, the issuer, the fields, then each article in turn.
    const order = texts(descendants(tree).filter(element => ["H1", "H2", "P", "LBody"].includes(element.type)))
    const expected = [
      source.title,
      source.issuer,
      ...texts(ofType([fields], "LBody")),
      ...source.sections.flatMap(section => [
        ...(section.title ? [section.title] : []),
        ...section.paragraphs.filter(Boolean),
        ...(section.items ?? []),
      ]),
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
