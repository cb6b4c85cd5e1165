#!/usr/bin/env bash
# The W3C's Nu Html Checker (npm vnu-jar) runs on Java: Debian's, installed when we can.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Java absent : installation du paquet Debian « default-jre-headless »…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java est introuvable : le vérificateur HTML du W3C (vnu) en a besoin. Installez-le puis relancez les tests :" >&2
echo "  sudo apt-get install default-jre-headless" >&2
exit 1
