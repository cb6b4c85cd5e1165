import { expect, test, type Page } from "@playwright/test"
import { vagueLinkText } from "../../content-model/link-text"
import { gotoHydrated, labels, readContent } from "./helpers"
import { checkedPaths, exposedLinks, withEachSectionOpen } from "./rgaa-helpers"
import { navigation, routes } from "./routes"

// The RGAA criteria a machine can check, on every route and the 404 page (docs/accessibilite/README.md
// says which criterion each test covers). Every section of a page is opened in turn: what a closed
// <details> holds is part of the page too.

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

test.describe("RGAA 9.1: headings", () => {
  for (const path of checkedPaths) {
    test(`${path}: one h1 at most, no level skipped, each heading titles something`, async ({ page }) => {
      await page.goto(path)
      const list = await headings(page)
      const h1s = list.filter(heading => heading.level === 1)
      expect(h1s.length, "one h1 at most").toBeLessThanOrEqual(1)
      // The 404 page's main area is empty (src/pages/404.tsx): its first heading is the footer's, an h2.
      expect(list[0]?.level, "the first heading").toBe(h1s.length ? 1 : 2)
      list.forEach((heading, index) => {
        const next = list[index + 1]
        if (next) expect(next.level, `after « ${heading.text} »`).toBeLessThanOrEqual(heading.level + 1)
        if (!next || next.level <= heading.level)
          expect(heading.followedByContent, `« ${heading.text} » titles some content`).toBe(true)
      })
    })
  }

  test("the footer's contact block has a real heading", async ({ page }) => {
    await page.goto("/")
    const title = readContent("pied-de-page.json").contact.title
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: title, exact: true })).toHaveCount(1)
  })
})

test.describe("RGAA 6.1 and 6.2: link names", () => {
  for (const path of checkedPaths) {
    test(`${path}: every link is named, says where it leads, and one name leads to one place`, async ({ page }) => {
      await page.goto(path)
      const links = (await withEachSectionOpen(page, () => exposedLinks(page))).flat()
      expect(links.length).toBeGreaterThan(0)
      const destinations = new Map<string, Set<string>>()
      for (const { name, href } of links) {
        expect(name, `the link to ${href} has a name`).not.toBe("")
        expect(vagueLinkText(name), `« ${name} » (${href})`).toBeUndefined()
        // Chromium exposes a name with its CSS text-transform (the header's upper case): one name whatever the case.
        const key = name.toLocaleLowerCase("fr")
        destinations.set(key, (destinations.get(key) ?? new Set()).add(href.replace(/#.*$/, "")))
      }
      for (const [name, hrefs] of destinations) expect([...hrefs], `the links named « ${name} »`).toHaveLength(1)
    })
  }
})

test.describe("RGAA 8.7: phrases in another language", () => {
  const phrases = readContent("site.json").foreignPhrases
  for (const { phrase, lang } of phrases) {
    test(`« ${phrase} » carries lang="${lang}" wherever a page shows it`, async ({ page }) => {
      let seen = 0
      for (const path of checkedPaths) {
        await page.goto(path)
        const found = await page.evaluate(phrase => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          const langs: string[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.textContent?.includes(phrase))
              langs.push(node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "")
          }
          return langs
        }, phrase)
        expect(found, `${path}: the languages around « ${phrase} »`).toEqual(found.map(() => lang))
        seen += found.length
      }
      // The content check refuses a declared phrase no text uses (accessibility-checks.ts): one no page shows
      // proves nothing here.
      expect(seen, `« ${phrase} » appears on some page`).toBeGreaterThan(0)
    })
  }

  test("a navigation inside the site is announced in French, and Gatsby's English announcer is silent", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    const target = routes.find(({ route }) => route === navigation[1].path)!
    await page
      .getByRole("navigation", { name: labels.mainNavigation })
      .getByRole("link", { name: navigation[1].label })
      .click()
    await expect(page).toHaveURL(new RegExp(`${target.route}$`))
    await expect(page.getByRole("status").filter({ hasText: target.h1 })).toHaveText(
      `${labels.routeAnnouncement} ${target.h1}`,
    )
    // Whatever Gatsby writes in its own region, no live region exposed to assistive technologies says it.
    const exposedLive = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert]")]
        .filter(region => !region.closest("[aria-hidden=true]"))
        .map(region => region.textContent ?? ""),
    )
    expect(exposedLive.join(" | ")).not.toMatch(/Navigated/)
  })
})

test.describe("RGAA 1.9: figures", () => {
  for (const path of checkedPaths) {
    test(`${path}: each figure is named by its caption`, async ({ page }) => {
      await page.goto(path)
      const figures = await page.locator("figure").evaluateAll(all =>
        all.map(figure => ({
          role: figure.getAttribute("role"),
          label: figure.getAttribute("aria-label"),
          caption: figure.querySelector(":scope > figcaption")?.textContent?.trim() ?? null,
        })),
      )
      for (const figure of figures) {
        expect(["figure", "group"]).toContain(figure.role)
        expect(figure.caption).toBeTruthy()
        expect(figure.label).toBe(figure.caption)
      }
    })
  }
})

test.describe("RGAA 7.5: status messages", () => {
  for (const path of checkedPaths) {
    test(`${path}: every live region is a status, an alert or a log`, async ({ page }) => {
      // Once hydrated: the page as it stays, Gatsby's own region included.
      await gotoHydrated(page, path)
      const roles = await page.evaluate(() =>
        [...document.querySelectorAll("[aria-live]:not([aria-live=off])")]
          .filter(region => !region.closest("[aria-hidden=true]"))
          .map(region => region.getAttribute("role") ?? `no role: ${region.outerHTML.slice(0, 80)}`),
      )
      for (const role of roles) expect(["status", "alert", "log"]).toContain(role)
    })
  }

  test("the invitation shown when every section is closed is a status message", async ({ page }) => {
    await page.goto("/processus-verification")
    await page.locator("details[open] > summary").click()
    const invitation = readContent("processus-verification.json").invitation
    await expect(page.getByRole("status").filter({ hasText: invitation })).toBeVisible()
  })
})
