#!/usr/bin/env bash
# The W3C's Nu Html Checker (npm vnu-jar) runs on Java: Debian's, installed when we can.
set -euo pipefail
source "$(dirname "$0")/ensure-lib.sh"
if command -v java >/dev/null; then exit 0; fi
apt_install_or_explain --with-recommends "Java absent" \
  "Java est introuvable : le vérificateur HTML du W3C (vnu) en a besoin. Installez-le puis relancez les tests :" \
  "" default-jre-headless
