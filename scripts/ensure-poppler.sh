#!/usr/bin/env bash
# The PDF tests read the text of the PDFs the build writes with Debian's pdftotext (poppler-utils). Install it when we can.
set -euo pipefail
PDFTOTEXT="${PDFTOTEXT_PATH:-$(command -v pdftotext || echo /usr/bin/pdftotext)}"
if [ -x "$PDFTOTEXT" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "pdftotext absent : installation du paquet Debian « poppler-utils »…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext est introuvable. Installez-le puis relancez les tests :" >&2
echo "  sudo apt-get install poppler-utils      (ou PDFTOTEXT_PATH=/chemin/vers/pdftotext npm test)" >&2
exit 1
