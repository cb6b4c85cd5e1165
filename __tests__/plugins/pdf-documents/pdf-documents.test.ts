/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { writePdfDocuments } from "../../../plugins/pdf-documents/pdf-documents"
import { projectRoot } from "../../../plugins/content-model/project-root"

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
