import { readFileSync } from "node:fs"
import path from "node:path"
import { htmlPages } from "../plugins/deploy-files/deploy-files"
import { publicDir, requireBuild } from "./helpers/built"
import { readContent } from "./helpers/content"

// What reads only the built pages runs here, in Node, on public/, not by loading each page in a browser.
requireBuild()

const pages = htmlPages(publicDir).map(file => ({
  page: path.relative(publicDir, file),
  html: readFileSync(file, "utf8"),
}))

/** The text of a page: its HTML without tags, scripts nor styles, entities decoded as a browser would show them. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

describe("the built pages", () => {
  it("are every route's, and the 404 page", () => {
    expect(pages.map(({ page }) => page)).toEqual(expect.arrayContaining(["index.html", "404.html"]))
    expect(pages.length).toBeGreaterThan(10)
  })

  // The process steps and the administrator-login texts are content no page shows (__tests__/unused-content.test.ts:
  // typed, kept, queried by no component). The HTML as well as the text: a closed panel is in the HTML, hidden.
  it("show neither the process steps nor the administrator-login texts", () => {
    const { steps } = readContent("processus-verification.json")
    const login = readContent("connexion-admin.json")
    const hidden = [...Object.values(steps).flat(), ...Object.values(login)]
    expect(hidden.length).toBeGreaterThan(20)
    for (const { page, html } of pages) {
      const text = textOf(html)
      for (const entry of hidden)
        expect({ page, entry, inText: text.includes(entry), inHtml: html.includes(entry) }).toEqual({
          page,
          entry,
          inText: false,
          inHtml: false,
        })
      // No page has the login's password field.
      expect(html).not.toMatch(/<input\b[^>]*type="?password/)
    }
  })

  // RGAA 8.7: each visit checks the lang around every phrase a page shows (visit.spec.ts); one no page shows
  // would prove nothing there (the content check also refuses a declared phrase no text uses).
  it("show each phrase site.json declares in another language somewhere", () => {
    for (const { phrase } of readContent("site.json").foreignPhrases)
      expect(pages.filter(({ html }) => textOf(html).includes(phrase)).map(({ page }) => page)).not.toEqual([])
  })
})
