import { expect, test } from "@playwright/test"
import { readContent } from "./helpers"
import { routes } from "./routes"

// The process steps and the administrator-login texts are content no page shows.
const { steps } = readContent("processus-verification.json")
const login = readContent("connexion-admin.json")
const hidden = [...Object.values(steps).flat(), ...Object.values(login)]

test("no page shows the process steps nor the administrator-login texts", async ({ page }) => {
  expect(hidden.length).toBeGreaterThan(20)
  for (const { route } of routes) {
    await page.goto(route)
    // The HTML as well as the text: a closed panel of the verification page is in the HTML, hidden.
    const html = await page.content()
    const text = await page.locator("body").textContent()
    for (const entry of hidden) {
      expect(text, `${route}: ${entry}`).not.toContain(entry)
      expect(html, `${route}: ${entry}`).not.toContain(entry)
    }
  }
  await expect(page.locator("input")).toHaveCount(0)
})
