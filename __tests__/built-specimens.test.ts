import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { htmlPages } from "../plugins/deploy-files/deploy-files"
import { builtFile, builtPage, publicDir, requireBuild } from "./helpers/built"
import { readContent } from "./helpers/content"

// The specimens as the build publishes them (issue 54, point 3): the PDFs the offer page links, the fingerprint
// « Vérifier un rapport » holds, the published register; and no page that presents the specimen as a report.
requireBuild()

const offer = readContent("verification-volontaire.json")
const register = readContent("rapports.json")
const report = readContent("specimen-rapport.json")
const letter = readContent("specimen-lettre-mission.json")
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")
const pdfOf = ({ document }: typeof report | typeof letter) =>
  `/documents/${document.reference}_v${document.version}.pdf`

describe("the specimens, as built", () => {
  it("are linked from the offer page by the labels of data/, each to its PDF", () => {
    const links = [...builtPage("/verification-volontaire").querySelectorAll("main a[href$='.pdf']")]
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      [offer.specimens.reportLabel, pdfOf(report)],
      [offer.specimens.letterLabel, pdfOf(letter)],
    ])
    for (const link of links)
      expect(
        readFileSync(builtFile(link.getAttribute("href")!))
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-")
  })

  it("give « Vérifier un rapport » the fingerprint of the report's PDF the site serves, and not the letter's", () => {
    const pageData = JSON.parse(
      readFileSync(path.join(publicDir, "page-data/verifier-un-rapport/page-data.json"), "utf8"),
    ) as { result: { data: { specimen: { document: { sha256: string } } } } }
    expect(pageData.result.data.specimen.document.sha256).toBe(sha256(builtFile(pdfOf(report))))
    expect(JSON.stringify(pageData)).not.toContain(sha256(builtFile(pdfOf(letter))))
  })

  it("publish the specimen report in the register apart from the issued reports, of nature specimen", () => {
    const published = JSON.parse(readFileSync(path.join(publicDir, "rapports/registre.json"), "utf8")) as {
      reports: { sha256: string }[]
      specimens: { reference: string; nature: string; sha256: string; url: string }[]
    }
    const hash = sha256(builtFile(pdfOf(report)))
    expect(published.specimens).toEqual([
      {
        reference: report.document.reference,
        nature: "specimen",
        title: report.header.title,
        sha256: hash,
        url: `${readContent("site.json").siteUrl}${pdfOf(report)}`,
      },
    ])
    expect(published.reports.map(entry => entry.sha256)).not.toContain(hash)
    expect(published.reports).toHaveLength(register.reports.length)
  })

  it("are presented by no page as an issued report: no report page, no entry of the register's list", () => {
    expect(existsSync(path.join(publicDir, "rapports", report.document.reference))).toBe(false)
    const page = builtPage("/verifier-un-rapport")
    const list = page.getElementById("rapports-emis")!.closest("section")!
    expect(list.textContent).not.toContain(report.document.reference)
    expect(list.textContent).not.toContain(sha256(builtFile(pdfOf(report))))
    if (register.reports.length === 0) expect(list.textContent).toContain(register.none)
    // No built page shows its fingerprint as a report's: only the register's way without JavaScript gives it, after
    // the sentence that says it is the specimen's, without assurance (the offer page names it by its link only).
    const hash = sha256(builtFile(pdfOf(report)))
    const showing = htmlPages(publicDir).filter(file => readFileSync(file, "utf8").includes(hash))
    expect(showing.map(file => path.relative(publicDir, file))).toEqual(["verifier-un-rapport/index.html"])
    const manual = page.getElementById("sans-javascript")!.closest("section")!
    const said = [...manual.querySelectorAll("p")].filter(paragraph => paragraph.textContent?.includes(hash))
    expect(said.map(paragraph => paragraph.textContent)).toEqual([`${register.manual.specimen}\u00a0: ${hash}`])
  })
})
