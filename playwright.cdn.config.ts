import { defineConfig } from "@playwright/test"
import base from "./playwright.config"
import type { ServerOption } from "./__tests__/e2e/guard"

const PORT = process.env.E2E_CDN_PORT ?? "9094"
const BASE_URL = `http://127.0.0.1:${PORT}`

/**
 * The specs of headers, CSP, 404, addresses and the files crawlers read, run again against the production build served as
 * Cloudflare Pages serves it: `wrangler pages dev`, Cloudflare's runtime (workerd) with the platform's
 * rules for public/_headers, public/_redirects and 404.html, on the loopback (scripts/serve-cdn.sh).
 * What only nginx does is tagged @nginx in the specs.
 */
export default defineConfig<ServerOption>({
  ...base,
  testMatch: ["headers.spec.ts", "no-admin.spec.ts", "served-files.spec.ts"],
  grepInvert: /@nginx/,
  use: { ...base.use, baseURL: BASE_URL, server: "cloudflare-pages" },
  webServer: {
    command: `bash scripts/serve-cdn.sh ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    // The first run installs wrangler and Node in scripts/cdn/ (npm ci).
    timeout: 300_000,
  },
})
