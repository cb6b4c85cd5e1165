import path from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"
import { assertionReporters } from "../tooling/assertion-count"
import { SITE_PORT } from "./e2e/local/copy"

// The editor (`npm run edit`) in a copy of the project, kept with its Gatsby cache in .e2e/copies (serve-copy.ts):
// Decap CMS at /admin/ on gatsby develop, decap-server behind the content check. One worker: the specs write into
// the same copy of data/.
export default defineConfig({
  testDir: "e2e/local",
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ...assertionReporters()],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1400, height: 900 } },
    },
  ],
  webServer: {
    // Started from the project's folder, as `npm run editor` and `npm run edit` are.
    cwd: path.resolve(__dirname, ".."),
    command: "npx tsx editor/e2e/local/serve-copy.ts",
    url: `http://localhost:${SITE_PORT}/admin/`,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    // A cold `gatsby develop` plus the editor's own build: minutes on a small CI machine.
    timeout: 900_000,
    stdout: "pipe",
  },
})
