/**
 * The screenshots of data/README.md (« Modifier le site dans le navigateur »), taken from the real
 * editor: start `npm run edit` (or the copy of editor/e2e/local/serve-copy.ts), then
 *   EDIT_PORT=8000 npx tsx editor/e2e/local/screenshots.ts
 * Nothing is saved: the SIREN screenshot stops before publishing is accepted.
 */
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../tooling/chromium"

const base = `http://localhost:${process.env.EDIT_PORT ?? "8000"}/admin/`
const out = (name: string) => `docs/editeur/${name}.png`

void (async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(base)
  await page.getByRole("button", { name: "Se connecter" }).click()
  await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).waitFor()
  await page.screenshot({ path: out("liste") })

  await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
  await page.getByText("Étienne Valmont", { exact: true }).locator("xpath=preceding-sibling::div[1]//button[1]").click()
  await page.frameLocator("iframe").getByRole("heading", { name: "Qui sommes-nous" }).scrollIntoViewIfNeeded()
  await page.waitForTimeout(2000)
  await page.screenshot({ path: out("fondateurs") })

  // A fresh load, then the list, as an editor would go.
  await page.goto("about:blank")
  await page.goto(base)
  const login = page.getByRole("button", { name: "Se connecter" })
  if (await login.isVisible({ timeout: 5000 }).catch(() => false)) await login.click()
  await page.getByRole("link", { name: "Les mentions légales" }).click()
  await page.getByLabel("Le numéro SIREN").fill("123456789")
  await page.getByRole("button", { name: "Publier", exact: true }).click()
  await page.getByText("Publier maintenant").click()
  await page.getByText("Numéro SIREN invalide", { exact: false }).waitFor()
  await page.getByLabel("Le numéro SIREN").evaluate(field => field.scrollIntoView({ block: "center" }))
  await page.waitForTimeout(1000)
  await page.screenshot({ path: out("siren") })
  await browser.close()
})()
