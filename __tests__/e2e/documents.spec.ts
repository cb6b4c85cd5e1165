import { expect, test } from "@playwright/test"
import { readContent } from "./helpers"
import { shownVersion } from "./in-force"

// How nginx serves the PDFs the build writes (plugins/pdf-documents/): as PDFs, never sniffed, revalidated. Their
// text, structure and metadata, and the links of the built pages to them, are files of public/, read once in Node
// (__tests__/built-documents.test.ts).

const labels = readContent("interface.json").document
const documents = [
  { route: "/conditions-generales-vente", document: readContent("conditions-generales-vente.json").document },
  { route: "/politique-impartialite", document: readContent("politique-impartialite.json").document },
  { route: "/processus-appels-plaintes", document: readContent("processus-appels-plaintes.json").document },
]

for (const { route, document } of documents)
  test(`${route}: its download link gives the PDF of the version in force, served as a PDF`, async ({ page }) => {
    await page.goto(route)
    const link = page.getByRole("link", { name: new RegExp(labels.download) })
    await expect(link).toHaveAttribute(
      "href",
      `/documents/${document.reference}_v${shownVersion(document).version}.pdf`,
    )
    const response = await page.request.get((await link.getAttribute("href"))!)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("application/pdf")
    expect(response.headers()["x-content-type-options"]).toBe("nosniff")
    expect(response.headers()["cache-control"]).toBe("no-cache")
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-")
  })
