#!/usr/bin/env bash
# What scripts/ensure-*.sh and editor/e2e/install/ensure-tools.sh share (sourced, not run): install the
# Debian packages a suite needs when we can (root and apt-get), else say how, in French, and fail.
#   apt_install_or_explain [--with-recommends] ABSENT EXPLANATION ALTERNATIVE PACKAGE…
#     ABSENT       what is missing, said before installing (« Chromium absent »)
#     EXPLANATION  the first line when we cannot install (what is missing, and « Installez-le… »)
#     ALTERNATIVE  what can stand in for the package, after the apt-get line (« ou CHROMIUM_PATH=… »), or ""
# Without --with-recommends, only the packages themselves (--no-install-recommends).

apt_install_or_explain() {
  local options=(-y -qq --no-install-recommends)
  if [ "${1:-}" = "--with-recommends" ]; then
    options=(-y -qq)
    shift
  fi
  local absent=$1 explanation=$2 alternative=$3
  shift 3
  local packages="$*" noun="du paquet Debian"
  [ $# -gt 1 ] && noun="des paquets Debian"
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "$absent : installation $noun « $packages »…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install "${options[@]}" "$@" >/dev/null
    return
  fi
  local command="sudo apt-get install ${options[*]:2} $packages"
  echo "$explanation" >&2
  echo "  ${command/  / }${alternative:+      ($alternative)}" >&2
  return 1
}
