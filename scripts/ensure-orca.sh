#!/usr/bin/env bash
# The screen-reader suite (npm run test:orca) runs Debian's Orca on Debian's Firefox ESR in a virtual
# display (Xvfb), driven by xdotool, with a D-Bus session and the accessibility bus. Install them when we can.
set -euo pipefail
source "$(dirname "$0")/ensure-lib.sh"
COMMANDS=(orca firefox-esr Xvfb xdotool /usr/libexec/at-spi-bus-launcher dbus-run-session)
missing=0
for command in "${COMMANDS[@]}"; do command -v "$command" >/dev/null || missing=1; done
if [ $missing = 0 ]; then exit 0; fi
apt_install_or_explain "Lecteur d’écran absent" \
  "Orca, Firefox ESR, Xvfb ou xdotool sont introuvables. Installez-les puis relancez les tests :" \
  "" orca firefox-esr xvfb xdotool at-spi2-core dbus
