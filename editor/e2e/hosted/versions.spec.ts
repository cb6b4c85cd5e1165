import { expect, test, type Browser } from "@playwright/test"
import { cloneDir, editors, originRepo } from "./env"
import { git, mainFile, signedIn } from "./helpers"

// A versioned document in the editor's page (issue 39, point 13): the preview shows its version and
// edition date with the rule above the text; a save that changes its text under the same version is
// refused with the check's French message, and nothing is committed.

const file = "politique-impartialite.json"
const branches = () => git(cloneDir, "for-each-ref", "--format=%(refname) %(objectname)")

const signIn = (browser: Browser) => signedIn(browser, editors.a)

test("the policy's preview reminds its version and date; a reworded text under the same version is refused, nothing committed", async ({
  browser,
}) => {
  test.setTimeout(600_000)
  const { document } = JSON.parse(mainFile(file)) as { document: { version: string; edition: string } }
  const before = [branches(), git(originRepo, "rev-parse", "main")]
  const { context, page } = await signIn(browser)
  await page.getByRole("link", { name: "La politique d’impartialité", exact: true }).click()

  const note = page.frameLocator("iframe").getByRole("note")
  await expect(note).toContainText(`version ${document.version}, édition du ${document.edition}`)
  await expect(note).toContainText("nouvelle version et la date d’édition du jour")

  const subtitle = page.getByLabel("La phrase d’introduction sous le titre").first()
  await subtitle.fill(`${await subtitle.inputValue()} Texte révisé.`)
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  // The service's 422, in the editor's words: the field by its label, no file name (issue 47, point 2).
  await expect(page.getByRole("alert").filter({ hasText: "Texte modifié sans nouvelle version" })).toBeVisible({
    timeout: 180_000,
  })
  await expect(page.getByRole("alert").filter({ hasText: "politique-impartialite" })).toHaveCount(0)
  expect([branches(), git(originRepo, "rev-parse", "main")]).toEqual(before)
  await context.close()
})

for (const [label, name] of [
  ["Le traitement des appels et des plaintes", "processus-appels-plaintes.json"],
  ["La déclaration d’accessibilité", "accessibilite.json"],
] as const) {
  test(`${name}: its preview, without a page of its own, reminds its version and date above the fields`, async ({
    browser,
  }) => {
    const { document } = JSON.parse(mainFile(name)) as { document: { version: string; edition: string } }
    const { context, page } = await signIn(browser)
    await page.getByRole("link", { name: label, exact: true }).click()
    const preview = page.frameLocator("iframe")
    await expect(preview.getByRole("note")).toContainText(`version ${document.version}, édition du ${document.edition}`)
    // Decap's preview of each field follows: the page's subtitle among them (the title is also the tab's).
    const { header } = JSON.parse(mainFile(name)) as { header: { subtitle: string } }
    await expect(preview.getByText(header.subtitle, { exact: true }).first()).toBeVisible()
    await context.close()
  })
}
