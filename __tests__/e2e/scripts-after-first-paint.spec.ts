import { expect, test } from "@playwright/test"
import { COMPILE_HINT } from "../../plugins/compile-hints/compile-hints"
import { waitForHydration } from "./helpers"

// On every route, that the scripts are asked for after the first contentful paint and the page hydrates is a
// step of its one visit (visit.spec.ts, checks/first-paint.ts).

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
