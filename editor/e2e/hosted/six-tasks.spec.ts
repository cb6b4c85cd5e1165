import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Browser, type Page } from "@playwright/test"
import sharp from "sharp"
import { foundElsewhere } from "../../admin/found-elsewhere"
import { ORIGIN, SITE_PORT, cloneDir, editors, originRepo } from "./env"
import { dropDraft, fillSignIn, git, mainFile } from "./helpers"
import { SessionReport } from "./session-report"

/**
 * A founder's first session (issue 47), replayed as a first-time editor goes, by the words and roles on the
 * screen, in the order of the issue: 1 her title and photo; 2 a colleague's approval and publication; 3 a
 * tagline change and its undo; 4 a sentence added to the terms of sale (« Nouvelle version »); 5 the usual
 * mistakes (a wrong SIREN out of view, a 12 MB photo); 6 signing out. Each task is timed and the screenshots
 * of data/README.md are taken on the way (./session-report.ts): `EDITEUR_CAPTURES=1` writes them into
 * docs/editeur/. The report (rapport.md, rapport.json) is in the test's output folder.
 */

// A click that cannot happen fails within a minute, not at the end of the whole session's time.
test.use({ actionTimeout: 60_000 })

type Editor = { login: string; password: string }
const dialogs: string[] = []

/** The editor's own browser at the editor's address: the sign-in page, then the editor's page. */
async function signIn(browser: Browser, editor: Editor, report: SessionReport, capture?: string) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    locale: "fr-FR",
  })
  const page = await context.newPage()
  // Decap's confirmations (« Voulez-vous vraiment publier… ») and the media picker's refusal are the browser's own.
  page.on("dialog", dialog => {
    dialogs.push(dialog.message())
    void dialog.accept().catch(() => undefined)
  })
  await page.goto(`${ORIGIN}/admin/`)
  if (capture) await report.shot(page, capture)
  await fillSignIn(page, editor)
  const login = page.getByRole("button", { name: /^(Se connecter|Login)$/ })
  const flux = page.getByRole("link", { name: "Flux" })
  await expect(login.or(flux)).toBeVisible()
  if (await login.isVisible()) await login.click()
  await expect(flux).toBeVisible()
  return page
}

async function setStatus(page: Page, status: string, report?: SessionReport, capture?: string) {
  await page.getByRole("button", { name: /^Statut/ }).click()
  if (report && capture) await report.shot(page, capture)
  await page.getByRole("menuitem", { name: status }).click()
  await expect(page.getByRole("button", { name: `Statut\u00a0: ${status}` })).toBeVisible({ timeout: 120_000 })
}

const save = async (page: Page) => {
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  // A save runs the content check on a copy of data/ and git on the clone: long on a loaded machine.
  await expect(page.getByRole("button", { name: "Statut\u00a0: Brouillon" })).toBeVisible({ timeout: 180_000 })
}

const publishNow = async (page: Page, report?: SessionReport, capture?: string) => {
  await setStatus(page, "Prêt")
  await page.getByRole("button", { name: "Publier", exact: true }).click()
  if (report && capture) await report.shot(page, capture)
  await page.getByText("Publier maintenant").click()
  await expect(page.getByText("Entrée publiée")).toBeVisible({ timeout: 180_000 })
}

const publicHome = async () => (await fetch(`http://127.0.0.1:${SITE_PORT}/`)).text()

/** To the list of contents: « Contenus » in the header, or « ← Contenu du site » above an entry's form. */
const toContents = (page: Page) =>
  page
    .getByRole("link", { name: "Contenus" })
    .or(page.getByRole("link", { name: /Contenu du site/ }))
    .first()
    .click()

const openFounder = (page: Page, name: string) =>
  page.getByText(name, { exact: true }).locator("xpath=preceding-sibling::div[1]//button[1]").click()

test("a founder's first session: the six tasks of issue 47 replayed as an editor goes, timed, with the guide's screenshots", async ({
  browser,
}, info) => {
  test.setTimeout(2_400_000)
  const report = new SessionReport(info)
  const { items } = JSON.parse(mainFile("fondateurs.json")) as { items: { name: string; role: string }[] }
  const herself = items.find(item => item.name === editors.a.name)!
  const title = `${herself.role}, responsable de la qualité`
  // A new portrait (fictional: her illustration mirrored and recoloured, no real person's likeness).
  const portrait = await sharp(path.join(cloneDir, "data/images/fondateurs/claire-dumontel.jpg"))
    .flop()
    .modulate({ hue: 150 })
    .jpeg({ quality: 85 })
    .toBuffer()
  let claire!: Page
  let etienne!: Page

  await report.task("Son titre et sa photo (Claire)", async () => {
    claire = await signIn(browser, editors.a, report, "0-connexion")
    const founders = claire.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" })
    await report.shot(claire, "1-liste")
    await founders.click()
    await openFounder(claire, herself.name)
    const role = claire.getByLabel("La fonction", { exact: true }).nth(items.indexOf(herself))
    await role.fill(title)
    await expect(claire.frameLocator("iframe").getByText(title)).toBeVisible()
    // The preview follows the form's scrolling unless told not to: the form at the field, the preview at the card.
    await claire.getByTitle("Défilement synchronisé").click()
    await role.evaluate(field => field.scrollIntoView({ block: "center" }))
    await claire
      .frameLocator("iframe")
      .getByText(title)
      .evaluate(card => card.scrollIntoView({ block: "center" }))
    await report.shot(claire, "2-texte")
    // Role queries see only the open founder (the closed ones are hidden).
    await claire.getByRole("button", { name: "Choisir une image différente" }).first().click()
    await claire
      .locator('input[type="file"]')
      .setInputFiles({ name: "claire-dumontel-2026.jpg", mimeType: "image/jpeg", buffer: portrait })
    await expect(claire.getByText("claire-dumontel-2026.jpg")).toBeVisible()
    await report.shot(claire, "3-photo")
    await claire.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click()
    await save(claire)
    await setStatus(claire, "En cours de révision", report, "4-statut")
  })

  await report.task("Approbation et publication par un collègue (Étienne)", async () => {
    etienne = await signIn(browser, editors.b, report)
    await etienne.getByRole("link", { name: "Flux" }).click()
    const card = etienne.getByRole("link", { name: /Les fondateurs présentés/ })
    await expect(card).toBeVisible()
    await report.shot(etienne, "5-flux")
    await card.click()
    await expect(etienne.getByRole("button", { name: "Statut\u00a0: En cours de révision" })).toBeVisible({
      timeout: 120_000,
    })
    await publishNow(etienne, report, "6-publier")
  })

  const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Publication :" })
  await report.task(
    "Mise en ligne de la publication (le serveur construit le site)",
    async () => {
      await expect(banner(etienne).filter({ hasText: "Construction du site" })).toBeVisible({ timeout: 120_000 })
      await report.shot(etienne, "7-construction")
      await expect(banner(etienne).filter({ hasText: "La modification est en ligne" })).toBeVisible({
        timeout: 1_200_000,
      })
      await etienne.goto(`${ORIGIN}/admin/#/workflow`)
      await expect(banner(etienne).filter({ hasText: "La modification est en ligne" })).toBeVisible()
      await report.shot(etienne, "8-en-ligne")
      const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      await visitor.goto(`http://127.0.0.1:${SITE_PORT}/`, { waitUntil: "networkidle" })
      await visitor.getByText(title).evaluate(text => text.scrollIntoView({ block: "center" }))
      await report.shot(visitor, "9-site")
      await visitor.close()
    },
    "attente seulement : personne n’agit",
  )

  const site = foundElsewhere().accueil.find(link => link.entry === "site")!
  const tagline = (JSON.parse(mainFile("site.json")) as { tagline: string }).tagline
  const changed = `${tagline} Depuis 2026.`
  await report.task("L’accroche changée, publiée, puis la publication annulée (Claire)", async () => {
    await toContents(claire)
    await claire.getByRole("link", { name: "La page d’accueil", exact: true }).click()
    const elsewhere = claire.getByRole("navigation", { name: "Aussi sur cette page" })
    await expect(elsewhere).toBeVisible()
    await report.shot(claire, "accroche")
    await elsewhere.getByRole("link", { name: site.entryLabel }).first().click()
    const field = claire.getByLabel(site.field!, { exact: true }).first()
    await expect(field).toHaveValue(tagline)
    await field.fill(changed)
    await save(claire)
    await publishNow(claire)
    await report.aside(async () => {
      // The founders' preview shows the tagline as published now, read through the editor's backend when the
      // preview opens, not from data/ as it was when the editor's page was built (issue 45, point 2).
      const founders = await claire.context().newPage()
      await founders.goto(`${ORIGIN}/admin/#/collections/contenu/entries/fondateurs`)
      await expect(founders.frameLocator("iframe").first().getByText(changed)).toBeVisible({ timeout: 60_000 })
      await founders.close()
      // Self-publishing puts it on the public site.
      await expect.poll(publicHome, { timeout: 900_000, intervals: [5_000] }).toContain(changed)
    })
    await claire.goto(`${ORIGIN}/admin/#/workflow`)
    const undo = claire.getByRole("button", { name: "Annuler la dernière publication" })
    const question = claire.getByRole("dialog", { name: "Annuler la dernière publication\u202f?" })
    const published = git(cloneDir, "rev-parse", "main")
    await undo.click()
    // « Non » first (the safe choice, focused): nothing happens.
    await expect(question.getByRole("button", { name: "Non, garder la publication" })).toBeFocused()
    await report.aside(async () => {
      await question.getByRole("button", { name: "Non, garder la publication" }).click()
      await expect(question).toBeHidden()
      expect(git(cloneDir, "rev-parse", "main")).toBe(published)
      await undo.click()
      await expect(question.getByRole("button", { name: "Non, garder la publication" })).toBeFocused()
    })
    await report.shot(claire, "10-annuler")
    await question.getByRole("button", { name: "Oui, annuler la publication" }).click()
    await expect(claire.locator("#resultat-annulation")).toHaveText(
      new RegExp(`^Publication annulée\\s?: celle de ${editors.a.name}`),
      { timeout: 180_000 },
    )
    // The part of the site as the list of contents names it: no file path, no commit.
    await expect(claire.locator("#resultat-annulation")).toContainText(`«\u00a0${site.entryLabel}\u00a0»`)
    await expect(claire.locator("#resultat-annulation")).not.toHaveText(/data\/|\.json|\b[0-9a-f]{7,40}\b/)
    await report.shot(claire, "11-annulee")
  })
  // main's file as before the publication; the revert is Claire's, and origin has it.
  await expect.poll(() => (JSON.parse(mainFile("site.json")) as { tagline: string }).tagline).toBe(tagline)
  expect(git(cloneDir, "log", "-1", "--format=%an <%ae>", "main")).toBe(`${editors.a.name} <${editors.a.email}>`)
  await expect
    .poll(() => git(originRepo, "rev-parse", "main"), { timeout: 60_000 })
    .toBe(git(cloneDir, "rev-parse", "main"))
  // Self-publishing: the public site shows the tagline from before again, and the banner says so.
  await expect.poll(publicHome, { timeout: 900_000, intervals: [5_000] }).not.toContain(changed)
  expect(await publicHome()).toContain(tagline)
  await expect(banner(claire).filter({ hasText: "La modification est en ligne" })).toBeVisible({ timeout: 60_000 })

  const cgv = JSON.parse(mainFile("conditions-generales-vente.json")) as {
    document: { version: string; edition: string }
  }
  const [day, month, year] = cgv.document.edition.split("/").map(Number)
  // A new version needs a new date: the day after the version in force's, if that is today.
  await claire.clock.setFixedTime(new Date(Math.max(Date.now(), Date.UTC(year, month - 1, day + 1, 12))))
  await report.task("Une phrase ajoutée aux conditions générales de vente : « Nouvelle version »", async () => {
    await toContents(claire)
    await claire.getByRole("link", { name: "Les conditions générales de vente", exact: true }).click()
    // She reads the document's card first: the version in force, then the button above it.
    await expect(claire.getByLabel("Le numéro de version", { exact: true })).toHaveValue(cgv.document.version)
    await claire.getByRole("button", { name: "Nouvelle version" }).click()
    const next = String(Number(cgv.document.version) + 1).padStart(2, "0")
    await expect(claire.getByRole("status").filter({ hasText: `Version ${next} du` })).toBeVisible()
    const subtitle = claire.getByLabel("La phrase d’introduction sous le titre").first()
    await subtitle.fill(`${await subtitle.inputValue()} Elles s’appliquent aussi aux missions à distance.`)
    await report.shot(claire, "nouvelle-version")
    await save(claire)
  })
  await claire.clock.setFixedTime(new Date())
  // The scene for the other specs: the terms of sale without a draft.
  const dropped = await claire.context().request.post(`${ORIGIN}/api/v1`, {
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    data: dropDraft("conditions-generales-vente.json"),
  })
  expect(dropped.status()).toBe(200)

  await report.task("Les erreurs habituelles : un SIREN faux hors de vue, une photo de 12 Mo", async () => {
    await toContents(claire)
    await claire.getByRole("link", { name: "Les mentions légales", exact: false }).first().click()
    const siren = claire.getByLabel("Le numéro SIREN").first()
    await siren.fill("123456789")
    await claire.mouse.wheel(0, -10_000)
    await claire.getByRole("button", { name: "Enregistrer", exact: true }).click()
    const notice = claire.locator("#refus-enregistrement")
    await expect(notice.getByRole("alert")).toContainText("Numéro SIREN invalide")
    await expect(siren).toBeFocused()
    await expect(siren).toBeInViewport()
    await report.shot(claire, "siren")
    await toContents(claire)
    await claire.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
    await openFounder(claire, herself.name)
    await claire.getByRole("button", { name: "Choisir une image différente" }).first().click()
    const heavy = { name: "tres-lourde.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(12 * 2 ** 20, 1) }
    await claire.locator('input[type="file"]').setInputFiles(heavy)
    await expect.poll(() => dialogs.join("\n")).toContain("ne doit pas dépasser 8\u00a0Mo")
    await expect(claire.getByText("tres-lourde.jpg")).toHaveCount(0)
    await claire.keyboard.press("Escape")
    await expect(claire.getByRole("button", { name: "Téléverser une image" })).toBeHidden()
  })

  await report.task("Se déconnecter", async () => {
    await claire.getByRole("button", { name: "Se déconnecter" }).click()
    await expect(claire.getByLabel("Identifiant")).toBeVisible()
    await report.shot(claire, "deconnexion")
    // The session is over: the editor's address asks for the password again.
    await claire.goto(`${ORIGIN}/admin/`)
    await expect(claire).toHaveURL(/\/connexion\?retour=/)
  })

  const markdown = report.write()
  await info.attach("rapport.md", { body: markdown, contentType: "text/markdown" })
  expect(report.tasks.map(({ task }) => task)).toHaveLength(7)
  expect(readFileSync(info.outputPath("rapport.json"), "utf8")).toContain("en-ligne-siren.png")
})
