import { expect, test } from "@playwright/test"
import path from "node:path"
import { contentAtVersion } from "../../content-model/node/document-history"
import { projectRoot } from "../../content-model/node/project-root"
import { gotoHydrated, labels, readContent, variantsOf } from "./helpers"
import { shownVersion } from "./in-force"
import { navigationLabel } from "./routes"

const impartiality = readContent("politique-impartialite.json")
const privacy = readContent("politique-confidentialite.json")
const activities = readContent("nos-activites.json")
// The policy opens with the variant data/'s statuses allow (src/utils/accreditation.ts; each state in jest).
const [shown, hidden] = variantsOf(readContent("site.json").accreditation)
const policyText = [impartiality.intro[shown], ...impartiality.content, ...impartiality.paragraphs]

// After the header come the document's fields and PDF link, then the policy's text.
const paragraphsAfterHeader = (page: import("@playwright/test").Page) =>
  page.locator("main > header ~ :last-child p").evaluateAll(ps => ps.map(p => p.textContent))
const { document } = readContent("politique-impartialite.json")
// A previous version's PDF is made from the text git holds for it (plugins/pdf-documents/previous-pdfs.ts): none in a
// copy of the project without its history, as the rewording proof builds (built-documents.test.ts counts them the same way).
const previousInGit = (document.history ?? []).filter(({ version }) =>
  contentAtVersion(path.join(projectRoot, "data"), "politique-impartialite.json", version),
)

// The version in force on the build's day, which may be older than the newest (in-force.ts).
const shownReference = [
  document.reference,
  shownVersion(document).version,
  shownVersion(document).edition,
  ...(shownVersion(document).inForce ? [shownVersion(document).inForce!] : []),
]

test.describe("the policies", () => {
  for (const { route, header, reference } of [
    {
      route: "/politique-impartialite",
      header: impartiality.header,
      reference: shownReference,
    },
    // The privacy page borrows the policy's text with its reference block and PDF (issue 54).
    { route: "/politique-confidentialite", header: privacy.header, reference: shownReference },
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
      await expect(page.locator("main dl dd")).toHaveText(reference)
      // The current PDF, then one per previous version (issue 39, point 13), on both pages.
      const pdfs = 1 + previousInGit.length
      await expect(page.locator('main a[href$=".pdf"]')).toHaveCount(pdfs)
    })
  }

  test("/politique-confidentialite points, under its subtitle, to the legal notice's personal-data section", async ({
    page,
  }) => {
    await page.goto("/politique-confidentialite")
    await page.getByRole("link", { name: privacy.personalData.label }).click()
    await expect(page).toHaveURL(/\/mentions-legales#donnees-personnelles$/)
    const { personalData } = readContent("mentions-legales.json")
    await expect(page.locator("#donnees-personnelles h2")).toHaveText(personalData.title)
  })
})

test.describe("the activities page", () => {
  test("shows its badge, title and the sentence on its activities, in the variant the statuses allow", async ({
    page,
  }) => {
    await page.goto("/nos-activites")
    await expect(page.locator("main > header").getByText(activities.header.badge, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(activities.header.title)
    await expect(page.locator("main p").filter({ hasText: activities.body[shown] })).toBeVisible()
    await expect(page.locator("main")).not.toContainText(activities.body[hidden])
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
      .getByRole("navigation", { name: labels.mainNavigation })
      .getByRole("link", { name: navigationLabel("/nos-activites") })
      .click()
    await expect(page).toHaveURL(/\/nos-activites$/)
    await expect(page.getByRole("alert")).toHaveText(labels.contentError)
    await expect(page.locator("main h1")).toHaveCount(0)
  })
})
