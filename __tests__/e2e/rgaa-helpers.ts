import type { Page } from "@playwright/test"
import { routes } from "./routes"
import { UNKNOWN_PATH } from "./guard"

/** Every path the automatic checks cover: each route of the site, and an unknown one (the 404 page). */
export const checkedPaths = [...routes.map(({ route }) => route), UNKNOWN_PATH]

/**
 * Pages added since the last audit: the automatic checks cover them, but the grid's sample takes them only
 * once a person has audited them (docs/accessibilite/README.md, « Échantillon »). None today: « Vérifier un
 * rapport » was audited on 28 November 2026, its criteria 11.x (a form field) by hand.
 */
export const awaitingAudit: string[] = []

/** Every path the audit covers: the grid's sample (docs/accessibilite/grille.json). */
export const auditedPaths = checkedPaths.filter(path => !awaitingAudit.includes(path))

/**
 * Runs `inspect` once with every `<details>` closed as the page loads them, then once with each one
 * open in turn (an exclusive group closes the others): what a closed section holds is checked too.
 */
export async function withEachSectionOpen<T>(page: Page, inspect: () => Promise<T>): Promise<T[]> {
  const results = [await inspect()]
  const count = await page.locator("details").count()
  for (let index = 0; index < count; index++) {
    await page
      .locator("details")
      .nth(index)
      .evaluate(details => ((details as HTMLDetailsElement).open = true))
    results.push(await inspect())
  }
  return results
}

/** The links Chromium exposes to assistive technologies (its accessibility tree), with their name and href. */
export async function exposedLinks(page: Page): Promise<{ name: string; href: string }[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree")
    const links = nodes.filter(node => !node.ignored && node.role?.value === "link" && node.backendDOMNodeId)
    return await Promise.all(
      links.map(async node => {
        const { node: dom } = await cdp.send("DOM.describeNode", { backendNodeId: node.backendDOMNodeId })
        const attributes = dom.attributes ?? []
        const href = attributes[attributes.indexOf("href") + 1] ?? ""
        return { name: String(node.name?.value ?? "").trim(), href: new URL(href, page.url()).href }
      }),
    )
  } finally {
    await cdp.detach()
  }
}

/** The WCAG 1.4.12 text-spacing override (the W3C's bookmarklet), as a stylesheet. */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/**
 * The visitor's browser font size doubled, 16 to 32 px (RGAA 10.4): its setting, not a style, so every rem and em of
 * the site, and its media queries, follow it, on the page shown and the next ones.
 */
export async function doubleBrowserTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } })
}

/** How far the page scrolls sideways, in CSS pixels (0 when it reflows into the viewport). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
