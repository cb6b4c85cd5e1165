#!/usr/bin/env bash
# Every internal link and image of the built site answers, as nginx serves it (deploy/nginx/):
# linkinator crawls from the home page and the 404 page (srcset candidates and <noscript> images
# included). Addresses on other hosts (the canonical URLs, the public site) are not followed.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-${E2E_PORT:-9000}}"
BASE="http://127.0.0.1:$PORT"

bash scripts/serve-nginx.sh "$PORT" >/dev/null &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { echo "nginx n’a pas démarré" >&2; exit 1; }
  sleep 0.2
done

npx tsx scripts/crawl-links.ts "$BASE" / /404.html
