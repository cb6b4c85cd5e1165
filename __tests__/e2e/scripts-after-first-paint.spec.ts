import { expect, test } from "@playwright/test"
import { routes } from "./routes"
import { COMPILE_HINT } from "../../plugins/compile-hints/compile-hints"
import { waitForHydration } from "./helpers"

// Gatsby's scripts wait in a <template> until the page has painted its text, then load and hydrate
// without waiting for the visitor (plugins/scripts-after-first-paint/scripts-after-first-paint.tsx).

for (const { route } of routes) {
  test(`${route}: Gatsby's scripts are asked for after the first contentful paint, and the page hydrates`, async ({
    page,
  }) => {
    await page.goto(route)
    await waitForHydration(page)
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter(entry => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map(entry => entry.startTime),
    }))
    expect(paint).toBeGreaterThan(0)
    expect(scripts).toHaveLength(3)
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint)
  })
}

test("every script a page runs opens with V8's compile hint (plugins/compile-hints/compile-hints.ts)", async ({
  page,
  request,
}) => {
  await page.goto("/processus-verification")
  await waitForHydration(page)
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter(entry => entry.name.startsWith(location.origin) && entry.name.endsWith(".js"))
      .map(entry => entry.name),
  )
  // The runtime, React, the app and the page's own code at least.
  expect(scripts.length).toBeGreaterThanOrEqual(4)
  for (const script of scripts) {
    const text = await (await request.get(script)).text()
    expect(text.split("\n", 1)[0], script).toBe(COMPILE_HINT)
  }
})
