import { expect, test } from "@playwright/test"
import { cloneDir, editors } from "./env"
import { call, dropDraft, git, mainFile, signedIn } from "./helpers"

// « Nouvelle version » (issue 47, point 4): one action moves the version in force into the previous
// versions with its dates and gives the next number and today's date; the reworded text then saves.

const file = "conditions-generales-vente.json"
type Card = { version: string; edition: string; history?: { version: string; edition: string }[] }

test("« Nouvelle version » prepares the next version in one click, and the reworded terms of sale save as a draft", async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  const { document } = JSON.parse(mainFile(file)) as { document: Card }
  const next = String(Number(document.version) + 1).padStart(2, "0")
  // The browser's day is the one after the last edition, whatever today is: a new version needs a new date.
  const [day, month, year] = document.edition.split("/").map(Number)
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1, 12))
  const today = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short" }).format(nextDay)
  const { context, page } = await signedIn(browser, editors.a)
  await page.clock.setFixedTime(nextDay)
  await page.getByRole("link", { name: "Les conditions générales de vente", exact: true }).click()

  const button = page.getByRole("button", { name: "Nouvelle version" })
  await button.click()
  await expect(page.getByRole("status").filter({ hasText: `Version ${next} du ${today} préparée` })).toBeVisible()
  await expect(button).toBeDisabled()
  await expect(page.getByLabel("Le numéro de version", { exact: true })).toHaveValue(next)
  await expect(page.getByText(document.version, { exact: true }).first()).toBeVisible()

  const subtitle = page.getByLabel("La phrase d’introduction sous le titre").first()
  await subtitle.fill(`${await subtitle.inputValue()} Texte révisé.`)
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  await expect(page.getByRole("button", { name: "Statut\u00a0: Brouillon" })).toBeVisible({ timeout: 180_000 })
  const saved = JSON.parse(git(cloneDir, "show", `cms/contenu/conditions-generales-vente:data/${file}`)) as {
    document: Card
  }
  expect(saved.document.version).toBe(next)
  expect(saved.document.edition).toBe(today)
  expect(saved.document.history?.[0]).toMatchObject({ version: document.version, edition: document.edition })
  expect(saved.document.history?.slice(1)).toEqual(document.history)
  expect((await call(request, editors.a, dropDraft(file))).status()).toBe(200)
  await context.close()
})
