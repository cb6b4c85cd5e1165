import { existsSync } from "node:fs"
import { expect, test } from "@playwright/test"

// The editor exists only in `npm run edit` (README.md): the production site has no admin page, so no
// sign-in, and its CSP and privacy proofs hold as they are.
test("the production build holds no /admin", async ({ request }) => {
  expect(existsSync("public/index.html")).toBe(true)
  expect(existsSync("public/admin")).toBe(false)
  for (const route of ["/admin", "/admin/", "/admin/config.yml", "/admin/cms.js"]) {
    expect((await request.get(route)).status(), route).toBe(404)
  }
})
