import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import { diagramLabels, gotoHydrated } from "./helpers"
import { contentPages } from "./routes"

// axe-core's analysis is CPU-bound: a few seconds on a quiet two-core machine, past the 30 s default
// under load 15-40 (docs/decisions/node-24.md). A longer limit for these specs, never a retry.
test.describe.configure({ timeout: 90_000 })

// French typography (docs/architecture.md), on the text the visitor reads. Each rule names what must not occur.
const typography: [string, RegExp][] = [
  ["an ordinary space before : ; ! ? »", / [:;!?»]/],
  ["an ordinary space after «", /« /],
  ["no space at all before ; ! ? »", /[^\s\u00a0\u202f][;!?»]/],
  ["a straight apostrophe", /'/],
  ["« n° » without a no-break space after it", /\bn°(?![\u00a0\u202f])/],
  ["digits grouped with an ordinary space", /\d \d{3}(?!\d)/],
  ["€ or % without a no-break space", /\d ?[€%]/],
]

const axe = (page: import("@playwright/test").Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])

for (const { route } of contentPages) {
  test.describe(route, () => {
    test("follows French typography", async ({ page }) => {
      await page.goto(route)
      // The RCS number is an identifier (« RCS Lyon 912 345 675 »), written as the registry writes it.
      const text = (
        await page.locator("main").evaluate(main => {
          // Every text node, closed panels included, but not the code of <script> or <style>.
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
          let all = ""
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest("script, style, noscript")) all += `${node.textContent}\n`
          }
          return all
        })
      ).replace(/RCS [A-Za-zÀ-ÿ-]+ [\d ]+/g, "")
      expect(text.length).toBeGreaterThan(100)
      for (const [rule, pattern] of typography)
        expect(
          text.match(pattern)?.index,
          `${rule}: …${text.slice(text.search(pattern) - 30, text.search(pattern) + 30)}…`,
        ).toBeUndefined()
    })

    test("has no accessibility violation axe can find (WCAG 2.2 AA)", async ({ page }) => {
      await gotoHydrated(page, route)
      expect((await axe(page).analyze()).violations).toEqual([])
    })
  })
}

test("the open viewer and the verification page with no section open have no accessibility violation", async ({
  page,
}) => {
  await gotoHydrated(page, "/processus-verification")
  const contexte = page.locator("details[name] > summary").first()
  await contexte.click()
  expect((await axe(page).analyze()).violations).toEqual([])
  await gotoHydrated(page, "/processus-appels-plaintes")
  await page.getByRole("button", { name: diagramLabels.openLabel }).first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  // Contrast is measured on the settled view, not halfway through its opening fade.
  await page.evaluate(() => Promise.all(document.getAnimations().map(animation => animation.finished)))
  expect((await axe(page).include("dialog").analyze()).violations).toEqual([])
})
