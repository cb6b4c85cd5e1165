import { expect, type Page } from "@playwright/test"
import type { Content } from "../src/content-model/model"
import { readContent } from "../src/content-model/read-content"

/** The browser tests check the pages against the content editors write, typed by the model. */
export { readContent }

export type Diagram = Content<"processus-appels-plaintes.json">["blocks"][number]["diagram"]

export const diagramLabels = readContent("interface.json").diagram

/** The routes of this part of the site, with their content files. */
export const contentPages = [
  { route: "/politique-impartialite", file: "politique-impartialite.json" },
  { route: "/politique-confidentialite", file: "politique-confidentialite.json" },
  { route: "/nos-activites", file: "nos-activites.json" },
  { route: "/processus-verification", file: "processus-verification.json" },
  { route: "/processus-appels-plaintes", file: "processus-appels-plaintes.json" },
  { route: "/methode-certification-durabilite", file: "methode-certification-durabilite.json" },
  { route: "/mentions-legales", file: "mentions-legales.json" },
  { route: "/conditions-generales-vente", file: "conditions-generales-vente.json" },
  { route: "/accessibilite", file: "accessibilite.json" },
]

/**
 * Loads a route and waits until React has hydrated it. The scripts run at the visitor's first
 * activity (src/build/defer-scripts.ts): the pointer moves, as a visitor's would, without touching
 * the page's focus or scroll.
 */
export async function gotoHydrated(page: Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
}

/** React has hydrated the page: its `<main>` carries a fiber. */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main")
    return !!main && Object.keys(main).some(key => key.startsWith("__reactFiber"))
  })

/**
 * Moves the pointer until React has hydrated the page: a page that is still loading (Gatsby's own
 * reload, say) gets the next move.
 */
export async function waitForHydration(page: Page) {
  let step = 0
  await expect
    .poll(
      async () => {
        await page.mouse.move(1 + (step++ % 2), 1)
        return isHydrated(page).catch(() => false) // the document changed during the check
      },
      { intervals: [50, 100, 250], timeout: 30_000 },
    )
    .toBe(true)
}
