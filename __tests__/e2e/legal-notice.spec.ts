import { expect, test, type Page } from "@playwright/test"
import { vatNumber } from "../../content-model/identifiers"
import { telHref } from "../../src/utils/phone"
import { readContent } from "./helpers"

const content = readContent("mentions-legales.json")
const { publisher, fieldLabels: label, director, host } = content

const card = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) })
/** The <dd> that follows a <dt> in a card. */
const value = (page: Page, heading: string, term: string) =>
  card(page, heading).locator("dt", { hasText: term }).locator("+ dd")

test.describe("the legal notice", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/mentions-legales")
  })

  test("the publisher's card: name, SAS with share capital 4 000 €, address, phone, e-mail, RCS and VAT numbers", async ({
    page,
  }) => {
    await expect(card(page, publisher.heading).getByText(publisher.name, { exact: true })).toBeVisible()
    // That it names the SAS and its capital is the content check's (content-model/page-files.ts, `legalForm`).
    await expect(value(page, publisher.heading, label.legalForm)).toHaveText(publisher.legalForm)
    await expect(value(page, publisher.heading, label.registeredOffice)).toHaveText(publisher.address)
    await expect(value(page, publisher.heading, label.phone).getByRole("link")).toHaveAttribute(
      "href",
      telHref(publisher.phone),
    )
    await expect(value(page, publisher.heading, label.email).getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${publisher.email}`,
    )
    // Both derived from the SIREN field, the only place the number is written.
    expect(await value(page, publisher.heading, label.registration).textContent()).toBe(
      `RCS\u00a0${publisher.registryCity} ${publisher.siren.replace(/(\d{3})(?=\d)/g, "$1\u00a0")}`,
    )
    // The key's computation is checked on real SIRENs in __tests__/content-model/identifiers.test.ts.
    await expect(value(page, publisher.heading, label.vatNumber)).toHaveText(vatNumber(publisher.siren))
  })

  test("the publication director's and the host's cards (name, address, phone)", async ({ page }) => {
    await expect(card(page, director.heading)).toContainText(director.name)
    await expect(card(page, director.heading)).toContainText(director.role)
    await expect(card(page, host.heading).getByText(host.name, { exact: true })).toBeVisible()
    await expect(value(page, host.heading, label.address)).toHaveText(host.address)
    expect(await value(page, host.heading, label.phone).textContent()).toBe(host.phone.replace(/ /g, "\u00a0"))
  })

  test("then intellectual property, personal data and liability", async ({ page }) => {
    await expect(page.locator("main h2")).toHaveText([
      publisher.heading,
      director.heading,
      host.heading,
      content.intellectualProperty.title,
      content.personalData.title,
      content.liability.title,
    ])
  })

  test("says what the host's logs hold, that the site sets no cookie, and what becomes of an e-mail sent with the contact button", async ({
    page,
    context,
  }) => {
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: content.personalData.title }) })
    // What the text must say (the logs and their IP addresses, one year, no cookie, the contact e-mail)
    // is the content check's (content-model/page-files.ts, `personalData`): here, that every
    // paragraph reaches the page.
    for (const paragraph of content.personalData.paragraphs) await expect(section).toContainText(paragraph)
    // And it is true: no cookie, no web storage.
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
  })
})
