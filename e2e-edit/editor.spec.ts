import { execFileSync } from "node:child_process"
import { readFileSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { copyDir } from "./copy"

const dataDir = path.join(copyDir, "data")
const read = (file: string) => readFileSync(path.join(dataDir, file), "utf8")
/** Every file of data/ with its size and content, to prove a refused save wrote nothing. */
const snapshot = () =>
  (readdirSync(dataDir, { recursive: true }) as string[])
    .filter(file => statSync(path.join(dataDir, file)).isFile())
    .sort()
    .map(file => `${file}\n${read(file)}`)
    .join("\n")
const lineDiff = (before: string, after: string) => {
  const a = before.split("\n")
  const b = after.split("\n")
  return { sameLength: a.length === b.length, changed: a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y) }
}

/** Opens the editor and one data file of the « Contenu du site » collection. */
async function openEntry(page: Page, label: RegExp) {
  await page.goto("/admin/")
  const login = page.getByRole("button", { name: /connexion|se connecter|login/i })
  if (await login.isVisible({ timeout: 60_000 }).catch(() => false)) await login.click()
  await page.getByRole("link", { name: label }).first().click()
  await expect(page.getByRole("button", { name: /publier/i }).first()).toBeVisible()
}

async function publish(page: Page) {
  await page.getByRole("button", { name: /publier/i }).first().click()
  await page.getByText(/publier maintenant/i).click()
}

test("change a founder's name and photo: one line in the JSON, the check passes, the site shows them", async ({ page }) => {
  const before = read("fondateurs.json")
  const founder = (JSON.parse(before) as { items: { name: string; photo: string }[] }).items[0]
  await openEntry(page, /fondateurs présentés/i)
  await page.getByText(founder.name, { exact: true }).first().click()
  const name = page.getByLabel(/prénom et nom/i).first()
  await name.fill("Éloïse Marchetti")

  // The new photo: another portrait of the project, uploaded under a new name.
  await page.getByRole("button", { name: /choisir une autre image|changer/i }).first().click()
  const upload = page.locator('input[type="file"]')
  await upload.setInputFiles({ name: "eloise-marchetti.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(dataDir, "images/fondateurs/claire-dumontel.jpg")) })
  await page.getByRole("button", { name: /choisir|insérer/i }).last().click()

  await publish(page)
  await expect.poll(() => read("fondateurs.json"), { timeout: 60_000 }).not.toBe(before)
  const after = read("fondateurs.json")
  const { sameLength, changed } = lineDiff(before, after)
  expect(sameLength).toBe(true)
  expect(changed).toEqual([
    [`      "name": "${founder.name}",`, `      "name": "Éloïse Marchetti",`],
    [`      "photo": "${founder.photo}",`, `      "photo": "images/fondateurs/eloise-marchetti.jpg",`],
  ])
  expect(readFileSync(path.join(dataDir, "images/fondateurs/eloise-marchetti.jpg"))).toEqual(readFileSync(path.join(dataDir, "images/fondateurs/claire-dumontel.jpg")))
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
  await openEntry(page, /mentions légales/i)
  const siren = page.getByLabel(/numéro siren/i)
  await siren.fill("123456789")
  await publish(page).catch(() => undefined)
  await expect(page.getByText(/Numéro SIREN invalide\. Attendu : 9 chiffres dont le dernier est une clé de contrôle/)).toBeVisible()
  await page.waitForTimeout(2_000)
  expect(snapshot()).toBe(before)
})
