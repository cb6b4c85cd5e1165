import { expect, test } from "@playwright/test"
import { asStatuses, gotoHydrated, readContent, statusStates, variantsOf } from "./helpers"

// The page on how the body certifies sustainability information (issue 22, point 4), read from its data file.
const method = readContent("methode-certification-durabilite.json")
// The variant data/'s statuses call for, and the other (each state is shown below, from the fixtures).
const [shown, hidden] = variantsOf(readContent("site.json").accreditation)
const route = "/methode-certification-durabilite"

test.describe(route, () => {
  test("shows its header, its date, its introduction in the variant the statuses allow, then every section", async ({
    page,
  }) => {
    await page.goto(route)
    const main = page.locator("main")
    await expect(main.locator("header").getByText(method.header.badge, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(method.header.title)
    await expect(main.locator("header").getByText(method.header.subtitle, { exact: true })).toBeVisible()
    await expect(main).toContainText(`${method.updated.label}\u00a0${method.updated.date}.`)
    await expect(main.getByText(method.intro[shown], { exact: true })).toBeVisible()
    await expect(main).not.toContainText(method.intro[hidden])
    // The first financial year the body could certify, in the variant the statuses allow (issue 44, point 6).
    await expect(main.getByText(method.firstYear[shown], { exact: true })).toBeVisible()
    await expect(main).not.toContainText(method.firstYear[hidden])
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      ...method.sections.map(section => section.title),
      method.comparison.heading,
      method.roadmap.heading,
    ])
    for (const section of [...method.sections, ...method.comparison.sections]) {
      const block = main
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: section.title, exact: true }) })
        .last()
      for (const paragraph of section.paragraphs)
        await expect(block.getByText(paragraph, { exact: true })).toBeVisible()
      await expect(block.getByRole("listitem")).toHaveText(section.items ?? [])
    }
  })

  test("lets a CFO compare: team, timeline, deliverables, coordination, fees, insurance, under one heading", async ({
    page,
  }) => {
    await page.goto(route)
    const comparison = page.getByRole("region", { name: method.comparison.heading })
    await expect(comparison.getByText(method.comparison.intro[shown], { exact: true })).toBeVisible()
    await expect(comparison).not.toContainText(method.comparison.intro[hidden])
    await expect(comparison.getByRole("heading", { level: 3 })).toHaveText(
      method.comparison.sections.map(section => section.title),
    )
  })

  test("gives the accreditation and registration roadmap with the date its targets were written", async ({ page }) => {
    await page.goto(route)
    const roadmap = page.getByRole("region", { name: method.roadmap.heading })
    await expect(roadmap.getByText(method.roadmap.intro, { exact: true })).toBeVisible()
    await expect(roadmap).toContainText(`${method.roadmap.writtenLabel}\u00a0${method.roadmap.written}.`)
    await expect(roadmap.locator("dt")).toHaveText(method.roadmap.milestones.map(milestone => milestone.step))
    await expect(roadmap.locator("dd")).toHaveText(method.roadmap.milestones.map(milestone => milestone.target))
  })

  for (const state of statusStates)
    test(`${state.name}: the introduction, first year and comparison in the variant the statuses allow`, async ({
      page,
    }) => {
      const [expected, other] = variantsOf(await asStatuses(page, state))
      await gotoHydrated(page, route)
      const main = page.locator("main")
      for (const text of [method.intro, method.firstYear, method.comparison.intro]) {
        await expect(main.getByText(text[expected], { exact: true })).toBeVisible()
        await expect(main).not.toContainText(text[other])
      }
    })

  test("shows the date a roadmap step was done, beside its target (issue 44, point 13)", async ({ page }) => {
    const done = "15/03/2027"
    await page.route(`**/page-data${route}/page-data.json`, async request => {
      const response = await request.fetch()
      const body = (await response.json()) as {
        result: { data: { page: { roadmap: { milestones: { done?: string | null }[] } } } }
      }
      body.result.data.page.roadmap.milestones[0].done = done
      await request.fulfill({ response, json: body })
    })
    await gotoHydrated(page, route)
    const roadmap = page.getByRole("region", { name: method.roadmap.heading })
    const [first, ...others] = method.roadmap.milestones
    await expect(roadmap.locator("dd")).toHaveText([
      `${first.target} · ${method.roadmap.doneLabel}\u00a0${done}`,
      ...others.map(milestone => milestone.target),
    ])
  })

  test("is linked from the verification process page and from the footer", async ({ page }) => {
    const { methodLink } = readContent("processus-verification.json")
    await gotoHydrated(page, "/processus-verification")
    await page.locator("main").getByRole("link", { name: methodLink.label }).click()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(method.header.title)
    await gotoHydrated(page, "/")
    const { legal } = readContent("pied-de-page.json")
    await page.locator("footer").getByRole("link", { name: legal.methodLabel }).click()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
  })
})

test("the verification process page says the date its legislative context is up to date", async ({ page }) => {
  const { contextUpdated } = readContent("processus-verification.json")
  await page.goto("/processus-verification")
  await expect(page.locator("main")).toContainText(`${contextUpdated.label}\u00a0${contextUpdated.date}.`)
})
