import { expect, type Page } from "@playwright/test"
import { vagueLinkText } from "../../../content-model/link-text"
import { readContent } from "../helpers"
import { exposedLinks, withEachSectionOpen } from "../rgaa-helpers"

// The RGAA criteria a machine checks on one page (docs/accessibilite/README.md says which criterion each covers).

interface Heading {
  level: number
  text: string
  /** Whether some content (text, an image) stands between this heading and the next one. */
  followedByContent: boolean
}

/** The headings of the page, in document order (those of a closed dialog left out). */
const headings = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(
      heading => !heading.closest("dialog:not([open]), [aria-hidden=true]"),
    )
    return all.map((heading, index): Heading => {
      const next = all[index + 1]
      const range = document.createRange()
      range.setStartAfter(heading)
      if (next) range.setEndBefore(next)
      else range.setEndAfter(document.body.lastChild ?? document.body)
      const between = range.cloneContents()
      return {
        level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
        text: heading.textContent?.trim() ?? "",
        followedByContent: (between.textContent ?? "").trim() !== "" || !!between.querySelector("img, svg[role=img]"),
      }
    })
  })

/** RGAA 9.1: one h1 at most, no level skipped, each heading titles something. */
export async function checkHeadings(page: Page) {
  const list = await headings(page)
  const h1s = list.filter(heading => heading.level === 1)
  expect.soft(h1s.length, "one h1 at most").toBeLessThanOrEqual(1)
  // The 404 page's main area is empty (src/pages/404.tsx): its first heading is the footer's, an h2.
  expect.soft(list[0]?.level, "the first heading").toBe(h1s.length ? 1 : 2)
  list.forEach((heading, index) => {
    const next = list[index + 1]
    if (next) expect.soft(next.level, `after « ${heading.text} »`).toBeLessThanOrEqual(heading.level + 1)
    if (!next || next.level <= heading.level)
      expect.soft(heading.followedByContent, `« ${heading.text} » titles some content`).toBe(true)
  })
}

/** RGAA 1.9: each figure is named by its caption. */
export async function checkFigures(page: Page) {
  const figures = await page.locator("figure").evaluateAll(all =>
    all.map(figure => ({
      role: figure.getAttribute("role"),
      label: figure.getAttribute("aria-label"),
      caption: figure.querySelector(":scope > figcaption")?.textContent?.trim() ?? null,
    })),
  )
  for (const figure of figures) {
    expect.soft(["figure", "group"]).toContain(figure.role)
    expect.soft(figure.caption).toBeTruthy()
    expect.soft(figure.label).toBe(figure.caption)
  }
}

/** RGAA 7.5: every live region is a status, an alert or a log (once hydrated: Gatsby's own region included). */
export async function checkLiveRegions(page: Page) {
  const roles = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-live]:not([aria-live=off])")]
      .filter(region => !region.closest("[aria-hidden=true]"))
      .map(region => region.getAttribute("role") ?? `no role: ${region.outerHTML.slice(0, 80)}`),
  )
  for (const role of roles) expect.soft(["status", "alert", "log"]).toContain(role)
}

/**
 * RGAA 8.7: each phrase site.json declares in another language carries its lang wherever the page shows it.
 * That each phrase appears on some page (or this proves nothing) is read on the built pages (__tests__/built-pages.test.ts).
 */
export async function checkForeignPhrases(page: Page, path: string) {
  for (const { phrase, lang } of readContent("site.json").foreignPhrases) {
    const found = await page.evaluate(phrase => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const langs: string[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.includes(phrase))
          langs.push(node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "")
      }
      return langs
    }, phrase)
    expect.soft(found, `${path}: the languages around « ${phrase} »`).toEqual(found.map(() => lang))
  }
}

/** RGAA 6.1 and 6.2, each section open in turn: every link is named, says where it leads, one name leads to one place. */
export async function checkLinkNames(page: Page) {
  const links = (await withEachSectionOpen(page, () => exposedLinks(page))).flat()
  expect.soft(links.length).toBeGreaterThan(0)
  const destinations = new Map<string, Set<string>>()
  for (const { name, href } of links) {
    expect.soft(name, `the link to ${href} has a name`).not.toBe("")
    expect.soft(vagueLinkText(name), `« ${name} » (${href})`).toBeUndefined()
    // Chromium exposes a name with its CSS text-transform (the header's upper case): one name whatever the case.
    const key = name.toLocaleLowerCase("fr")
    destinations.set(key, (destinations.get(key) ?? new Set()).add(href.replace(/#.*$/, "")))
  }
  for (const [name, hrefs] of destinations) expect.soft([...hrefs], `the links named « ${name} »`).toHaveLength(1)
}
