#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Install it when we can.
set -euo pipefail
source "$(dirname "$0")/ensure-lib.sh"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
apt_install_or_explain --with-recommends "Chromium absent" \
  "Chromium est introuvable ($CHROMIUM). Installez-le puis relancez les tests :" \
  "ou CHROMIUM_PATH=/chemin/vers/chromium npm test" chromium
