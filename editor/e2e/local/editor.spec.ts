import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { filesUnder } from "../../../content-model/node/files-under"
import { copyDir } from "./copy"

const dataDir = path.join(copyDir, "data")
const read = (file: string) => readFileSync(path.join(dataDir, file), "utf8")
/** Every file of data/ with its size and content, to prove a refused save wrote nothing. */
const snapshot = () =>
  filesUnder(dataDir)
    .map(file => `${file}\n${read(file)}`)
    .join("\n")
const lineDiff = (before: string, after: string) => {
  const a = before.split("\n")
  const b = after.split("\n")
  return { sameLength: a.length === b.length, changed: a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y) }
}

/** Opens the editor (the local backend asks for no password) and one data file, from the list as an editor would. */
async function openEntry(page: Page, label: string) {
  await page.goto("/admin/")
  await page.getByRole("button", { name: "Se connecter" }).click()
  await page.getByRole("link", { name: label }).click()
  // The entry's toolbar: its link back to the list (editor/admin/locale-fr.ts, `backCollection`).
  await expect(page.getByRole("link", { name: /^← Contenu du site/ })).toBeVisible()
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publier", exact: true }).click()
  await page.getByText("Publier maintenant").click()
}

test("change a founder's name and photo: one line in the JSON, the check passes, the site shows them", async ({
  page,
}) => {
  const before = read("fondateurs.json")
  const founder = (JSON.parse(before) as { items: { name: string; photo: string }[] }).items[0]
  await openEntry(page, "Les fondateurs présentés sur la page d’accueil")
  // The founders are folded under their names: unfold the first one (the arrow before its name).
  await page.getByText(founder.name, { exact: true }).locator("xpath=preceding-sibling::div[1]//button[1]").click()
  await page.getByLabel("Prénom et nom").first().fill("Éloïse Marchetti")
  // The site's own components draw the preview, with the site's stylesheet (cms.css, its CSS Modules).
  const preview = page.frameLocator("iframe")
  await expect(preview.getByRole("heading", { name: "Éloïse Marchetti" })).toBeVisible()
  const previewCard = preview.locator("article", { has: preview.getByRole("heading", { name: "Éloïse Marchetti" }) })
  await expect(previewCard).toHaveCSS("display", "flex")

  // The new photo: another portrait of the project, uploaded under a new name.
  await page.getByRole("button", { name: "Choisir une image différente" }).first().click()
  const photo = readFileSync(path.join(dataDir, "images/fondateurs/claire-dumontel.jpg"))
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "eloise-marchetti.jpg", mimeType: "image/jpeg", buffer: photo })
  await expect(page.getByText("eloise-marchetti.jpg")).toBeVisible()
  await page.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click()

  await publish(page)
  await expect.poll(() => read("fondateurs.json"), { timeout: 60_000 }).not.toBe(before)
  const after = read("fondateurs.json")
  const { sameLength, changed } = lineDiff(before, after)
  expect(sameLength).toBe(true)
  expect(changed).toEqual([
    [`      "name": "${founder.name}",`, `      "name": "Éloïse Marchetti",`],
    [`      "photo": "${founder.photo}",`, `      "photo": "images/fondateurs/eloise-marchetti.jpg",`],
  ])
  expect(readFileSync(path.join(dataDir, "images/fondateurs/eloise-marchetti.jpg")).equals(photo)).toBe(true)
  execFileSync(path.join(copyDir, "node_modules", ".bin", "tsx"), ["scripts/check.ts"], { cwd: copyDir, stdio: "pipe" })

  // gatsby develop picks the change up: the home page shows the new name and the new photo.
  await expect(async () => {
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Éloïse Marchetti" })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 120_000 })
  const card = page.locator("article", { has: page.getByRole("heading", { name: "Éloïse Marchetti" }) })
  await expect(card.locator("img")).toHaveAttribute("src", /eloise-marchetti/)
})

test("an invalid SIREN in the legal notice: a French message beside the field, data/ unchanged", async ({ page }) => {
  const before = snapshot()
  await openEntry(page, "Les mentions légales")
  await page.getByLabel("Le numéro SIREN").fill("123456789")
  await publish(page)
  // The content check's own message, beside the field, in the editor's words (no file, no key); no save.
  const message = page.getByText(
    "Numéro SIREN invalide. Attendu : 9 chiffres dont le dernier est une clé de contrôle (formule de Luhn)",
    { exact: false },
  )
  await expect(message).toBeVisible()
  await expect(message).not.toContainText("mentions-legales.json")
  await expect(page.getByText(/modifications non enregistrées/i)).toBeVisible()
  expect(snapshot()).toBe(before)
})
