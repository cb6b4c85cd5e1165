#!/usr/bin/env bash
# The installation test (run.ts) checks the units with Debian's systemd-analyze (package « systemd »),
# answers certbot's challenge with curl and makes certificates with openssl. Install them when we can.
set -euo pipefail
missing=()
command -v systemd-analyze >/dev/null || missing+=(systemd)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Absents : ${missing[*]} ; installation des paquets Debian…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "Paquets Debian manquants pour le test d’installation : ${missing[*]}. Installez-les puis relancez :" >&2
echo "  sudo apt-get install ${missing[*]}" >&2
exit 1
