#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Install it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium absent : installation du paquet Debian « chromium »…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium est introuvable ($CHROMIUM). Installez-le puis relancez les tests :" >&2
echo "  sudo apt-get install chromium      (ou CHROMIUM_PATH=/chemin/vers/chromium npm test)" >&2
exit 1
