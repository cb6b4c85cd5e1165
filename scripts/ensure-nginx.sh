#!/usr/bin/env bash
# The browser tests run against Debian's nginx serving public/ with deploy/nginx/. Install it when we can.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx absent : installation du paquet Debian « nginx »…"
  # Only the binary is wanted: the test harness starts its own unprivileged instance.
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  exit 0
fi
echo "nginx est introuvable ($NGINX). Installez-le puis relancez les tests :" >&2
echo "  sudo apt-get install nginx      (ou NGINX_PATH=/chemin/vers/nginx npm test)" >&2
exit 1
