import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"
import { assertionReporters } from "../tooling/assertion-count"

/**
 * The publication tests (deploy/README.md § Publication): two real builds, published one after the other
 * with `npm run publish`'s code into a temporary <dir>, served by nginx with deploy/nginx/. Each spec
 * starts its own nginx on its own port (E2E_RELEASE_PORT, E2E_LOAD_PORT); one worker, since a
 * publication under load must not share the two cores with a browser.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  workers: 1,
  retries: 0,
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ...assertionReporters()],
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }, trace: "off" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
  ],
})
