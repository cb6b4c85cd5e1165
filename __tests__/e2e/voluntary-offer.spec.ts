import { expect, test, type Page } from "@playwright/test"
import { asStatuses, gotoHydrated, readContent, statusStates, variantsOf } from "./helpers"

// What the body can sell today (issue 39, point 1), read from its data file.
const offer = readContent("verification-volontaire.json")
const { accreditation } = readContent("site.json")
const route = "/verification-volontaire"

async function expectOffer(page: Page, intro: string, other: string) {
  const main = page.locator("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offer.header.title)
  await expect(main).toContainText(`${offer.updated.label}\u00a0${offer.updated.date}.`)
  await expect(main.getByText(intro, { exact: true })).toBeVisible()
  await expect(main).not.toContainText(other)
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    ...offer.sections.map(section => section.title),
    offer.specimens.title,
    offer.notice.title,
  ])
  for (const section of offer.sections) {
    const block = main.locator("section").filter({ has: page.getByRole("heading", { name: section.title }) })
    for (const paragraph of section.paragraphs) await expect(block.getByText(paragraph, { exact: true })).toBeVisible()
    await expect(block.getByRole("listitem")).toHaveText(section.items ?? [])
  }
  const notice = main.getByRole("complementary", { name: offer.notice.title })
  for (const paragraph of offer.notice.paragraphs)
    await expect(notice.getByText(paragraph, { exact: true })).toBeVisible()
}

test.describe(route, () => {
  test("as built: the introduction in the variant data/'s statuses allow, the offer, then what its report is not", async ({
    page,
  }) => {
    const [shown, hidden] = variantsOf(accreditation)
    await page.goto(route)
    await expectOffer(page, offer.intro[shown], offer.intro[hidden])
  })

  for (const state of statusStates)
    test(`${state.name}: the page stays, with the introduction in the variant the statuses allow`, async ({ page }) => {
      const [shown, hidden] = variantsOf(await asStatuses(page, state))
      await gotoHydrated(page, route)
      await expectOffer(page, offer.intro[shown], offer.intro[hidden])
    })

  test("is linked from the home page, the activities page and the footer, not from the header menu", async ({
    page,
  }) => {
    for (const from of ["/", "/nos-activites"] as const) {
      const { offerLink } = readContent(from === "/" ? "accueil.json" : "nos-activites.json")
      await gotoHydrated(page, from)
      await expect(page.locator("main")).toContainText(`${offerLink.intro} ${offerLink.label}.`)
      await page.locator("main").getByRole("link", { name: offerLink.label }).click()
      await expect(page).toHaveURL(new RegExp(`${route}$`))
    }
    const { legal } = readContent("pied-de-page.json")
    await gotoHydrated(page, "/mentions-legales")
    await page.locator("footer").getByRole("link", { name: legal.offerLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await expect(page.locator("header").locator(`a[href="${route}"]`)).toHaveCount(0)
  })

  test("links the specimen report and engagement letter, each a PDF served as such (issue 54, point 3)", async ({
    page,
  }) => {
    await page.goto(route)
    const block = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { name: offer.specimens.title }) })
    await expect(block.getByText(offer.specimens.intro, { exact: true })).toBeVisible()
    for (const [label, file] of [
      [offer.specimens.reportLabel, "specimen-rapport.json"],
      [offer.specimens.letterLabel, "specimen-lettre-mission.json"],
    ] as const) {
      const { document } = readContent(file)
      const link = block.getByRole("link", { name: label, exact: true })
      await expect(link).toHaveAttribute("href", `/documents/${document.reference}_v${document.version}.pdf`)
      const response = await page.request.get((await link.getAttribute("href"))!)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("application/pdf")
    }
  })

  test("leads to the impartiality policy, which governs the voluntary verification too (issue 44, point 7)", async ({
    page,
  }) => {
    const { impartialityLink } = offer
    await gotoHydrated(page, route)
    const main = page.locator("main")
    await expect(main).toContainText(`${impartialityLink.intro} ${impartialityLink.label}.`)
    await main.getByRole("link", { name: impartialityLink.label }).click()
    await expect(page).toHaveURL(/\/politique-impartialite$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      readContent("politique-impartialite.json").header.title,
    )
  })
})
