import { expect, test } from "@playwright/test"
import { gotoHydrated, readData } from "./helpers"

type Header = { badge: string; title: string; subtitle: string }
const impartiality = readData<{ header: Header; content: string[]; paragraphs: string[] }>(
  "politique-impartialite.json",
)
const privacy = readData<{ header: Header }>("politique-confidentialite.json")
const activities = readData<{ header: Header; body: string }>("nos-activites.json")
const policyText = [...impartiality.content, ...impartiality.paragraphs]

// After the header come the document's fields and PDF link, then the policy's text.
const paragraphsAfterHeader = (page: import("@playwright/test").Page) =>
  page.locator("main > header ~ :last-child p").evaluateAll(ps => ps.map(p => p.textContent))
const { document } = readData<{ document: { reference: string; version: string; edition: string } }>(
  "politique-impartialite.json",
)

test.describe("the policies", () => {
  for (const { route, header } of [
    { route: "/politique-impartialite", header: impartiality.header },
    { route: "/politique-confidentialite", header: privacy.header },
  ]) {
    test(`${route} shows its badge, title and subtitle, then the fifteen paragraphs of the impartiality policy`, async ({
      page,
    }) => {
      await page.goto(route)
      const pageHeader = page.locator("main > header")
      await expect(pageHeader.getByText(header.badge, { exact: true })).toBeVisible()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(header.title)
      await expect(pageHeader.getByText(header.subtitle)).toBeVisible()
      expect(await paragraphsAfterHeader(page)).toEqual(policyText)
      expect(policyText).toHaveLength(15)
      await expect(page.locator("main dl dd")).toHaveText([document.reference, document.version, document.edition])
    })
  }

  test("the impartiality policy covers every topic of the specification", async ({ page }) => {
    await page.goto("/politique-impartialite")
    const main = page.locator("main")
    for (const topic of [
      /impartialité/,
      /indépendante des entités qu’elle vérifie/,
      /incompatibles avec une mission de vérification/,
      /prestations de conseil[^.]*pendant cinq ans/,
      /Chaque année[^.]*signent la doctrine d’impartialité/,
      /Pour chaque mission[^.]*déclaration de conflit d’intérêts/,
      /revue menée par une personne qui n’a pas réalisé la vérification/,
      /audits internes ou externes/,
    ]) {
      await expect(main).toContainText(topic)
    }
  })
})

test.describe("the activities page", () => {
  test("shows its badge, title and the sentence on DPEF and sustainability statements", async ({ page }) => {
    await page.goto("/nos-activites")
    await expect(page.locator("main > header").getByText(activities.header.badge, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(activities.header.title)
    await expect(page.locator("main p").filter({ hasText: activities.body })).toBeVisible()
    await expect(page.locator("main")).toContainText("(DPEF)")
    await expect(page.locator("main")).toContainText("informations en matière de durabilité")
  })

  test("shows « Erreur de chargement du contenu » when its content is missing", async ({ page }) => {
    // The page's data is fetched when the visitor navigates to it: serve it without its content.
    await page.route("**/page-data/nos-activites/page-data.json", async route => {
      const response = await route.fetch()
      const json = (await response.json()) as { result: { data: { page: unknown } } }
      json.result.data.page = null
      await route.fulfill({ response, json })
    })
    await gotoHydrated(page, "/")
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Nos activités" })
      .click()
    await expect(page).toHaveURL(/\/nos-activites$/)
    await expect(page.getByRole("alert")).toHaveText("Erreur de chargement du contenu")
    await expect(page.locator("main h1")).toHaveCount(0)
  })
})
