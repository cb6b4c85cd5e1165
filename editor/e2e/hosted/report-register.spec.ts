import { createHash, randomBytes } from "node:crypto"
import { readdirSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page, type Request } from "@playwright/test"
import { labelOf } from "../../../content-model/field-label"
import { contentFiles } from "../../../content-model/model"
import { reservedTypes } from "../../../content-model/report-register"
import type { Schema } from "../../../content-model/schema-helpers"
import { ORIGIN, cloneDir, editors, originRepo } from "./env"
import { cloneBranch, cloneStatus, dropDraft, git, mainFile, signedIn } from "./helpers"

// Issue 48, point 5: an editor adds a report to the register from the hosted editor. The PDF chosen in the form
// gives its fingerprint in the browser and never leaves it; the register's rules refuse, in French, at save.

const file = "rapports.json"
const draft = "cms/contenu/rapports"
const schema = contentFiles.find(candidate => candidate.file === file)!.schema as Schema
const report = schema.properties!.reports.items!
/** A field of a report as the form labels it (editor/admin/cms-config.ts: labels from the model). */
const label = (key: string) => labelOf(report.properties![key].description, key).label
/** Decap's button that adds an item, named after one item (« Ajouter un rapport émis »). */
const one = labelOf(report.description, "reports").label
const add = `Ajouter ${one.charAt(0).toLowerCase()}${one.slice(1)}`

/** A fictional issued PDF: its bytes carry a marker found nowhere else, so a request holding them is seen. */
const marker = `rapport-fictif-${randomBytes(12).toString("hex")}`
const pdf = Buffer.from(
  `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
)
const fingerprint = createHash("sha256").update(pdf).digest("hex")
const number = "VV-2026-901"
/** A request holding the PDF (its bytes, as such or in base64) or an upload of Decap's media library. */
const carries = (request: Request) => {
  const body = request.postDataBuffer()?.toString("latin1") ?? ""
  return body.includes(marker) || body.includes(pdf.toString("base64")) || body.includes("persistMedia")
}

/** The PDF files of the service's clone, outside git's own folder and the linked node_modules. */
function pdfsInClone(dir = cloneDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (entry.name === ".git" || entry.name === "node_modules") return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pdfsInClone(full)
    return /\.pdf$/i.test(entry.name) ? [path.relative(cloneDir, full)] : []
  })
}
const draftHead = () => git(cloneDir, "branch", "--list", draft, "--format=%(objectname)")
const heads = () => [git(cloneDir, "rev-parse", "main"), git(originRepo, "rev-parse", "main"), draftHead()]

/** The label of the focused field. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.id
    return id ? (document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent ?? "") : ""
  })

/** Chooses `option` in one of Decap's selects (react-select: its input carries the field's label). */
async function choose(page: Page, field: string, option: string) {
  const select = page.getByLabel(field, { exact: true }).last()
  await select.fill(option)
  await select.press("Enter")
  await expect(page.getByText(option, { exact: true }).last()).toBeVisible()
}

/** The fields of the last report of the form, all valid except what `change` sets afterwards. */
async function fillReport(page: Page, reportNumber: string) {
  await page.getByLabel(label("number"), { exact: true }).last().fill(reportNumber)
  await page.getByLabel(label("issued"), { exact: true }).last().fill("20/11/2026")
  await choose(page, label("type"), "verification_volontaire")
  await page.getByLabel(label("standard"), { exact: true }).last().fill("ISAE 3410")
  await choose(page, label("assurance"), "limitee")
  await page.getByLabel(label("subject"), { exact: true }).last().fill("L’inventaire fictif des émissions")
  await page.getByLabel(label("period"), { exact: true }).last().fill("Exercice 2025")
  await choose(page, label("status"), "valide")
}

// A click the page cannot take (a control covered) fails in half a minute, not at the test's ten.
test.use({ actionTimeout: 30_000 })

test("a report added from the editor: its fingerprint computed from the chosen PDF, which is never sent nor saved; the register's rules refused in French", async ({
  browser,
}) => {
  test.setTimeout(600_000)
  const { context, page } = await signedIn(browser, editors.a)
  const requests: Request[] = []
  context.on("request", request => requests.push(request))
  const pdfsBefore = pdfsInClone()

  await page.getByRole("link", { name: labelOf(schema.description, file).label, exact: true }).click()
  await page.getByRole("button", { name: add }).click()
  await fillReport(page, number)

  // The fingerprint, from the PDF chosen in the form: the same bytes' SHA-256 as Node computes it.
  await page
    .getByLabel(/Calculer l’empreinte depuis le PDF émis/)
    .setInputFiles({ name: "rapport-fictif.pdf", mimeType: "application/pdf", buffer: pdf })
  await expect(page.getByLabel(label("sha256"), { exact: true })).toHaveValue(fingerprint)
  // Reading the file sent nothing: no request carried its bytes (the page's own polls of the service go on).
  expect(requests.filter(carries).map(request => request.url())).toEqual([])

  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  await expect(page.getByRole("button", { name: "Statut\u00a0: Brouillon" })).toBeVisible({ timeout: 180_000 })
  const saved = JSON.parse(git(cloneDir, "show", `${draft}:data/${file}`)) as { reports: Record<string, unknown>[] }
  expect(saved.reports).toEqual([
    expect.objectContaining({ number, sha256: fingerprint, type: "verification_volontaire", status: "valide" }),
  ])
  // The draft holds the register only: no PDF, in the commit nor in the clone's folder.
  expect(git(cloneDir, "diff", "--name-only", "main", draft)).toBe(`data/${file}`)
  expect(pdfsInClone()).toEqual(pdfsBefore)

  // A number already used, a type the statuses do not allow yet, a malformed fingerprint.
  const refusal = page.locator("#refus-enregistrement")
  const refused = async (said: string | RegExp, field = label("number")) => {
    const before = heads()
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
    await expect(refusal.getByRole("heading")).toHaveText(/^Enregistrement refusé/, { timeout: 180_000 })
    await expect(refusal.getByRole("alert")).toContainText(said)
    // In the editor's words: no file name, no path of keys.
    await expect(refusal.getByRole("alert")).not.toContainText(/\.json|›/)
    expect(heads()).toEqual(before)
    // The editor is taken to a field at fault.
    await expect.poll(() => focusedLabel(page)).toContain(field)
    await refusal.getByRole("button", { name: "Fermer" }).click()
    await expect(refusal).toBeHidden()
  }
  await page.getByRole("button", { name: add }).click()
  await fillReport(page, number)
  await page.getByLabel(label("sha256"), { exact: true }).last().fill("0".repeat(64))
  await refused("Numéro de rapport déjà utilisé")

  await page.getByLabel(label("number"), { exact: true }).last().fill("VV-2026-902")
  // A type the clone's statuses do not allow yet (none once both are granted: each state is checked from
  // fixtures in content-model/__tests__, whatever state data/ is in).
  const statuses = (JSON.parse(mainFile("site.json")) as { accreditation: Record<string, unknown> }).accreditation
  const closed = Object.entries(reservedTypes).find(([, rule]) => statuses[rule.field] !== rule.value)?.[0]
  if (closed) {
    await choose(page, label("type"), closed)
    await refused("Type de rapport non autorisé", label("type"))
  }

  await choose(page, label("type"), "verification_volontaire")
  await page.getByLabel(label("sha256"), { exact: true }).last().fill(fingerprint.slice(0, 40).toUpperCase())
  await refused(new RegExp(`«\u00a0${label("sha256")}\u00a0»\u00a0: .*64 caractères`), label("sha256"))

  // Nothing carried the PDF's bytes, and nothing went to the images' upload.
  expect(requests.filter(carries).map(request => request.url())).toEqual([])
  expect(requests.filter(request => /media|upload|televers/i.test(new URL(request.url()).pathname))).toEqual([])
  expect(pdfsInClone()).toEqual(pdfsBefore)

  // As the other specs expect the clone: the draft dropped, on main, clean.
  const dropped = await context.request.post(`${ORIGIN}/api/v1`, {
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    data: dropDraft(file),
  })
  expect(dropped.status()).toBe(200)
  expect([cloneStatus(), cloneBranch(), draftHead()]).toEqual(["", "main", ""])
  await context.close()
})
