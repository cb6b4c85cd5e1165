#!/usr/bin/env bash
# The installation test (run.ts) checks the units with Debian's systemd-analyze (package « systemd »),
# answers certbot's challenge with curl and makes certificates with openssl. Install them when we can.
set -euo pipefail
source "$(dirname "$0")/../../../scripts/ensure-lib.sh"
missing=()
command -v systemd-analyze >/dev/null || missing+=(systemd)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
apt_install_or_explain "Absents : ${missing[*]}" \
  "Paquets Debian manquants pour le test d’installation : ${missing[*]}. Installez-les puis relancez :" \
  "" "${missing[@]}"
