import { expect, test, type Page } from "@playwright/test"
import { diagramLabels, gotoHydrated, readData, type Diagram } from "./helpers"

interface Section {
  id: string
  title: string
  description: string
  subsections?: { title: string; content: string[] }[]
  diagram?: Diagram
}
const content = readData<{ tocHeading: string; invitation: string; sections: Section[] }>("processus-verification.json")
const [contexte, objectif, modalite] = content.sections

const toc = (page: Page) => page.getByRole("navigation", { name: content.tocHeading })
const button = (page: Page, section: Section) => toc(page).getByRole("button", { name: section.title })
/** The panel a button controls, through its aria-controls. */
const panelOf = async (page: Page, section: Section) =>
  page.locator(`#${await button(page, section).getAttribute("aria-controls")}`)

async function expectOpen(page: Page, open: Section | null) {
  for (const section of content.sections) {
    await expect(button(page, section)).toHaveAttribute("aria-expanded", String(section === open))
    const panel = await panelOf(page, section)
    if (section === open) await expect(panel).toBeVisible()
    else await expect(panel).toBeHidden()
  }
  if (open) await expect(page.getByText(content.invitation)).toBeHidden()
  else await expect(page.getByText(content.invitation)).toBeVisible()
}

test.describe("the verification process page", () => {
  test("its table of contents lists the three sections, each a button with aria-expanded and aria-controls", async ({
    page,
  }) => {
    await gotoHydrated(page, "/processus-verification")
    await expect(toc(page).getByRole("button")).toHaveText(content.sections.map(section => section.title))
    expect(content.sections.map(section => section.id)).toEqual(["contexte", "objectif", "modalite"])
    for (const section of content.sections) {
      const panel = await panelOf(page, section)
      await expect(panel).toHaveCount(1)
      await expect(panel.getByRole("heading", { level: 2, includeHidden: true })).toHaveText(section.title)
    }
  })

  test("opens on 'contexte', with its two subsections", async ({ page }) => {
    await gotoHydrated(page, "/processus-verification")
    await expectOpen(page, contexte)
    const panel = await panelOf(page, contexte)
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Cadre réglementaire",
      "Transparence et accès public",
    ])
    for (const paragraph of contexte.subsections!.flatMap(sub => sub.content))
      await expect(panel.getByText(paragraph)).toBeVisible()
  })

  test("opens one section at a time; a click on the open one closes it and brings the invitation", async ({ page }) => {
    await gotoHydrated(page, "/processus-verification")
    await button(page, objectif).click()
    await expectOpen(page, objectif)
    await button(page, modalite).click()
    await expectOpen(page, modalite)
    await button(page, modalite).click()
    await expectOpen(page, null)
    await button(page, contexte).click()
    await expectOpen(page, contexte)
  })

  test("works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/processus-verification")
    await button(page, objectif).focus()
    await page.keyboard.press("Enter")
    await expectOpen(page, objectif)
    await page.keyboard.press("Space")
    await expectOpen(page, null)
  })

  for (const section of [objectif, modalite]) {
    test(`'${section.id}' shows the « ${section.diagram!.title} » diagram and its steps as an ordered list`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/processus-verification")
      await button(page, section).click()
      const panel = await panelOf(page, section)
      // Inside its button, the image is presentational for ARIA: find it by its alt text.
      const image = panel.getByAltText(section.diagram!.alt, { exact: true })
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      // gatsby-plugin-image: modern formats and a responsive srcset.
      const sources = panel.locator("picture source")
      await expect(sources.first()).toHaveAttribute("type", /image\/(avif|webp)/)
      expect(await image.getAttribute("srcset")).toMatch(/\d+w,\s*\S+ \d+w/)
      const list = panel.getByRole("list", { name: diagramLabels.stepsHeading })
      expect(await list.evaluate(element => element.tagName)).toBe("OL")
      await expect(list.getByRole("listitem")).toHaveText(section.diagram!.steps)
    })
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the static HTML shows 'contexte' open, the other sections closed", async ({ page }) => {
    await page.goto("/processus-verification")
    await expect(button(page, contexte)).toHaveAttribute("aria-expanded", "true")
    await expect(await panelOf(page, contexte)).toBeVisible()
    await expect((await panelOf(page, contexte)).getByText(contexte.subsections![0].content[0])).toBeVisible()
    await expect(await panelOf(page, objectif)).toBeHidden()
    await expect(await panelOf(page, modalite)).toBeHidden()
  })
})
