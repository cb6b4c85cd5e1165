import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { contentAtVersion } from "../../content-model/node/document-history"
import type { Content } from "../../content-model/model"
import { projectRoot } from "../../content-model/node/project-root"
import { readContent } from "./helpers"
import { accreditationStatement } from "../../src/utils/accreditation"
import { shownVersion } from "./in-force"
import { descendants, pdfinfo, pdfStructure, poppler, textOf, type StructureElement } from "../helpers/pdf"

// The PDFs the build writes (plugins/pdf-documents/pdf-documents.ts), read back with Debian's pdftotext
// (scripts/ensure-poppler.sh) and compared with the page that links them.

type VersionedDocument = Content<"conditions-generales-vente.json">["document"]
const labels = readContent("interface.json").document
const { name: siteName, accreditation } = readContent("site.json")

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
  return { ...entry, title: content.header.title, document: content.document }
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

/** Downloads the PDF the page links to (by default its download link), through nginx, and returns its path and bytes. */
async function linkedPdf(
  page: Page,
  document: Pick<VersionedDocument, "reference" | "version">,
  name: string,
  link = page.getByRole("link", { name: new RegExp(labels.download) }),
) {
  await expect(link).toHaveAttribute("href", `/documents/${document.reference}_v${document.version}.pdf`)
  const response = await page.request.get((await link.getAttribute("href"))!)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("application/pdf")
  expect(response.headers()["x-content-type-options"]).toBe("nosniff")
  expect(response.headers()["cache-control"]).toBe("no-cache")
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  const file = test.info().outputPath(name)
  writeFileSync(file, bytes)
  return { file, bytes }
}

/**
 * The PDF of the text the page shows, its newest version: the download link when that version is in force, else
 * the link of the versions list (the download link gives the version in force, document-info.tsx).
 */
const newestPdf = (page: Page, document: VersionedDocument, name: string) =>
  linkedPdf(
    page,
    document,
    name,
    shownVersion(document).version === document.version
      ? undefined
      : page.locator("main details li").first().locator("a"),
  )

/** The page's elements of these kinds inside `text`, less those inside `exclude`. */
const shown = (text: string, exclude: string | undefined, kinds: string) =>
  `${text} :is(${kinds})${exclude ? `:not(${exclude})` : ""}`

for (const { route, text, exclude, title, document } of documents) {
  test.describe(`${route}: its PDF`, () => {
    test("is linked from the page, named after its reference and the version in force, and served as a PDF", async ({
      page,
    }) => {
      await page.goto(route)
      const shown = shownVersion(document)
      await expect(page.getByRole("link", { name: new RegExp(labels.download) })).toContainText(
        `${document.reference}, ${labels.version.toLocaleLowerCase("fr")} ${shown.version}`,
      )
      await linkedPdf(page, { ...document, version: shown.version }, "document.pdf")
    })

    test("holds, as real text, every paragraph, item and heading of the page, in the same order", async ({ page }) => {
      await page.goto(route)
      const { file } = await newestPdf(page, document, "document.pdf")
      // The body's text, without the running lines each page repeats (checked below): a paragraph may span two pages.
      const running = (line: string) =>
        line.includes(`${document.reference} · `) || new RegExp(`${labels.page} \\d+/\\d+$`).test(line)
      const pdf = runningText(
        pdftotext(file)
          .split(/[\n\f]/)
          .filter(line => !running(line.trim())),
      )
      const blocks = (await page.locator(shown(text, exclude, "h2, h3, p, li")).allTextContents()).map(normalize)
      expect(blocks.length).toBeGreaterThan(10)
      let from = 0
      for (const block of blocks) {
        const at = pdf.indexOf(block, from)
        expect(at, `absent du PDF, ou pas à sa place : « ${block.slice(0, 80)}… »`).toBeGreaterThanOrEqual(0)
        from = at + block.length
      }
      expect(pdf).toContain(normalize(title))
    })

    test("says who issues it: name, legal form and share capital, registered office, RCS number (C. com. R.123-237)", async ({
      page,
    }) => {
      const { publisher } = readContent("mentions-legales.json")
      await page.goto(route)
      const { file } = await newestPdf(page, document, "document.pdf")
      const pdf = runningText(pdftotext(file).split("\n"))
      // The legal notice's publisher card shows the same RCS number, derived from the SIREN (src/utils/organization.ts).
      await page.goto("/mentions-legales")
      const rcs = (await page.locator("main dd").filter({ hasText: /^RCS/ }).textContent()) ?? ""
      expect(rcs).toMatch(/^RCS/)
      for (const fact of [publisher.name, publisher.legalForm, publisher.address, rcs])
        expect(pdf).toContain(normalize(fact))
    })

    test("has its title and language in its metadata, the title shown, and is tagged", async ({ page }) => {
      await page.goto(route)
      const { file, bytes } = await newestPdf(page, document, "document.pdf")
      const info = pdfinfo(file)
      expect(info).toMatch(new RegExp(`^Title:\\s+${title}$`, "m"))
      expect(info).toMatch(new RegExp(`^Author:\\s+${siteName}$`, "m"))
      expect(info).toMatch(/^Tagged:\s+yes$/m)
      // The document catalogue is not compressed: its /Lang entry can be read as is.
      expect(bytes.toString("latin1")).toMatch(/\/Lang \(fr-FR\)/)
      expect(bytes.toString("latin1")).toMatch(/\/DisplayDocTitle true/)
    })

    test("reads, in its structure, as the page: the title an H1, each heading an H2 or H3, each paragraph a P, each item an LI, in the same order", async ({
      page,
    }) => {
      await page.goto(route)
      const { file } = await newestPdf(page, document, "document.pdf")
      const tree = pdfStructure(file)
      expect(tree.map(element => element.type)).toEqual(["Document"])
      const structure = descendants(tree)
        .filter(element => ["H1", "H2", "H3", "P", "LBody"].includes(element.type))
        .map(element => ({ type: element.type, text: normalize(textOf(element)) }))
      expect(structure[0]).toEqual({ type: "H1", text: normalize(title) })
      // What a screen reader meets in the page, element by element, it meets in the PDF, as the same kind of element.
      const kinds: Record<string, string> = { H2: "H2", H3: "H3", P: "P", LI: "LBody" }
      const blocks = await page
        .locator(shown(text, exclude, "h2, h3, p, li"))
        .evaluateAll(elements => elements.map(element => ({ tag: element.tagName, text: element.textContent ?? "" })))
      expect(blocks.length).toBeGreaterThan(10)
      let from = 0
      for (const block of blocks) {
        const expected = { type: kinds[block.tag], text: normalize(block.text) }
        const at = structure.findIndex((element, index) => index >= from && element.text === expected.text)
        expect(
          at,
          `absent de la structure du PDF, ou pas à sa place : « ${expected.text.slice(0, 80)}… »`,
        ).toBeGreaterThanOrEqual(0)
        expect(structure[at]).toEqual(expected)
        from = at + 1
      }
    })

    test("gives its reference, version and date on every page", async ({ page }) => {
      await page.goto(route)
      const { file } = await newestPdf(page, document, "document.pdf")
      const pages = pdftotext(file)
        .split("\f")
        .filter(pageText => pageText.trim() !== "")
      expect(pages.length).toBeGreaterThanOrEqual(2)
      pages.forEach((pageText, index) => {
        const line = normalize(pageText)
        expect(line, `page ${index + 1}`).toContain(
          `${document.reference} · ${labels.version} ${document.version} · ${labels.edition} ${document.edition}`,
        )
        expect(line, `page ${index + 1}`).toContain(`${labels.page} ${index + 1}/${pages.length}`)
      })
    })
  })
}

const dataDir = path.join(projectRoot, "data")

for (const { route, file } of documents) {
  test(`${route} lists its versions with their dates, each previous one with its PDF`, async ({ page }) => {
    const { document } = readContent(file)
    const history = document.history ?? []
    expect(history.length).toBeGreaterThan(0)
    await page.goto(route)
    const versions = page.locator("main details").filter({ hasText: labels.versions })
    await versions.locator("summary").click()
    const items = versions.getByRole("listitem")
    await expect(items).toHaveCount(1 + history.length)
    const shown = shownVersion(document)
    for (const [index, version] of [document, ...history].entries()) {
      await expect(items.nth(index)).toContainText(`${labels.version} ${version.version}`)
      await expect(items.nth(index)).toContainText(`${labels.edition} ${version.edition}`)
      // « version en vigueur » on the version in force on the build's day only.
      if (version.version === shown.version) await expect(items.nth(index)).toContainText(labels.current)
      else await expect(items.nth(index)).not.toContainText(labels.current)
    }
    // The build writes a previous version's PDF from the text git holds for it: none from an archive or a
    // shallow clone, where the version is listed without a link (plugins/pdf-documents/gatsby-node.ts). The
    // version in force has its link above the list, the newest its own in the list when it is still to come.
    const archived = history.filter(({ version }) => contentAtVersion(dataDir, file, version))
    const linked = [document, ...archived].filter(({ version }) => version !== shown.version)
    await expect(versions.locator("a")).toHaveCount(linked.length)
    for (const [index, version] of history.entries()) {
      if (!archived.includes(version) || version.version === shown.version) continue
      const { file: pdf } = await linkedPdf(
        page,
        { ...document, version: version.version },
        `version-${version.version}.pdf`,
        items.nth(index + 1).getByRole("link"),
      )
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
      const openings = opening(tree[0], 0)
      expect(openings.filter(pair => pair.split(":")[0] !== pair.split(":")[1])).toEqual([])
      expect(readFileSync(pdf, "latin1")).toMatch(/\/Lang \(fr-FR\)/)
    }
  })
}

test("the terms' PDF closes with the accreditation status the pages show", async ({ page }) => {
  const [terms] = documents
  await page.goto(terms.route)
  const { file } = await linkedPdf(
    page,
    { ...terms.document, version: shownVersion(terms.document).version },
    "conditions.pdf",
  )
  // Whatever state data/ is in: the same sentence as the page (src/utils/accreditation.ts).
  expect(runningText(pdftotext(file).split("\n"))).toContain(normalize(accreditationStatement(accreditation).text))
})

test("/accessibilite is a versioned document: its reference, version and edition date above the statement", async ({
  page,
}) => {
  const { document } = readContent("accessibilite.json")
  const shown = shownVersion(document)
  await page.goto("/accessibilite")
  const card = page.locator("main dl").first()
  for (const [label, value] of [
    [labels.reference, document.reference],
    [labels.version, shown.version],
    [labels.edition, shown.edition],
  ]) {
    const row = card.locator("div").filter({ has: page.locator("dt", { hasText: label }) })
    await expect(row.locator("dd")).toHaveText(value)
  }
  // Above the statement's text, with no PDF: the page is the statement.
  await expect(card).toBeVisible()
  const beforeText = await card.evaluate(dl => {
    const firstSection = dl.ownerDocument.querySelector("main h2")
    return !!firstSection && !!(dl.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(beforeText).toBe(true)
  await expect(page.getByRole("link", { name: new RegExp(labels.download) })).toHaveCount(0)
})
