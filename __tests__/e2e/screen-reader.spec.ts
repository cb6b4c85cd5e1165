import { expect, test, type Page } from "@playwright/test"
import { diagramLabels, gotoHydrated, labels, readContent, waitForHydration } from "./helpers"
import { navigation, routes } from "./routes"
import { register, reportsPage } from "./report-check"
import { readOn, serveReader, spoken, startReader, stopReader } from "./virtual-screen-reader"

// What a screen reader says, heard through @guidepup/virtual-screen-reader in Chromium, against the
// production build (docs/accessibilite/README.md, « Environnement de test »). The accessibility
// statement's test environment (docs/accessibilite/grille.json) names this library.

test.beforeEach(({ page }) => serveReader(page))

/** A phrase with its spaces as the reader says them: a no-break space is a space. */
const flat = (phrase: string) => phrase.replace(/\s+/g, " ")
const same = (said: string, phrase: string) => flat(said) === flat(phrase)

/** Waits until the reader has said `phrase`, and returns all it said. */
async function heard(page: Page, phrase: string) {
  await expect
    .poll(async () => (await spoken(page)).some(said => same(said, phrase)), {
      message: `the reader says « ${phrase} »`,
    })
    .toBe(true)
  return spoken(page)
}

test("after a navigation inside the site, it announces the new page in French", async ({ page }) => {
  await gotoHydrated(page, "/")
  await startReader(page)
  const target = routes.find(({ route }) => route === navigation[1].path)!
  await page
    .getByRole("navigation", { name: labels.mainNavigation })
    .getByRole("link", { name: navigation[1].label })
    .click()
  await expect(page).toHaveURL(new RegExp(`${target.route}$`))
  // A status region is polite: the reader says so before the message.
  const log = await heard(page, `polite: ${labels.routeAnnouncement} ${target.h1}`)
  // Gatsby's English announcer is silenced (RGAA 8.7).
  expect(log.join(" | ")).not.toMatch(/Navigated/)
  await stopReader(page)
})

test("when the last open section closes, it says the accordion's invitation (status message)", async ({ page }) => {
  await page.goto("/processus-verification")
  await waitForHydration(page)
  await startReader(page)
  const { invitation } = readContent("processus-verification.json")
  await page.locator("details[open] > summary").click()
  const message = `polite: ${invitation}`
  await heard(page, message)
  const times = async () => (await spoken(page)).filter(phrase => same(phrase, message)).length
  const once = await times()
  // Opening a section says nothing; closing it again says the invitation again.
  await page.locator("details > summary").first().click()
  await expect(page.locator("details[open]")).toHaveCount(1)
  expect(await times()).toBe(once)
  await page.locator("details[open] > summary").click()
  await expect.poll(times).toBeGreaterThan(once)
  await stopReader(page)
})

test("it reads each section's heading inside its <summary> as a heading, in Chromium's tree too", async ({ page }) => {
  await page.goto("/processus-verification")
  const { sections } = readContent("processus-verification.json")
  await startReader(page, "main")
  await readOn(page, 400)
  const log = await spoken(page)
  for (const { title } of sections) expect(log.map(flat)).toContain(flat(`heading, ${title}, level 3`))
  await stopReader(page)
  // Chromium itself keeps the heading inside the summary (a disclosure triangle), with its level.
  const summaries = page.locator("details:not(dialog details) > summary")
  await expect(summaries).toHaveCount(sections.length)
  for (const [index, { title }] of sections.entries())
    await expect(summaries.nth(index).getByRole("heading", { level: 3, name: title, exact: true })).toHaveCount(1)
})

test("the enlarged view: it says the dialog's name and hint, then its focused title, then the image and the steps after it", async ({
  page,
}) => {
  await page.goto("/processus-appels-plaintes")
  const [{ diagram }] = readContent("processus-appels-plaintes.json").blocks.filter(block => block.diagram)
  await startReader(page)
  await page.getByRole("button", { name: `${diagramLabels.openLabel} ${diagram.title}` }).press("Enter")
  const dialogPhrase = `dialog, ${diagram.title}, ${diagramLabels.zoomHint}`
  const log = await heard(page, dialogPhrase)
  // The platform focuses the dialog's title on opening (its autofocus): said right after the dialog.
  const opened = log.findIndex(phrase => same(phrase, dialogPhrase))
  expect(flat(log[opened + 1])).toBe(flat(`heading, ${diagram.title}, level 2`))
  await stopReader(page)
  await startReader(page, "dialog[open]")
  await readOn(page, 20)
  // The image's alternative points to its detailed description, the steps right after it in the dialog
  // (RGAA 1.6.1 for an <img>): the reader says them next, their section to open.
  const read = (await spoken(page)).map(flat)
  // The zoom level, an <output>, said with its label (RGAA 11.1).
  expect(read, read.join(" | ")).toContain(flat(`status, ${diagramLabels.zoomLevel}`))
  const image = read.indexOf(flat(`image, ${diagram.alt} ${diagramLabels.stepsPointer}`))
  expect(image, read.join(" | ")).toBeGreaterThan(-1)
  expect(
    read.slice(image + 1, image + 4).some(phrase => phrase.includes(flat(diagramLabels.stepsHeading))),
    read.join(" | "),
  ).toBe(true)
  await stopReader(page)
})

test("« Vérifier un rapport »: it says the file field by its label, then the result as a status message, the focus kept on the field", async ({
  page,
}) => {
  await gotoHydrated(page, reportsPage)
  await startReader(page, "main")
  await readOn(page, 60)
  // It says the label, then the field it names; Chromium exposes that field as a button with the same name.
  const log = (await spoken(page)).map(flat)
  const label = log.indexOf(flat(register.check.fileLabel))
  expect(label).toBeGreaterThan(-1)
  expect(log[label + 1]).toBe(flat(register.check.fileLabel))
  const field = page.getByRole("button", { name: register.check.fileLabel, exact: true })
  await expect(field).toHaveAttribute("type", "file")
  await field.focus()
  await field.setInputFiles({
    name: "rapport.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  })
  // Announced without moving the reader or the focus: polite status messages, the work under way then the verdict.
  const polite = async () => (await spoken(page)).map(flat).filter(said => said.startsWith("polite:"))
  await expect.poll(async () => (await polite()).some(said => said.includes(flat(register.check.notFound)))).toBe(true)
  expect((await polite())[0]).toBe(flat(`polite: ${register.check.computing}`))
  await expect(field).toBeFocused()
  await stopReader(page)
})
