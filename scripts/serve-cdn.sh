#!/usr/bin/env bash
# Serves public/ on 127.0.0.1:PORT as Cloudflare Pages does: `wrangler pages dev` runs Cloudflare's own
# runtime (workerd) with the platform's rules for public/_headers, public/_redirects, 404.html and
# addresses, in the foreground, with no account. Used by Playwright's webServer (playwright.cdn.config.ts).
#   bash scripts/serve-cdn.sh [PORT]          (default: $E2E_CDN_PORT, else 9094)
#
# wrangler and the Node it needs (>= 22.12; Debian's and the CI's may be older) are exact versions in
# scripts/cdn/package-lock.json, installed there on first use, apart from the project's packages.
# Nothing leaves the loopback: no usage data (WRANGLER_SEND_METRICS), no error report, no fetch of
# Request.cf from workers.cloudflare.com (CLOUDFLARE_CF_FETCH_ENABLED, documented in Wrangler's
# « System environment variables »), no update check on the npm registry (WRANGLER_HIDE_BANNER: the
# banner is what runs it), no log file in the home folder.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-${E2E_CDN_PORT:-9094}}"
PUBLIC="$(realpath "${PUBLIC_DIR:-public}")"
TOOLS="$PWD/scripts/cdn"

for file in index.html 404.html _headers _redirects; do
  if [ ! -f "$PUBLIC/$file" ]; then
    echo "Pas de build à servir ($PUBLIC/$file absent) : lancez d’abord « npm run build »." >&2
    exit 1
  fi
done

# npm ci again only when the lock file changed since the last installation.
STAMP="$TOOLS/node_modules/.installed-package-lock.json"
if ! cmp -s "$TOOLS/package-lock.json" "$STAMP"; then
  echo "Installation de wrangler et de Node (scripts/cdn/package-lock.json)…"
  npm ci --prefix "$TOOLS" --no-audit --no-fund --loglevel=error
  cp "$TOOLS/package-lock.json" "$STAMP"
fi

NODE="$(find "$TOOLS/node_modules" -maxdepth 3 -path '*/node-linux-*/bin/node' -type f | head -n 1)"
if [ -z "$NODE" ]; then
  # No Node build for this system among scripts/cdn's packages: the system's, if recent enough.
  NODE="$(command -v node)"
  if ! "$NODE" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; then
    echo "wrangler demande Node 22.12 ou plus récent, et scripts/cdn n’en fournit pas pour ce système." >&2
    exit 1
  fi
fi

# wrangler writes its state (.wrangler/) in the folder it starts from: one folder per port in .e2e/.
STATE="$PWD/.e2e/cdn-$PORT"
rm -rf "$STATE"
mkdir -p "$STATE"
cd "$STATE"
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_HIDE_BANNER=true WRANGLER_WRITE_LOGS=false
# The compatibility date of the bundled workerd: no newer date to look up.
exec "$NODE" "$TOOLS/node_modules/wrangler/bin/wrangler.js" pages dev "$PUBLIC" \
  --ip 127.0.0.1 --port "$PORT" --compatibility-date 2026-11-17 --log-level warn
