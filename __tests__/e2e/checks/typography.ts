import { expect, type Page } from "@playwright/test"

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

/** The text of `<main>` follows French typography: every text node, closed panels included. */
export async function checkTypography(page: Page) {
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
  expect.soft(text.length).toBeGreaterThan(100)
  for (const [rule, pattern] of typography)
    expect
      .soft(
        text.match(pattern)?.index,
        `${rule}: …${text.slice(text.search(pattern) - 30, text.search(pattern) + 30)}…`,
      )
      .toBeUndefined()
}
