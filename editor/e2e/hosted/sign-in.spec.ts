import { expect, test, type Page } from "@playwright/test"
import { EDITOR_PAGE, ORIGIN, editors } from "./env"
import { signedIn } from "./helpers"

// Signing in and out of the hosted editor (issue 45, point 3): the service's sign-in page, a session
// cookie, « Se déconnecter » and Decap's own « Déconnexion » ending it on the service, a passkey
// registered from the editor's page and then signing in (Chromium's virtual authenticator).

const SESSION = "__Host-editeur-session"
const banner = (page: Page) => page.locator("#etat-publication")

test("the sign-in page opens a session cookie (__Host-, HttpOnly, Secure, Strict, expiring) and the banner names the editor", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, editors.a)
  await expect(banner(page).getByText(`Compte\u00a0: ${editors.a.name}`)).toBeVisible()
  const [cookie] = (await context.cookies(ORIGIN)).filter(each => each.name === SESSION)
  expect(cookie).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Strict" })
  const hours = (cookie.expires * 1000 - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(11)
  expect(hours).toBeLessThanOrEqual(12)
  // Nothing of the session is readable by the page's scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION)
  await context.close()
})

test("« Se déconnecter » ends the session on the service: the sign-in page, and the old cookie gets 401", async ({
  browser,
  request,
}) => {
  const { context, page } = await signedIn(browser, editors.a)
  const [cookie] = (await context.cookies(ORIGIN)).filter(each => each.name === SESSION)
  const withOld = { headers: { Cookie: `${SESSION}=${cookie.value}` } }
  expect((await request.get(`${ORIGIN}/api/etat`, withOld)).status()).toBe(200)
  await banner(page).getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(`${ORIGIN}/connexion`)
  await expect(page.getByLabel("Mot de passe")).toBeVisible()
  expect((await request.get(`${ORIGIN}/api/etat`, withOld)).status()).toBe(401)
  expect((await request.post(`${ORIGIN}/api/annuler-publication`, withOld)).status()).toBe(401)
  // Back to the editor's address: the sign-in page again, nothing of the editor.
  await page.goto(`${ORIGIN}/admin/`)
  await expect(page).toHaveURL(/\/connexion\?retour=/)
  await expect(page.getByRole("button", { name: "Annuler la dernière publication" })).toHaveCount(0)
  await context.close()
})

test("Decap's own « Déconnexion » ends the session too: « Se connecter » does not let anyone back in", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, editors.b)
  await expect(page.getByRole("link", { name: "Flux" })).toBeVisible()
  await page.getByRole("button", { name: /^(Account options dropdown|Options du compte|Compte)$/ }).click()
  await page.getByRole("menuitem", { name: /^(Log Out|Déconnexion)$/ }).click()
  await expect(page).toHaveURL(`${ORIGIN}/connexion`)
  await page.goto(`${ORIGIN}/admin/`)
  await expect(page).toHaveURL(/\/connexion\?retour=/)
  expect((await context.request.get(`${ORIGIN}/api/etat`)).status()).toBe(401)
  await context.close()
})

test("a link from another site lands on the editor (past the sign-in page, which sees the session)", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, editors.a)
  // Another site: a webmail's page, answered by the test itself. (The public site served beside the suite
  // reloads itself when a self-publication lands meanwhile, Gatsby comparing its build's hash: a link added
  // to it vanished under the click, once in a while.)
  const webmail = "https://webmail.example/"
  await page.route(webmail, route =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="fr"><title>Messagerie</title><a href="${ORIGIN}/admin/">Ouvrir l’éditeur</a>`,
    }),
  )
  await page.goto(webmail)
  await page.getByRole("link", { name: "Ouvrir l’éditeur" }).click()
  await expect(page).toHaveURL(EDITOR_PAGE)
  await expect(banner(page).getByText(`Compte\u00a0: ${editors.a.name}`)).toBeVisible()
  await context.close()
})

test("a passkey registered from the editor's page signs in without the password", async ({ browser }) => {
  const { context, page } = await signedIn(browser, editors.b)
  const cdp = await context.newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await banner(page).getByRole("button", { name: "Ajouter une clé d’accès" }).click()
  await expect(banner(page).getByText(/^Clé d’accès enregistrée/)).toBeVisible()
  await banner(page).getByRole("button", { name: "Se déconnecter" }).click()
  await expect(page).toHaveURL(`${ORIGIN}/connexion`)

  await page.getByRole("button", { name: "Se connecter avec une clé d’accès" }).click()
  await expect(page).toHaveURL(EDITOR_PAGE)
  await expect(banner(page).getByText(`Compte\u00a0: ${editors.b.name}`)).toBeVisible()

  await context.close()
})
