import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { contentAtVersion } from "../content-model/node/document-history"
import type { Content } from "../content-model/model"
import { projectRoot } from "../content-model/node/project-root"
import { accreditationStatement } from "../src/utils/accreditation"
import { shownVersion } from "./e2e/in-force"
import { builtFile, builtPage, requireBuild } from "./helpers/built"
import { readContent } from "./helpers/content"
import { descendants, pdfinfo, pdfStructure, poppler, textOf, type StructureElement } from "./helpers/pdf"

// The PDFs the build writes (plugins/pdf-documents/pdf-documents.ts), read back with Debian's pdftotext
// (scripts/ensure-poppler.sh) and compared with the built page that links them: both are files of public/, read
// once here. How nginx serves them is the browser suite's (__tests__/e2e/documents.spec.ts).
requireBuild()

type VersionedDocument = Content<"conditions-generales-vente.json">["document"]
const labels = readContent("interface.json").document
const { name: siteName, accreditation } = readContent("site.json")
const dataDir = path.join(projectRoot, "data")

const documents = [
  { route: "/conditions-generales-vente", file: "conditions-generales-vente.json" as const, text: "main article" },
  { route: "/politique-impartialite", file: "politique-impartialite.json" as const, text: "main > div:last-child" },
  // The procedure's blocks, without the diagrams' figures and enlarged views: their steps are their text.
  {
    route: "/processus-appels-plaintes",
    file: "processus-appels-plaintes.json" as const,
    text: "main section",
    exclude: "figure *, dialog *",
  },
].map(entry => {
  const content = readContent(entry.file)
  return { ...entry, title: content.header.title, document: content.document, page: builtPage(entry.route) }
})

/** Whitespace of any kind (line breaks, no-break spaces) counts as one space; bullets are the PDF's list marks. */
const normalize = (text: string) => text.replace(/•/g, " ").replace(/\s+/g, " ").trim()

// -layout keeps each line as drawn: without it, pdftotext drops the hyphen of « extra-financière » cut at a line end.
const pdftotext = (file: string) =>
  execFileSync(poppler("pdftotext"), ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" })
/** Lines joined back into running text: a line that ends on a hyphen was cut after it, at a compound word. */
const runningText = (lines: string[]) =>
  normalize(
    lines
      .map(line => line.trim())
      .join("\n")
      .replace(/-\n/g, "-"),
  )

/** The file a link of the built page points to, checked to be the PDF named after the document's reference and version. */
function linkedPdf(link: Element | null | undefined, document: Pick<VersionedDocument, "reference" | "version">) {
  const href = link?.getAttribute("href")
  expect(href).toBe(`/documents/${document.reference}_v${document.version}.pdf`)
  const file = builtFile(href!)
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-")
  return file
}

/** The page's download link: the version in force (document-info.tsx). */
const downloadLink = (page: Document) =>
  [...page.querySelectorAll("main a")].find(link => link.textContent?.includes(labels.download))

/** The page's list of versions, each an item of its <details>. */
const versionItems = (page: Document) =>
  [...page.querySelectorAll("main details")]
    .filter(details => details.querySelector("summary")?.textContent === labels.versions)
    .flatMap(details => [...details.querySelectorAll("li")])

/** The PDF of the text the page shows, its newest version: the download link when it is in force, else the list's. */
const newestPdf = (page: Document, document: VersionedDocument) =>
  linkedPdf(
    shownVersion(document).version === document.version
      ? downloadLink(page)
      : versionItems(page)[0]?.querySelector("a"),
    document,
  )

/** The page's blocks of these kinds inside `text`, less those inside `exclude`, as tag and text. */
const blocksOf = (page: Document, text: string, exclude: string | undefined) =>
  [...page.querySelectorAll(`${text} :is(h2, h3, p, li)${exclude ? `:not(${exclude})` : ""}`)].map(element => ({
    tag: element.tagName,
    text: normalize(element.textContent ?? ""),
  }))

describe.each(documents)("$route: its PDF", ({ file, text, exclude, title, document, page }) => {
  it("is linked from the page, named after its reference and the version in force", () => {
    const shown = shownVersion(document)
    const link = downloadLink(page)
    expect(link?.textContent).toContain(
      `${document.reference}, ${labels.version.toLocaleLowerCase("fr")} ${shown.version}`,
    )
    expect(link?.getAttribute("type")).toBe("application/pdf")
    linkedPdf(link, { ...document, version: shown.version })
  })

  it("holds, as real text, every paragraph, item and heading of the page, in the same order", () => {
    // The body's text, without the running lines each page repeats (checked below): a paragraph may span two pages.
    const running = (line: string) =>
      line.includes(`${document.reference} · `) || new RegExp(`${labels.page} \\d+/\\d+$`).test(line)
    const pdf = runningText(
      pdftotext(newestPdf(page, document))
        .split(/[\n\f]/)
        .filter(line => !running(line.trim())),
    )
    const blocks = blocksOf(page, text, exclude)
    expect(blocks.length).toBeGreaterThan(10)
    let from = 0
    for (const { text: block } of blocks) {
      const at = pdf.indexOf(block, from)
      expect({ absentOrOutOfPlace: at < 0 ? block.slice(0, 80) : undefined }).toEqual({})
      from = at + block.length
    }
    expect(pdf).toContain(normalize(title))
  })

  it("says who issues it: name, legal form and share capital, registered office, RCS number (C. com. R.123-237)", () => {
    const { publisher } = readContent("mentions-legales.json")
    const pdf = runningText(pdftotext(newestPdf(page, document)).split("\n"))
    // The legal notice's publisher card shows the same RCS number, derived from the SIREN (src/utils/organization.ts).
    const rcs = [...builtPage("/mentions-legales").querySelectorAll("main dd")]
      .map(dd => dd.textContent ?? "")
      .find(value => value.startsWith("RCS"))
    expect(rcs).toMatch(/^RCS/)
    for (const fact of [publisher.name, publisher.legalForm, publisher.address, rcs!])
      expect(pdf).toContain(normalize(fact))
  })

  it("has its title and language in its metadata, the title shown, and is tagged", () => {
    const pdf = newestPdf(page, document)
    const info = pdfinfo(pdf)
    expect(info).toMatch(new RegExp(`^Title:\\s+${title}$`, "m"))
    expect(info).toMatch(new RegExp(`^Author:\\s+${siteName}$`, "m"))
    expect(info).toMatch(/^Tagged:\s+yes$/m)
    // The document catalogue is not compressed: its /Lang entry can be read as is.
    const bytes = readFileSync(pdf, "latin1")
    expect(bytes).toMatch(/\/Lang \(fr-FR\)/)
    expect(bytes).toMatch(/\/DisplayDocTitle true/)
  })

  it("reads, in its structure, as the page: the title an H1, each heading an H2 or H3, each paragraph a P, each item an LI, in the same order", () => {
    const tree = pdfStructure(newestPdf(page, document))
    expect(tree.map(element => element.type)).toEqual(["Document"])
    const structure = descendants(tree)
      .filter(element => ["H1", "H2", "H3", "P", "LBody"].includes(element.type))
      .map(element => ({ type: element.type, text: normalize(textOf(element)) }))
    expect(structure[0]).toEqual({ type: "H1", text: normalize(title) })
    // What a screen reader meets in the page, element by element, it meets in the PDF, as the same kind of element.
    const kinds: Record<string, string> = { H2: "H2", H3: "H3", P: "P", LI: "LBody" }
    const blocks = blocksOf(page, text, exclude)
    expect(blocks.length).toBeGreaterThan(10)
    let from = 0
    for (const block of blocks) {
      const expected = { type: kinds[block.tag], text: block.text }
      const at = structure.findIndex((element, index) => index >= from && element.text === expected.text)
      expect({ absentOrOutOfPlace: at < 0 ? expected.text.slice(0, 80) : undefined }).toEqual({})
      expect(structure[at]).toEqual(expected)
      from = at + 1
    }
  })

  it("gives its reference, version and date on every page", () => {
    const pages = pdftotext(newestPdf(page, document))
      .split("\f")
      .filter(pageText => pageText.trim() !== "")
    expect(pages.length).toBeGreaterThanOrEqual(2)
    // Each page's running line, named by its number when one is missing.
    const running = `${document.reference} · ${labels.version} ${document.version} · ${labels.edition} ${document.edition}`
    const lines = pages.map((pageText, index) => {
      const line = normalize(pageText)
      return {
        page: index + 1,
        running: line.includes(running),
        number: line.includes(`${labels.page} ${index + 1}/${pages.length}`),
      }
    })
    expect(lines).toEqual(pages.map((_, index) => ({ page: index + 1, running: true, number: true })))
  })

  it("lists its versions with their dates, each previous one with its PDF", () => {
    const history = document.history ?? []
    expect(history.length).toBeGreaterThan(0)
    const items = versionItems(page)
    expect(items).toHaveLength(1 + history.length)
    const shown = shownVersion(document)
    for (const [index, version] of [document, ...history].entries()) {
      const item = items[index].textContent
      expect(item).toContain(`${labels.version} ${version.version}`)
      expect(item).toContain(`${labels.edition} ${version.edition}`)
      // « version en vigueur » on the version in force on the build's day only.
      expect({ version: version.version, current: item?.includes(labels.current) }).toEqual({
        version: version.version,
        current: version.version === shown.version,
      })
    }
    // The build writes a previous version's PDF from the text git holds for it: none from an archive or a
    // shallow clone, where the version is listed without a link (plugins/pdf-documents/gatsby-node.ts). The
    // version in force has its link above the list, the newest its own in the list when it is still to come.
    const archived = history.filter(({ version }) => contentAtVersion(dataDir, file, version))
    const linked = [document, ...archived].filter(({ version }) => version !== shown.version)
    expect(items.flatMap(item => [...item.querySelectorAll("a")])).toHaveLength(linked.length)
    for (const [index, version] of history.entries()) {
      if (!archived.includes(version) || version.version === shown.version) continue
      const pdf = linkedPdf(items[index + 1].querySelector("a"), { ...document, version: version.version })
      // Its own version and edition date on every page, from the text git kept for that version.
      expect(pdftotext(pdf)).toContain(
        `${document.reference} · ${labels.version} ${version.version} · ${labels.edition} ${version.edition}`,
      )
      // Tagged as the current version is, its title an H1, in French (plugins/pdf-documents/README.md).
      const info = pdfinfo(pdf)
      expect(info).toMatch(/^Tagged:\s+yes$/m)
      const tree = pdfStructure(pdf)
      expect(tree.map(element => element.type)).toEqual(["Document"])
      const h1 = descendants(tree).filter(element => element.type === "H1")
      expect(h1.map(textOf)).toEqual([/^Title:\s+(.*)$/m.exec(info)?.[1]])
      // Each section opened by its heading: an article's H2, or the H3 of a part nested in an article.
      const opening = (element: StructureElement, depth: number): string[] =>
        element.type === "Sect"
          ? [
              `${depth === 0 ? "H2" : "H3"}:${element.children[0]?.type}`,
              ...element.children.flatMap(child => opening(child, depth + 1)),
            ]
          : element.children.flatMap(child => opening(child, depth))
      expect(opening(tree[0], 0).filter(pair => pair.split(":")[0] !== pair.split(":")[1])).toEqual([])
      expect(readFileSync(pdf, "latin1")).toMatch(/\/Lang \(fr-FR\)/)
    }
  })
})

it("the terms' PDF closes with the accreditation status the pages show", () => {
  const [terms] = documents
  const pdf = linkedPdf(downloadLink(terms.page), { ...terms.document, version: shownVersion(terms.document).version })
  // Whatever state data/ is in: the same sentence as the page (src/utils/accreditation.ts).
  expect(runningText(pdftotext(pdf).split("\n"))).toContain(normalize(accreditationStatement(accreditation).text))
})

it("/accessibilite is a versioned document: its reference, version and edition date above the statement, and no PDF", () => {
  const { document } = readContent("accessibilite.json")
  const shown = shownVersion(document)
  const page = builtPage("/accessibilite")
  const card = page.querySelector("main dl")
  const value = (label: string) =>
    [...(card?.querySelectorAll("div") ?? [])]
      .find(row => row.querySelector("dt")?.textContent === label)
      ?.querySelector("dd")?.textContent
  expect([labels.reference, labels.version, labels.edition].map(value)).toEqual([
    document.reference,
    shown.version,
    shown.edition,
  ])
  // Above the statement's text: the page is the statement.
  const firstSection = page.querySelector("main h2")
  expect(firstSection && card!.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(downloadLink(page)).toBeUndefined()
  expect(existsSync(builtFile(`/documents/${document.reference}_v${shown.version}.pdf`))).toBe(false)
})
