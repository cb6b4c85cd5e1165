/** Debian's Chromium, never a downloaded browser (see scripts/ensure-chromium.sh). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Without these, Chromium keeps reaching for Google's hosts, which this closed network refuses. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
