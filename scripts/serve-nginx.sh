#!/usr/bin/env bash
# Serves public/ on 127.0.0.1:PORT with nginx and the production configuration of deploy/nginx/,
# in the foreground, without privileges: only the `root` line and the listening port differ from
# production (no TLS here). Used by Playwright's webServer and by the benchmark.
#   bash scripts/serve-nginx.sh [PORT]        (default: $E2E_PORT, else 9000)
#   PUBLIC_DIR=… CSP_CONF=…                   another build and its CSP (the benchmark's floor, bench/notes.md)
#   SITE_ROOT=<dir>/current CSP_CONF=<dir>/csp.conf
#                                             a published <dir> (deploy/README.md § Publication): the `current`
#                                             symlink is followed at each request, csp.conf reread on SIGHUP
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-${E2E_PORT:-9000}}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
PUBLIC="${SITE_ROOT:-$(realpath "${PUBLIC_DIR:-public}")}"
CSP_CONF="${CSP_CONF:-deploy/nginx/csp.conf}"

bash scripts/ensure-nginx.sh
if [ ! -f "$PUBLIC/index.html" ] || [ ! -f "$CSP_CONF" ]; then
  echo "Pas de build à servir : lancez d’abord « npm run build » (qui écrit aussi deploy/nginx/csp.conf)." >&2
  exit 1
fi
MIME_TYPES="$(dirname "$("$NGINX" -V 2>&1 | sed -n 's/.*--conf-path=\([^ ]*\).*/\1/p')")/mime.types"
[ -f "$MIME_TYPES" ] || MIME_TYPES=/etc/nginx/mime.types

# Everything nginx writes (pid, temp files) stays in .e2e/, one folder per port.
PREFIX="$PWD/.e2e/nginx-$PORT"
rm -rf "$PREFIX"
mkdir -p "$PREFIX/sylvene-audit" "$PREFIX/temp"
cp deploy/nginx/security-headers.conf "$PREFIX/sylvene-audit/"
if [ -n "${SITE_ROOT:-}" ]; then ln -s "$(realpath "$CSP_CONF")" "$PREFIX/sylvene-audit/csp.conf"; else cp "$CSP_CONF" "$PREFIX/sylvene-audit/csp.conf"; fi
sed "s|^root .*;|root $PUBLIC;|" deploy/nginx/site.conf >"$PREFIX/sylvene-audit/site.conf"
grep -q "^root $PUBLIC;" "$PREFIX/sylvene-audit/site.conf" || { echo "deploy/nginx/site.conf n’a plus de ligne « root … ; »" >&2; exit 1; }

# One process, no workers: it runs as the caller (who can read the work tree, where a root master's
# workers would be `nobody`), and stopping it leaves no orphaned worker behind. A single process
# cannot reload its configuration, though: the publication tests (SITE_ROOT) need a master that
# rereads csp.conf on SIGHUP as production's does, with one worker running as the caller.
if [ -n "${SITE_ROOT:-}" ]; then
  PROCESSES="master_process on; worker_processes 1;"
  [ "$(id -u)" = "0" ] && PROCESSES="$PROCESSES user root;"
else
  PROCESSES="master_process off;"
fi
cat >"$PREFIX/nginx.conf" <<CONF
$PROCESSES
pid $PREFIX/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include $MIME_TYPES;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $PREFIX/temp/body;
    proxy_temp_path $PREFIX/temp/proxy;
    fastcgi_temp_path $PREFIX/temp/fastcgi;
    uwsgi_temp_path $PREFIX/temp/uwsgi;
    scgi_temp_path $PREFIX/temp/scgi;
    server {
        listen 127.0.0.1:$PORT;
        server_name localhost;
        include sylvene-audit/site.conf;
    }
}
CONF

"$NGINX" -q -t -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr
echo "nginx sert $PUBLIC sur http://127.0.0.1:$PORT"
exec "$NGINX" -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr -g "daemon off;"
