#!/usr/bin/env bash
# Installs the Debian packages the project needs on a fresh Debian machine with the Swift
# toolchain, only those missing: scripts/debian-packages.txt (what scripts/run.sh needs), plus
# scripts/debian-packages-NAME.txt for each NAME given (e.g. `scripts/setup.sh test rust`); each
# test stage and tool names the lists it needs.
# Idempotent and quiet when everything is there. Needs root (or sudo) only when it installs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
command -v swift >/dev/null || { echo "setup: swift is not on PATH; install the Swift toolchain first" >&2; exit 1; }
# Elsewhere (macOS, other Linux distributions) nothing is installed: each script checks for the
# tools it uses and names what is missing.
if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
  [ $# -eq 0 ] || echo "setup: not a Debian system; the packages of scripts/debian-packages-{$(IFS=,; echo "$*")}.txt are yours to provide" >&2
  exit 0
fi
lists=("$here/debian-packages.txt")
for name in "$@"; do
  [ -f "$here/debian-packages-$name.txt" ] || { echo "setup: no list scripts/debian-packages-$name.txt" >&2; exit 2; }
  lists+=("$here/debian-packages-$name.txt")
done
missing=()
# A line is a package, optionally followed by the command it provides: such a package is not
# needed where that command is already on PATH from elsewhere (npm comes with NodeSource's
# nodejs, which conflicts with Debian's npm package).
while read -r pkg provides _; do
  case "$pkg" in ''|'#'*) continue ;; esac
  [ -n "$provides" ] && command -v "$provides" >/dev/null && continue
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep "install ok installed" >/dev/null || missing+=("$pkg")
done < <(cat "${lists[@]}")
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  # Another apt or dpkg run (an unattended upgrade, a second setup) holds dpkg's lock for a
  # while: wait for it rather than fail.
  lock=(-o DPkg::Lock::Timeout=600)
  $sudo apt-get "${lock[@]}" update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get "${lock[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
