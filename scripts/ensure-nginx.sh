#!/usr/bin/env bash
# The browser tests run against Debian's nginx serving public/ with deploy/nginx/. Install it when we can:
# only the binary is wanted, the test harness starts its own unprivileged instance.
set -euo pipefail
source "$(dirname "$0")/ensure-lib.sh"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
apt_install_or_explain "nginx absent" \
  "nginx est introuvable ($NGINX). Installez-le puis relancez les tests :" \
  "ou NGINX_PATH=/chemin/vers/nginx npm test" nginx
