import { expect, type Page } from "@playwright/test"
import type { Content } from "../../content-model/model"
import { readContent } from "../../content-model/node/read-content"
import { missionText, type Statuses } from "../../src/utils/accreditation"
import { withStatuses, type StatusState } from "../helpers/statuses"
export { statementParts, statusStates } from "../helpers/statuses"

/** The browser tests check the pages against the content editors write, typed by the model. */
export { readContent }

export type Diagram = Content<"processus-appels-plaintes.json">["blocks"][number]["diagram"]

/** The interface's labels (menu button, navigation names, skip link…), as editors word them. */
export const labels = readContent("interface.json")
export const diagramLabels = labels.diagram

/** A diagram's image's alternative as the site writes it: the editor's text, then the pointer to its steps (RGAA 1.6). */
export const diagramAlt = (diagram: { alt: string }) => `${diagram.alt} ${diagramLabels.stepsPointer}`

/**
 * Loads a route and waits until React has hydrated it, for a test that needs what the scripts add
 * (zoom, client-side navigation, scroll reset…). Gatsby's scripts start once the text has painted
 * (plugins/scripts-after-first-paint/scripts-after-first-paint.tsx): nothing to provoke. The menu, the sections and the viewer work before hydration: their tests use `page.goto`.
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

/** Waits until React has hydrated the page (a page Gatsby reloads is checked again). */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => isHydrated(page).catch(() => false), { timeout: 30_000 }) // the document may change during the check
    .toBe(true)
}

/**
 * The expanded state Chromium itself exposes to assistive technologies for the element `selector`
 * finds (its accessibility tree, through the DevTools protocol): a `popovertarget` button or a
 * `<summary>` carries it without any aria-expanded attribute.
 */
export async function exposedExpanded(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    return nodes[0]?.properties?.find(property => property.name === "expanded")?.value.value as boolean | undefined
  } finally {
    await cdp.detach()
  }
}

/**
 * The same production build, with the statuses of site.json put in a given state (the fixtures of
 * __tests__/helpers/statuses.ts) in the static query result the browser fetches: React renders the page
 * as that state's build would (the server's HTML, in today's state, is replaced when hydration disagrees).
 * Whatever state data/ is in, each test can show each state.
 */
export async function asStatuses(page: Page, state: Pick<StatusState, "accredited" | "registered">) {
  const statuses = withStatuses(state)
  await page.route("**/page-data/sq/d/*.json", async route => {
    const response = await route.fetch()
    const body = (await response.json()) as { data?: { siteJson?: { accreditation?: Record<string, unknown> } } }
    if (body.data?.siteJson?.accreditation) body.data.siteJson.accreditation = { ...statuses }
    await route.fulfill({ response, json: body })
  })
  return statuses
}

/** The variant of a sentence on the reserved missions that data/'s statuses call for, and the other. */
export const variantsOf = (statuses: Statuses) =>
  missionText({ pending: "pending", granted: "granted" } as const, statuses) === "granted"
    ? (["granted", "pending"] as const)
    : (["pending", "granted"] as const)
