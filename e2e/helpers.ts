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
  { route: "/mentions-legales", file: "mentions-legales.json" },
  { route: "/conditions-generales-vente", file: "conditions-generales-vente.json" },
  { route: "/accessibilite", file: "accessibilite.json" },
]

/**
 * Loads a route and waits until React has hydrated it. The scripts run at the visitor's first
 * activity (src/build/defer-scripts.ts): the pointer moves, as a visitor's would, without touching
 * the page's focus or scroll.
 */
export async function gotoHydrated(page: import("@playwright/test").Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
}

/** Moves the pointer, then waits until React has hydrated the page already loaded. */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.mouse.move(1, 1)
  await page.mouse.move(2, 2)
  await page.waitForFunction(() => {
    const main = document.querySelector("main")
    return !!main && Object.keys(main).some(key => key.startsWith("__reactFiber"))
  })
}
