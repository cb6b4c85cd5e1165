import { expect, test, type Page } from "@playwright/test"
import { diagramLabels, exposedExpanded, isHydrated, readContent, waitForHydration } from "./helpers"

// A tap that comes while Gatsby's scripts are still on their way is answered by the browser at
// once; once React has hydrated, the page goes on from the state the visitor left it in.

/** Holds every script back until `release()`: the page is shown, React is not there yet. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>(resolve => (release = resolve))
  await page.route(/\.js$/, async route => {
    await released
    await route.continue()
  })
  return release
}

const verification = readContent("processus-verification.json")

test.describe("before hydration", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the menu opens at once, and stays coherent once React has hydrated", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await page.locator("header button[popovertarget]").click()
    const menu = page.locator("#menu-principal")
    await expect(menu).toBeVisible()
    expect(await isHydrated(page)).toBe(false)
    release()
    await waitForHydration(page)
    await expect(menu).toBeVisible()
    await expect.poll(() => exposedExpanded(page, "header button[popovertarget]")).toBe(true)
    // React's part: a client-side navigation closes it.
    await menu.getByRole("link").nth(1).click()
    await expect(page).toHaveURL(/\/nos-activites$/)
    await expect(menu).toBeHidden()
    await expect.poll(() => exposedExpanded(page, "header button[popovertarget]")).toBe(false)
  })

  test("a section opened before hydration stays open after it, and the group still works", async ({ page }) => {
    const [contexte, objectif, modalite] = verification.sections
    const release = await holdScripts(page)
    await page.goto("/processus-verification", { waitUntil: "domcontentloaded" })
    await page.locator(`#panneau-${objectif.id} > summary`).click()
    const openIds = () =>
      page.locator("details[name]").evaluateAll(all => all.filter(d => (d as HTMLDetailsElement).open).map(d => d.id))
    expect(await openIds()).toEqual([`panneau-${objectif.id}`])
    expect(await isHydrated(page)).toBe(false)
    release()
    await waitForHydration(page)
    expect(await openIds()).toEqual([`panneau-${objectif.id}`])
    await expect(page.locator(`#panneau-${objectif.id}`).getByText(objectif.description)).toBeVisible()
    await expect(page.locator(`#panneau-${contexte.id}`).getByText(contexte.description)).toBeHidden()
    await page.locator(`#panneau-${modalite.id} > summary`).click()
    expect(await openIds()).toEqual([`panneau-${modalite.id}`])
    await page.locator(`#panneau-${modalite.id} > summary`).click()
    expect(await openIds()).toEqual([])
    await expect(page.getByText(verification.invitation)).toBeVisible()
  })

  test("a diagram's viewer opens at once, and zooms once React has hydrated", async ({ page }) => {
    const [block] = readContent("processus-appels-plaintes.json").blocks
    const release = await holdScripts(page)
    await page.goto("/processus-appels-plaintes", { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: `${diagramLabels.openLabel} ${block.diagram.title}`, exact: true }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleName(block.diagram.title)
    expect(await isHydrated(page)).toBe(false)
    release()
    await waitForHydration(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: diagramLabels.zoomIn }).click()
    await expect(dialog.locator("output")).toHaveText("125\u00a0%")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  })
})
