import { spawnSync } from "node:child_process"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { projectRoot } from "../../../content-model/node/project-root"
import { EDITOR_PAGE, ORIGIN, accountsFile } from "./env"
import { fillSignIn, signedIn } from "./helpers"

// An account's end ends every way in (issue 57, point 5), tried as an operator would: an account made
// with the accounts command, a passkey added from the editor's page (Chromium's virtual authenticator),
// the account removed, then made again with the same identifier. The removed person's browser still
// holds the passkey: it opens nothing.

const louise = { login: "louise", name: "Louise Ferrand", email: "louise@sylvene-audit.example" }

/** The accounts command as built for the service (editor/dist, `npm run editor:comptes`). */
function accounts(args: string[], password = "") {
  const run = spawnSync(
    process.execPath,
    [path.join(projectRoot, "editor/dist/service/accounts-cli.js"), "--comptes", accountsFile, ...args],
    { cwd: projectRoot, encoding: "utf8", input: `${password}\n` },
  )
  expect(run.stderr).toBe("")
  expect(run.status).toBe(0)
  return run.stdout
}
// The suite's stack outlives a run (reuseExistingServer): the account goes, whatever the test's end.
test.afterEach(() => {
  spawnSync(process.execPath, [
    path.join(projectRoot, "editor/dist/service/accounts-cli.js"),
    "--comptes",
    accountsFile,
    "remove",
    louise.login,
  ])
})

const add = (password: string) =>
  accounts(["add", louise.login, "--nom", louise.name, "--courriel", louise.email], password)

test("a removed account created again with the same identifier: the old passkey and session open nothing", async ({
  browser,
}) => {
  const first = { login: louise.login, password: "mot-de-passe-de-louise" }
  add(first.password)
  const { context, page } = await signedIn(browser, first)
  const cdp = await context.newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const banner = page.locator("#etat-publication")
  await banner.getByRole("button", { name: "Ajouter une clé d’accès" }).click()
  await expect(banner.getByText(/^Clé d’accès enregistrée/)).toBeVisible()
  expect(accounts(["keys", louise.login]).trim().split("\n")).toEqual([
    expect.stringMatching(/\tenregistrée le .*\tjamais utilisée$/),
  ])

  expect(accounts(["remove", louise.login])).toBe(
    `Compte « ${louise.login} » supprimé (1 clé d’accès retirée, 1 session close) : il ne peut plus se connecter.\n`,
  )
  expect((await context.request.get(`${ORIGIN}/api/etat`)).status()).toBe(401)
  const second = { login: louise.login, password: "autre-mot-de-passe-de-louise" }
  add(second.password)

  // The removed person's browser: its session cookie and its passkey, against the new account.
  expect((await context.request.get(`${ORIGIN}/api/etat`)).status()).toBe(401)
  await page.goto(`${ORIGIN}/connexion`)
  await page.getByRole("button", { name: "Se connecter avec une clé d’accès" }).click()
  await expect(page.getByRole("alert")).toHaveText("Clé d’accès refusée : connectez-vous avec votre mot de passe.")
  await expect(page).toHaveURL(`${ORIGIN}/connexion`)
  expect((await context.request.get(`${ORIGIN}/api/etat`)).status()).toBe(401)
  // Refused although the browser still holds the passkey and answered with it.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0].signCount).toBeGreaterThan(0)
  await context.close()

  // The new account's own password opens it, with no passkey.
  const fresh = await browser.newContext({ ignoreHTTPSErrors: true })
  const own = await fresh.newPage()
  await own.goto(`${ORIGIN}/admin/`)
  await fillSignIn(own, second)
  await expect(own).toHaveURL(EDITOR_PAGE)
  expect(accounts(["keys", louise.login])).toBe(`Aucune clé d’accès pour « ${louise.login} ».\n`)
  await fresh.close()
})
