import { expect, test, type Page } from "@playwright/test"
import { diagramAlt, diagramLabels, exposedExpanded, gotoHydrated, readContent, type Diagram } from "./helpers"

interface Section {
  id: string
  title: string
  description: string
  subsections?: { title: string; content: string[] }[]
  diagram?: Diagram
}
const content = readContent("processus-verification.json")
const [contexte, objectif, modalite] = content.sections

// The sections are an exclusive group of <details name>: the browser opens one, closes the others,
// and closes the open one on a second click; CSS :has() shows the invitation when none is open.
const summarySelector = (section: Section) => `#panneau-${section.id} > summary`
const summary = (page: Page, section: Section) => page.locator(summarySelector(section))
const panel = (page: Page, section: Section) => page.locator(`#panneau-${section.id}`)

async function expectOpen(page: Page, open: Section | null) {
  for (const section of content.sections) {
    const isOpen = section === open
    expect(await panel(page, section).evaluate((details: HTMLDetailsElement) => details.open)).toBe(isOpen)
    expect(await exposedExpanded(page, summarySelector(section))).toBe(isOpen)
    const lead = panel(page, section).getByText(section.description)
    if (isOpen) await expect(lead).toBeVisible()
    else await expect(lead).toBeHidden()
  }
  if (open) await expect(page.getByText(content.invitation)).toBeHidden()
  else await expect(page.getByText(content.invitation)).toBeVisible()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the verification process page, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled })
    const goto = (page: Page) =>
      javaScriptEnabled ? gotoHydrated(page, "/processus-verification") : page.goto("/processus-verification")

    test("lists the three sections under the table of contents' heading, each a <details> of one group", async ({
      page,
    }) => {
      await goto(page)
      await expect(page.getByRole("heading", { level: 2, name: content.tocHeading })).toBeVisible()
      await expect(page.locator("details[name] > summary")).toHaveText(content.sections.map(section => section.title))
      expect(content.sections.map(section => section.id)).toEqual(["contexte", "objectif", "modalite"])
      const names = await page.locator("details[name]").evaluateAll(all => all.map(d => d.getAttribute("name")))
      expect(new Set(names).size).toBe(1)
      for (const section of content.sections)
        await expect(summary(page, section).getByRole("heading", { level: 3 })).toHaveText(section.title)
    })

    test("opens on 'contexte', with its two subsections", async ({ page }) => {
      await goto(page)
      await expectOpen(page, contexte)
      await expect(panel(page, contexte).getByRole("heading", { level: 4 })).toHaveText(
        contexte.subsections!.map(subsection => subsection.title),
      )
      for (const paragraph of contexte.subsections!.flatMap(sub => sub.content))
        await expect(panel(page, contexte).getByText(paragraph)).toBeVisible()
    })

    test("opens one section at a time; a click on the open one closes it and brings the invitation", async ({
      page,
    }) => {
      await goto(page)
      await summary(page, objectif).click()
      await expectOpen(page, objectif)
      await summary(page, modalite).click()
      await expectOpen(page, modalite)
      await summary(page, modalite).click()
      await expectOpen(page, null)
      await summary(page, contexte).click()
      await expectOpen(page, contexte)
    })

    // A closed section is the browser's own closed <details>: its content is out of sight and of reach,
    // yet find-in-page finds it and opens the section.
    test("keeps a closed section's content out of sight, focus and the accessibility tree", async ({ page }) => {
      await goto(page)
      const closed = panel(page, objectif)
      const opener = closed.locator("figure button").first()
      // Inside its borders, the closed section is exactly as high as its summary: its content takes no room.
      expect(await closed.evaluate(details => details.clientHeight)).toBe(
        await summary(page, objectif).evaluate((element: HTMLElement) => element.offsetHeight),
      )
      await expect(closed.getByText(objectif.description)).toBeHidden()
      await expect(closed.getByRole("button")).toHaveCount(0)
      await expect(closed.getByRole("list")).toHaveCount(0)
      expect(await opener.evaluate(button => (button.focus(), document.activeElement === button))).toBe(false)
      await summary(page, objectif).click()
      await expect(closed.getByText(objectif.description)).toBeVisible()
      await expect(closed.getByRole("button", { name: objectif.diagram!.title })).toBeVisible()
    })

    test("find-in-page finds a closed section's text and opens the section", async ({ page }) => {
      const words = objectif.description.split(/\s+/).slice(0, 8).join(" ")
      await goto(page)
      await expect(panel(page, objectif)).not.toHaveAttribute("open")
      // The words stand only in the closed section, and the page's text search finds them there.
      const found = await page.evaluate(
        ([text, id]) => [
          document.body.textContent.split(text).length - 1,
          document.getElementById(id)!.textContent.includes(text),
          (window as unknown as { find(text: string): boolean }).find(text),
        ],
        [words, `panneau-${objectif.id}`],
      )
      expect(found).toEqual([1, true, true])
      // Chromium's find-in-page is not scriptable; a text fragment runs the same search (Blink's
      // FindBuffer) and reveals the match the same way, by opening the <details> that holds it.
      await page.goto("about:blank")
      await page.goto(`/processus-verification#:~:text=${encodeURIComponent(words)}`)
      await expect(panel(page, objectif)).toHaveAttribute("open", "")
      await expect(panel(page, objectif).getByText(objectif.description)).toBeVisible()
    })

    test("opens a closed section when a link leads into it", async ({ page }) => {
      await goto(page)
      // The steps' list beside the figure (the enlarged view holds a hidden copy, its image's description).
      const steps = panel(page, objectif).locator("ol[aria-labelledby]")
      const anchor = await steps.getAttribute("aria-labelledby")
      await page.goto(`/processus-verification#${encodeURIComponent(anchor!)}`)
      await expectOpen(page, objectif)
      await expect(panel(page, objectif).getByRole("list", { name: diagramLabels.stepsHeading })).toBeInViewport()
    })

    test("works from the keyboard", async ({ page }) => {
      await goto(page)
      await summary(page, objectif).focus()
      await page.keyboard.press("Enter")
      await expectOpen(page, objectif)
      await page.keyboard.press("Space")
      await expectOpen(page, null)
    })
  })
}

// Opening a section closes the open one above it: the page shrinks above the tapped summary, and
// Chromium's scroll anchoring left a reader who had scrolled into that text in the footer.
test.describe("the verification process page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test("keeps the tapped summary in place when it closes the section the reader was in", async ({ page }) => {
    await gotoHydrated(page, "/processus-verification")
    const target = summary(page, objectif)
    const before = await target.evaluate(element => {
      window.scrollBy({ top: element.getBoundingClientRect().top - innerHeight / 2, behavior: "instant" })
      return element.getBoundingClientRect().top
    })
    // The reader is in 'contexte''s text: its summary is above the screen, the text fills it.
    expect(await summary(page, contexte).evaluate(element => element.getBoundingClientRect().bottom)).toBeLessThan(0)
    await target.tap()
    await expect(panel(page, objectif)).toHaveJSProperty("open", true)
    await expect(panel(page, contexte)).toHaveJSProperty("open", false)
    await expect(panel(page, objectif).getByText(objectif.description)).toBeInViewport()
    // Within a pixel: scroll offsets are whole device pixels, the layout's positions are not.
    const after = await target.evaluate(element => element.getBoundingClientRect().top)
    expect(Math.abs(after - before)).toBeLessThan(1)
  })

  test("leaves no hover highlight on a summary tapped open then closed", async ({ page }) => {
    await gotoHydrated(page, "/processus-verification")
    const background = (section: Section) =>
      summary(page, section).evaluate(element => getComputedStyle(element).backgroundColor)
    await summary(page, objectif).tap()
    await expect(panel(page, objectif)).toHaveJSProperty("open", true)
    await summary(page, objectif).tap()
    await expect(panel(page, objectif)).toHaveJSProperty("open", false)
    // Chromium keeps :hover on the last element tapped; the untouched closed summary is the reference.
    expect(await summary(page, objectif).evaluate(element => element.matches(":hover"))).toBe(true)
    expect(await background(objectif)).toBe(await background(modalite))
  })
})

test.describe("the verification process page's diagrams", () => {
  for (const section of [objectif, modalite]) {
    test(`'${section.id}' shows the « ${section.diagram!.title} » diagram and its steps as an ordered list`, async ({
      page,
    }) => {
      await page.goto("/processus-verification")
      await summary(page, section).click()
      // Under its button, the image is found by its alt text (the viewer's large one is in the figure too).
      const image = panel(page, section).locator("figure > div > picture").getByAltText(diagramAlt(section.diagram!), {
        exact: true,
      })
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      // gatsby-plugin-image: modern formats and a responsive srcset.
      const sources = panel(page, section).locator("figure > div > picture source")
      await expect(sources.first()).toHaveAttribute("type", /image\/(avif|webp)/)
      expect(await image.getAttribute("srcset")).toMatch(/\d+w,\s*\S+ \d+w/)
      const list = panel(page, section).getByRole("list", { name: diagramLabels.stepsHeading })
      expect(await list.evaluate(element => element.tagName)).toBe("OL")
      await expect(list.getByRole("listitem")).toHaveText(section.diagram!.steps)
    })
  }
})
