/**
 * The one screenshot of data/README.md that the six tasks (six-tasks.spec.ts, EDITEUR_CAPTURES=1) do not
 * take: « Cette page a changé », Claire's open form after Étienne published her draft (issue 47, point 5),
 * taken from the real hosted editor (editor/e2e/hosted/serve.ts starts the whole stack on this machine) as
 * docs/editeur/en-ligne-page-changee.png (1280 × 800, reduced to a palette so the file stays small).
 *
 * To take it again (the public site must be built first: serve.ts publishes public/ as the first
 * release; the editor's page is bundled into EDITEUR_ADMIN):
 *   npm run build
 *   export EDITEUR_TEST_PORT=9710 EDITEUR_TEST_TLS_PORT=9711 EDITEUR_TEST_SITE_PORT=9712
 *   EDITEUR_ADMIN=<dossier de la page construite> nice -n 10 npx tsx editor/e2e/hosted/captures.ts
 * About two minutes.
 */
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { chromium, type Browser, type Page } from "@playwright/test"
import sharp from "sharp"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../tooling/chromium"
import { projectRoot } from "../../../content-model/node/project-root"
import { ORIGIN, SERVICE_PORT, SITE_PORT, TLS_PORT, cloneDir, editors } from "./env"
import { startHostedStack } from "./stack"
import { fillSignIn } from "./helpers"

const out = (name: string) => path.join(projectRoot, "docs", "editeur", `en-ligne-${name}.png`)

/** A screenshot reduced to 128 colours: the editor's flat colours survive, the file is a few dozen KB. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(800)
  const file = out(name)
  await sharp(await page.screenshot())
    .png({ palette: true, colours: 128, effort: 10 })
    .toFile(file)
  console.log(`✓ ${path.relative(projectRoot, file)} (${Math.round(statSync(file).size / 1024)} Ko)`)
}

/** Each editor in a browser of their own, signed in with their account (as editor/e2e/hosted/workflow.spec.ts). */
async function signIn(browser: Browser, editor: { login: string; password: string }) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    locale: "fr-FR",
  })
  const page = await context.newPage()
  // Decap confirms leaving a page with unsaved changes; a dialog the browser already closed (the
  // reload before the undo) is no error.
  page.on("dialog", dialog => void dialog.accept().catch(() => undefined))
  await page.goto(`${ORIGIN}/admin/`)
  // The service's sign-in page, then Decap's own button (it asks nothing: the session is the service's).
  await fillSignIn(page, editor)
  // Decap's own button, once its page has loaded (isVisible does not wait for it).
  const login = page.getByRole("button", { name: /^(Se connecter|Login)$/ })
  const flux = page.getByRole("link", { name: "Flux" })
  await login.or(flux).waitFor({ timeout: 60_000 })
  if (await login.isVisible()) await login.click()
  await flux.waitFor()
  return page
}

async function setStatus(page: Page, status: string) {
  await page.getByRole("button", { name: /^Statut/ }).click()
  await page.getByRole("menuitem", { name: status }).click()
  await page.getByRole("button", { name: `Statut\u00a0: ${status}` }).waitFor({ timeout: 120_000 })
}

async function capture(browser: Browser) {
  const founders = JSON.parse(readFileSync(path.join(cloneDir, "data/fondateurs.json"), "utf8")) as {
    items: { name: string; description: string }[]
  }
  const founder = founders.items[0]
  const description = `${founder.description} Il anime aussi la formation continue des vérificateurs.`
  // A new portrait for the example: the current illustration mirrored and recoloured (fictional: no real person's likeness).
  const portrait = await sharp(path.join(cloneDir, "data/images/fondateurs/etienne-valmont.jpg"))
    .flop()
    .modulate({ hue: 150 })
    .jpeg({ quality: 85 })
    .toBuffer()

  console.log(`Claire se connecte, modifie la présentation et la photo d’un fondateur (${founder.name})…`)
  const a = await signIn(browser, editors.a)
  const founderFile = a.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" })
  await founderFile.waitFor()
  await founderFile.click()
  await a.getByText(founder.name, { exact: true }).locator("xpath=preceding-sibling::div[1]//button[1]").click()
  const text = a.getByLabel("La présentation du fondateur").first()
  await text.fill(description)
  // The preview follows the form's scrolling unless told not to: the form at the field, the preview at the card.
  await a.getByTitle("Défilement synchronisé").click()
  await text.evaluate(field => field.scrollIntoView({ block: "center" }))
  await a
    .frameLocator("iframe")
    .getByText(description)
    .evaluate(card => card.scrollIntoView({ block: "center" }))

  await a.getByRole("button", { name: "Choisir une image différente" }).first().click()
  await a
    .locator('input[type="file"]')
    .setInputFiles({ name: "etienne-valmont-2026.jpg", mimeType: "image/jpeg", buffer: portrait })
  await a.getByText("etienne-valmont-2026.jpg").waitFor()
  await a.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click()

  console.log("Enregistrement du brouillon, puis demande de relecture…")
  await a.getByRole("button", { name: "Enregistrer", exact: true }).click()
  // A save runs the content check on a copy of data/ and git on the clone: long on a loaded machine.
  await a.getByRole("button", { name: "Statut\u00a0: Brouillon" }).waitFor({ timeout: 180_000 })
  await setStatus(a, "En cours de révision")

  // Claire keeps her founders' draft open while Étienne publishes it (issue 47, point 5).
  await a.goto(`${ORIGIN}/admin/#/collections/contenu/entries/fondateurs`)
  await a.reload()
  await a.getByText(founder.name, { exact: true }).waitFor({ timeout: 120_000 })

  console.log("Étienne relit, approuve et publie…")
  const b = await signIn(browser, editors.b)
  await b.getByRole("link", { name: "Flux" }).click()
  await b.getByRole("link", { name: /Les fondateurs présentés/ }).waitFor()
  await b.getByRole("link", { name: /Les fondateurs présentés/ }).click()
  await b.getByRole("button", { name: "Statut\u00a0: En cours de révision" }).waitFor({ timeout: 120_000 })
  await setStatus(b, "Prêt")
  await b.waitForTimeout(5_000) // the notice « Statut mis à jour » fades out
  await b.getByRole("button", { name: "Publier", exact: true }).click()
  await b.getByText("Publier maintenant").click()
  await b.getByText("Entrée publiée").waitFor({ timeout: 180_000 })
  await a.locator("#page-changee").filter({ hasText: "publiée par" }).waitFor({ timeout: 60_000 })
  await shot(a, "page-changee")
}

async function main() {
  console.log("Démarrage de l’éditeur en ligne (editor/e2e/hosted/serve.ts)…")
  const stack = await startHostedStack({ service: SERVICE_PORT, tls: TLS_PORT, site: SITE_PORT })
  let browser: Browser | undefined
  let done = false
  // The stack stopped from outside: waiting for the banner would last twenty minutes for nothing.
  stack.process.once("exit", () => {
    if (done) return
    console.error("✗ L’éditeur en ligne (editor/e2e/hosted/serve.ts) s’est arrêté pendant les captures : relancez-les.")
    process.exit(1)
  })
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    await capture(browser)
    console.log("Captures terminées : docs/editeur/en-ligne-*.png")
  } finally {
    done = true
    await browser?.close()
    stack.stop()
  }
}

main().catch((error: Error) => {
  console.error(`✗ Captures interrompues : ${error.message}`)
  process.exitCode = 1
})
