import { expect, type Page } from "@playwright/test"

/**
 * Gatsby's scripts wait in a <template> until the page has painted its text, then load and hydrate
 * without waiting for the visitor (plugins/scripts-after-first-paint/scripts-after-first-paint.tsx).
 * Read once the page has hydrated.
 */
export async function checkScriptsAfterFirstPaint(page: Page) {
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter(entry => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
      .map(entry => entry.startTime),
  }))
  expect.soft(paint).toBeGreaterThan(0)
  expect.soft(scripts).toHaveLength(3)
  for (const start of scripts) expect.soft(start).toBeGreaterThanOrEqual(paint)
}
