/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { writePdfDocuments } from "../../../plugins/pdf-documents/pdf-documents"
import { projectRoot } from "../../../plugins/content-model/project-root"

const root = projectRoot
let work: string
const data = () => path.join(work, "data")
const publicDir = () => path.join(work, "public")
const stamps = () => path.join(work, ".cache", "pdf-documents.json")

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "pdf-"))
  cpSync(path.join(root, "data"), data(), { recursive: true })
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

describe("writePdfDocuments", () => {
  it("writes both PDFs, then keeps them while their content is unchanged", async () => {
    const first = await writePdfDocuments(data(), publicDir(), stamps())
    expect(first.written).toEqual(first.files)
    expect(first.files).toHaveLength(2)
    for (const file of first.files) expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-")
    const times = first.files.map(file => statSync(file).mtimeMs)

    const second = await writePdfDocuments(data(), publicDir(), stamps())
    expect(second.written).toEqual([])
    expect(second.files.map(file => statSync(file).mtimeMs)).toEqual(times)
  })

  it("rewrites the PDF whose page changed, or that is missing, and only that one", async () => {
    const { files } = await writePdfDocuments(data(), publicDir(), stamps())
    const terms = path.join(data(), "conditions-generales-vente.json")
    // An editor retitles the first article: only the terms of sale's PDF must be written again.
    const content = JSON.parse(readFileSync(terms, "utf8")) as { sections: { title: string }[] }
    content.sections[0].title += " des présentes"
    writeFileSync(terms, JSON.stringify(content, null, 2))
    const [termsPdf, policyPdf] = files
    expect((await writePdfDocuments(data(), publicDir(), stamps())).written).toEqual([termsPdf])

    rmSync(policyPdf)
    expect((await writePdfDocuments(data(), publicDir(), stamps())).written).toEqual([policyPdf])
  })

  it("always writes without a stamps file", async () => {
    await writePdfDocuments(data(), publicDir())
    const again = await writePdfDocuments(data(), publicDir())
    expect(again.written).toEqual(again.files)
  })
})
