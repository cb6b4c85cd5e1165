import { expect, test } from "@playwright/test"
import { filesUnder } from "../../content-model/node/files-under"

// Every HTML page Gatsby wrote, as nginx serves it: no NUL (U+0000) and no replacement character
// (U+FFFD), the two marks of a multi-byte character cut in two while the page was rendered
// (docs/decisions/react-18-decap-3.6.md).
const pages = filesUnder("public").filter(file => file.endsWith(".html") && !file.startsWith("_gatsby/"))

test("every built page is valid UTF-8 without U+0000 nor U+FFFD", async ({ request }) => {
  expect(pages).toContain("index.html")
  expect(pages.length).toBeGreaterThanOrEqual(9)
  for (const file of pages) {
    const route = `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`
    const response = await request.get(route)
    const bytes = await response.body()
    // fatal: a byte sequence that is not UTF-8 throws instead of turning into U+FFFD.
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    for (const [mark, name] of [
      ["\u0000", "U+0000"],
      ["\uFFFD", "U+FFFD"],
    ]) {
      const at = html.indexOf(mark)
      expect(at, `${file} (${route}) contient ${name} : « ${html.slice(Math.max(0, at - 40), at + 40)} »`).toBe(-1)
    }
  }
})
