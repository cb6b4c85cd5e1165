#!/usr/bin/env bash
# Inside `dbus-run-session` (a D-Bus session of its own), on the Xvfb display $DISPLAY: the accessibility bus,
# Orca writing its debug log (what it speaks included) to $ORCA_LOG, then Firefox ESR on $START_URL with the
# fresh profile $FIREFOX_PROFILE. Started by session.ts in a process group of its own, ended with it.
set -euo pipefail
export GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1 GNOME_ACCESSIBILITY=1 GSETTINGS_BACKEND=memory
export MOZ_DISABLE_CONTENT_SANDBOX=1
unset MOZ_HEADLESS
/usr/libexec/at-spi-bus-launcher --launch-immediately &
sleep 1
orca --replace --debug-file "$ORCA_LOG" --user-prefs "$ORCA_PREFS" &
# Orca says « Screen reader on. » once it listens: Firefox starts after, so Orca sees its whole tree.
for _ in $(seq 100); do grep -q "SPEECH OUTPUT: 'Screen reader on.'" "$ORCA_LOG" 2>/dev/null && break; sleep 0.2; done
firefox-esr --no-remote --new-instance --profile "$FIREFOX_PROFILE" "$START_URL" &
wait
