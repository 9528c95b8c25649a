#!/usr/bin/env bash
# Runs a command where no Swift toolchain can be reached, to prove that an artifact needs none:
#   scripts/test/without-swift.sh COMMAND [ARG...]
# In a new mount namespace the toolchain's folder (the folder that holds usr/bin/swift, found
# from PATH, or SWIFT_TOOLCHAIN_DIR) is covered by an empty directory, and every PATH entry that
# still has a `swift`, `swiftc` or `swift-frontend` is dropped. The command then runs with the
# remaining PATH; the script checks first that none of those programs can be found.
# Needs root (or the right to make a mount namespace) and util-linux's unshare. Exits 77, with
# the reason on its last line, where no mount namespace can be made; otherwise exits with the
# command's status.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/test/without-swift.sh COMMAND [ARG...]" >&2; exit 2; }
toolchain=${SWIFT_TOOLCHAIN_DIR:-}
if [ -z "$toolchain" ]; then
  swift_path=$(command -v swift || true)
  [ -n "$swift_path" ] || { echo "without-swift: no swift on PATH; running the command as it is" >&2; exec "$@"; }
  real=$(readlink -f "$swift_path")                 # …/usr/bin/swift-driver
  toolchain=$(cd "$(dirname "$real")/../.." && pwd)  # the folder that holds usr/
fi
[ -d "$toolchain" ] || { echo "without-swift: $toolchain is not a folder" >&2; exit 2; }
command -v unshare >/dev/null || { echo "skipped: unshare (util-linux) is not installed"; exit 77; }
empty=$(mktemp -d); trap 'rmdir "$empty" 2>/dev/null || true' EXIT
unshare -m true 2>/dev/null || { echo "skipped: cannot make a mount namespace here (not root?)"; exit 77; }

# PATH without the toolchain, and without any other folder that has a Swift driver in it.
clean=""
IFS=: read -r -a entries <<< "$PATH"
for d in "${entries[@]}"; do
  case "$d" in "$toolchain"|"$toolchain"/*) continue ;; esac
  [ -x "$d/swift" ] || [ -x "$d/swiftc" ] || [ -x "$d/swift-frontend" ] && continue
  clean=${clean:+$clean:}$d
done

rc=0
TOOLCHAIN=$toolchain EMPTY=$empty PATH=$clean unshare -m --propagation private -- bash -c '
  set -e
  mount --bind "$EMPTY" "$TOOLCHAIN"
  [ -z "$(ls -A "$TOOLCHAIN")" ] || { echo "without-swift: $TOOLCHAIN is still visible" >&2; exit 2; }
  for p in swift swiftc swift-frontend; do
    if command -v "$p" >/dev/null; then echo "without-swift: $p is still on PATH" >&2; exit 2; fi
  done
  exec "$@"' without-swift "$@" || rc=$?
exit $rc
