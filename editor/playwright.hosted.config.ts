import path from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"
import { assertionReporters } from "../tooling/assertion-count"
import { ORIGIN } from "./e2e/hosted/env"

// The hosted editor (npm run editor) behind nginx with TLS and accounts, a bare repository as origin
// (editor/e2e/hosted/serve.ts). One worker: the specs share the clone, its origin and the sign-in limits.
export default defineConfig({
  testDir: "e2e/hosted",
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ...assertionReporters()],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "off",
    ignoreHTTPSErrors: true,
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Started from the project's folder, as `npm run editor` and `npm run edit` are.
    cwd: path.resolve(__dirname, ".."),
    command: "npx tsx editor/e2e/hosted/serve.ts",
    // 401 counts as up: nothing answers there without an account.
    url: `${ORIGIN}/api/etat`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    // serve.ts publishes the public/ built before this suite and bundles the editor's page (esbuild, ≈ 5 s).
    timeout: 900_000,
    stdout: "pipe",
  },
})
