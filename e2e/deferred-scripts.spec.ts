import { expect, test } from "@playwright/test"
import { diagramLabels, isHydrated as hydrated, readContent } from "./helpers"
import { routes } from "./routes"

// The scripts wait for the visitor (src/build/defer-scripts.ts): nothing runs on arrival, the first
// activity runs them, and a button clicked before React listens still does what it says.

const verification = readContent("processus-verification.json")

test.describe("Gatsby's scripts", () => {
  for (const { route } of routes) {
    test(`${route}: fetched after the first paint, run only at the visitor's first move`, async ({ page }) => {
      const requests: { path: string; type: string }[] = []
      page.on("request", request => {
        if (request.url().endsWith(".js"))
          requests.push({ path: new URL(request.url()).pathname, type: request.resourceType() })
      })
      await page.goto(route, { waitUntil: "load" })
      await expect.poll(() => requests.length).toBeGreaterThanOrEqual(3)
      await page.waitForTimeout(500)
      expect(requests.every(({ type }) => type === "other")).toBe(true) // prefetches: fetched, not run
      expect(await page.locator("script[src]").count()).toBe(0)
      expect(await hydrated(page)).toBe(false)

      await page.mouse.move(10, 10)
      await expect.poll(() => hydrated(page)).toBe(true)
      const prefetched = requests.filter(({ type }) => type === "other").map(({ path }) => path)
      const run = await page
        .locator("script[src]")
        .evaluateAll(scripts => scripts.map(script => new URL((script as HTMLScriptElement).src).pathname))
      expect(run.slice(0, prefetched.length)).toEqual(prefetched)
    })
  }
})

test.describe("before the scripts have run", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("a click on the menu button opens the menu", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" })
    expect(await hydrated(page)).toBe(false)
    const button = page.getByRole("button", { name: "Menu" })
    await button.click()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    const links = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link")
    for (const link of await links.all()) await expect(link).toBeVisible()
    expect(await hydrated(page)).toBe(true)
  })

  test("a section chosen from the keyboard opens", async ({ page }) => {
    await page.goto("/processus-verification", { waitUntil: "load" })
    expect(await hydrated(page)).toBe(false)
    const [contexte, objectif] = verification.sections
    const toc = page.getByRole("navigation", { name: verification.tocHeading })
    await toc.getByRole("button", { name: objectif.title }).focus() // focus() dispatches no key event
    await page.keyboard.press("Enter")
    await expect(toc.getByRole("button", { name: objectif.title })).toHaveAttribute("aria-expanded", "true")
    await expect(toc.getByRole("button", { name: contexte.title })).toHaveAttribute("aria-expanded", "false")
  })

  test("a click on a diagram opens the viewer", async ({ page }) => {
    const [diagram] = readContent("processus-appels-plaintes.json").blocks.map(block => block.diagram)
    await page.goto("/processus-appels-plaintes", { waitUntil: "load" })
    expect(await hydrated(page)).toBe(false)
    await page.getByRole("button", { name: `${diagramLabels.openLabel} ${diagram.title}`, exact: true }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect(page.getByRole("dialog")).toHaveAccessibleName(diagram.title)
  })

  test("a link is followed as a plain link", async ({ page }) => {
    await page.goto("/", { waitUntil: "load" })
    const target = routes.find(({ route }) => route === "/mentions-legales")!
    await page.locator(`footer a[href="${target.route}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${target.route}$`))
    await expect(page).toHaveTitle(target.title)
  })
})
