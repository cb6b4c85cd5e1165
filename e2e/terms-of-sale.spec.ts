import { expect, test } from "@playwright/test"
import { readData } from "./helpers"

const content = readData<{ sections: { title: string }[] }>("conditions-generales-vente.json")
const { accreditation } = readData<{ accreditation: { notAccredited: string } }>("site.json")

test.describe("the terms of sale", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/conditions-generales-vente")
  })

  test("give reference F_9.3_01_02, version 02, edition 19/08/2025, in force since 1 March 2025", async ({ page }) => {
    const fields = await page
      .locator("main dl div")
      .evaluateAll(rows =>
        rows.map(row => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
      )
    expect(fields).toEqual([
      ["Référence", "F_9.3_01_02"],
      ["Version", "02"],
      ["Édition", "19/08/2025"],
      ["Entrée en vigueur", "1er mars 2025"],
    ])
  })

  test("have seven articles", async ({ page }) => {
    await expect(page.locator("main h2")).toHaveText(content.sections.map(section => section.title))
    await expect(page.locator("main h2")).toHaveCount(7)
  })

  test("state the points the specification lists under the articles", async ({ page }) => {
    const article = (n: number) =>
      page
        .locator("main section")
        .filter({ has: page.getByRole("heading", { name: new RegExp(`^Article ${n}(er)? `) }) })
    await expect(article(1)).toContainText(
      "les conditions particulières prévalent sur les présentes conditions générales",
    )
    await expect(article(2)).toContainText("obligation de moyens")
    await expect(article(3).getByRole("listitem")).toHaveCount(7)
    for (const point of [
      "barème de taux horaires",
      "forfait",
      "révisés",
      "à la charge du Client",
      "payables à réception",
      "au plus tard lors de l’envoi du livrable",
      "qu’après le paiement de l’ensemble des factures",
      "suspendre ses prestations",
    ]) {
      await expect(article(3)).toContainText(point)
    }
    await expect(article(4).getByRole("listitem")).toHaveText([
      /honoraires hors taxes perçus/,
      /préjudice direct/,
      /tardive, incomplète ou erronée/,
    ])
    await expect(article(5)).toContainText("secret")
    for (const point of [
      "droit d’accès, de rectification, d’effacement",
      "d’opposition",
      "directives relatives au sort de leurs données après leur décès",
      "copie d’une pièce d’identité n’est demandée qu’en cas de doute raisonnable",
      "par courriel",
      "(CNIL)",
    ]) {
      await expect(article(6)).toContainText(point)
    }
  })

  test("say the body is not yet accredited, without naming the Cofrac; French law; competent courts", async ({
    page,
  }) => {
    const main = page.locator("main")
    await expect(main).toContainText("n’est pas encore accréditée par l’instance nationale d’accréditation")
    // The last article closes with the status of site.json, the words the home and activities pages use too.
    await expect(main.locator("section").last().locator("p").last()).toHaveText(accreditation.notAccredited)
    await expect(main).not.toContainText(/cofrac|accréditation en cours/i)
    await expect(main).toContainText("soumis au droit français")
    await expect(main).toContainText("juridictions compétentes")
  })
})

test.describe("printing the terms of sale", () => {
  test("gives the document alone: no skip link, header or footer; black on white; the reference fields kept", async ({
    page,
  }) => {
    await page.goto("/conditions-generales-vente")
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden()
    await expect(page.locator("footer")).toBeHidden()
    await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeHidden()
    await expect(page.locator("main h1")).toBeVisible()
    await expect(page.locator("main dl")).toBeVisible()
    await expect(page.locator("main dl")).toContainText("F_9.3_01_02")
    for (const selector of ["main h1", "main h2", "main p", "main li", "main dt", "main dd"]) {
      const colours = await page
        .locator(selector)
        .evaluateAll(elements =>
          elements.map(element => [
            getComputedStyle(element).color,
            getComputedStyle(element).backgroundColor,
            getComputedStyle(element).boxShadow,
          ]),
        )
      for (const [color, background, shadow] of colours) {
        expect(color, selector).toBe("rgb(0, 0, 0)")
        expect(background, selector).toBe("rgba(0, 0, 0, 0)")
        expect(shadow, selector).toBe("none")
      }
    }
    // A real print: Chromium's PDF, with the whole text in it.
    const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("conditions-generales-vente.pdf") })
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(pages).toBeLessThanOrEqual(6)
  })
})
