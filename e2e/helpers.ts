import { readFileSync } from "node:fs"
import path from "node:path"

/** A file of data/: the browser tests check the pages against the content editors write. */
export const readData = <T>(file: string): T => JSON.parse(readFileSync(path.resolve("data", file), "utf8")) as T

export interface Diagram {
  title: string
  image: string
  alt: string
  steps: string[]
}

export const diagramLabels = readData<{
  diagram: Record<"openLabel" | "stepsHeading" | "close" | "zoomHint" | "zoomIn" | "zoomOut" | "zoomReset", string>
}>("interface.json").diagram

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
 * Loads a route and waits until React has hydrated it: a click or a key pressed on the static HTML
 * before that would be lost, and the test would fail for the wrong reason.
 */
export async function gotoHydrated(page: import("@playwright/test").Page, route: string) {
  await page.goto(route)
  await waitForHydration(page)
}

/** Waits until React has hydrated the page already loaded (after a reload that Gatsby did itself, say). */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main")
    return !!main && Object.keys(main).some(key => key.startsWith("__reactFiber"))
  })
}
