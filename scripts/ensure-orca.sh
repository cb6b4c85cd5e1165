#!/usr/bin/env bash
# The screen-reader suite (npm run test:orca) runs Debian's Orca on Debian's Firefox ESR in a virtual
# display (Xvfb), driven by xdotool, with a D-Bus session and the accessibility bus. Install them when we can.
set -euo pipefail
PACKAGES=(orca firefox-esr xvfb xdotool at-spi2-core dbus)
COMMANDS=(orca firefox-esr Xvfb xdotool /usr/libexec/at-spi-bus-launcher dbus-run-session)
missing=0
for command in "${COMMANDS[@]}"; do command -v "$command" >/dev/null || missing=1; done
if [ $missing = 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Lecteur d’écran absent : installation des paquets Debian ${PACKAGES[*]}…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
  exit 0
fi
echo "Orca, Firefox ESR, Xvfb ou xdotool sont introuvables. Installez-les puis relancez les tests :" >&2
echo "  sudo apt-get install --no-install-recommends ${PACKAGES[*]}" >&2
exit 1
