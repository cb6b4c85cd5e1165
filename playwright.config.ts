import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tooling/chromium"
import { assertionReporters } from "./tooling/assertion-count"
import { contentNavigationWidth, PIXELS_PER_REM } from "./plugins/navigation-width/navigation-width"

const PORT = process.env.E2E_PORT ?? "9000"
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }

/** A desktop shows the five links inline: 1280 px wide, or wider when data/'s labels need it (plugins/navigation-width). */
const DESKTOP_WIDTH = Math.max(1280, Math.ceil(contentNavigationWidth() * PIXELS_PER_REM))

export default defineConfig({
  testDir: "__tests__/e2e",
  // Publication across two builds: releases/playwright.config.ts (releases/e2e/).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ...assertionReporters()],
  use: { baseURL: BASE_URL, launchOptions: chromium, trace: "off" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: DESKTOP_WIDTH, height: 800 } },
    },
  ],
  // The production build, served by Debian's nginx with the production configuration of deploy/nginx/:
  // every spec runs against the real headers, CSP, caching and 404 handling.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `bash scripts/serve-nginx.sh ${PORT}`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
        timeout: 60_000,
      },
})
