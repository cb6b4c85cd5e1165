#!/usr/bin/env bash
# The PDF tests read the text of the PDFs the build writes with Debian's pdftotext (poppler-utils). Install it when we can.
set -euo pipefail
source "$(dirname "$0")/ensure-lib.sh"
PDFTOTEXT="${PDFTOTEXT_PATH:-$(command -v pdftotext || echo /usr/bin/pdftotext)}"
if [ -x "$PDFTOTEXT" ]; then exit 0; fi
apt_install_or_explain "pdftotext absent" \
  "pdftotext est introuvable. Installez-le puis relancez les tests :" \
  "ou PDFTOTEXT_PATH=/chemin/vers/pdftotext npm test" poppler-utils
