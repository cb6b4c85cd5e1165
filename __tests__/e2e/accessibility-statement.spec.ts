import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { gridFile, readGrid, summarize } from "../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../content-model/node/project-root"
import { contentFiles } from "../../content-model/model"
import { PUBLISHED_GRID } from "../../src/utils/statement"
import { readContent } from "./helpers"

const grid = readGrid(projectRoot)
const statement = readContent("accessibilite.json")

test("the statement names the site's address and the status the grid gives, as every footer does", async ({ page }) => {
  await page.goto("/accessibilite")
  const { siteUrl } = readContent("site.json")
  const status = statement.status[summarize(grid).status]
  const sentence = statement.conformity.statement.replace("{adresse}", siteUrl).replace("{statut}", status)
  await expect(page.getByRole("main").getByText(sentence, { exact: true })).toBeVisible()
  await expect(page.getByRole("contentinfo").getByRole("link", { name: new RegExp(`${status}$`) })).toBeVisible()
})

test("the statement's test environment lists what the grid says was used, the screen reader included", async ({
  page,
}) => {
  await page.goto("/accessibilite")
  const heading = page.getByRole("heading", { name: statement.establishment.environmentHeading, exact: true })
  const list = heading.locator("xpath=following-sibling::ul[1]")
  const { navigateurs, outils, technologiesAssistance, nonTestees } = grid.environnement
  await expect(list.getByRole("listitem")).toHaveText([...navigateurs, ...outils, ...technologiesAssistance])
  expect(outils.some(tool => tool.includes("@guidepup/virtual-screen-reader"))).toBe(true)
  // The real screen reader the suite runs (__tests__/orca/), with its browser; and the RGAA's reference pairs
  // said not used.
  expect(technologiesAssistance.some(item => item.includes("Orca") && item.includes("Firefox ESR"))).toBe(true)
  for (const name of ["NVDA", "JAWS", "VoiceOver"]) expect(nonTestees).toContain(name)
  await expect(page.getByText(nonTestees, { exact: true })).toBeVisible()
})

test("the statement links to the grid, which the site serves as the repository holds it", async ({ page }) => {
  await page.goto("/accessibilite")
  const link = page.getByRole("main").getByRole("link", { name: statement.results.gridLink, exact: true })
  await expect(link).toHaveAttribute("href", PUBLISHED_GRID)
  const response = await page.request.get(PUBLISHED_GRID)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^application\/json/)
  expect(await response.text()).toBe(readFileSync(gridFile(projectRoot), "utf8"))
})

test("the statement names the document of every PDF the site serves", async ({ page }) => {
  const pdfs = readdirSync(path.join(projectRoot, "public", "documents")).filter(file => file.endsWith(".pdf"))
  expect(pdfs.length).toBeGreaterThan(0)
  // Each PDF is named after its document's reference (src/utils/documents.ts, pdfPath).
  const documents = contentFiles.flatMap(({ file }) => {
    const content = readContent(file) as { document?: { reference: string }; header?: { title: string } }
    return content.document && content.header
      ? [{ reference: content.document.reference, title: content.header.title }]
      : []
  })
  await page.goto("/accessibilite")
  const text = (await page.getByRole("main").innerText()).toLocaleLowerCase("fr")
  for (const pdf of pdfs) {
    const document = documents.find(({ reference }) => pdf.startsWith(`${reference}_v`))
    expect(document, `${pdf} : aucun document de data/ n’a cette référence`).toBeDefined()
    expect(text, `la déclaration ne nomme pas « ${document!.title} » (${pdf})`).toContain(
      document!.title.toLocaleLowerCase("fr"),
    )
  }
})
