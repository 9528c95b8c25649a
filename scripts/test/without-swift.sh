#!/usr/bin/env bash
# Runs a command where no Swift toolchain can be reached, to prove that an artifact needs none:
#   scripts/test/without-swift.sh COMMAND [ARG...]
# In a new mount namespace the toolchain's folder (the folder that holds usr/bin/swift, found
# from PATH, or SWIFT_TOOLCHAIN_DIR) is covered by an empty directory, and every PATH entry that
# still has a `swift`, `swiftc` or `swift-frontend` is dropped. A toolchain installed into the
# system's /usr (its folder is /, as in the official Swift container images) is covered piece by
# piece instead: its runtime and resource folders (/usr/lib/swift, /usr/lib/swift_static) by
# empty directories, and its programs (/usr/bin/swift, swiftc, swift-*) removed from an overlay
# of /usr/bin that only the namespace sees. The command then runs with the remaining PATH; the
# script checks first that none of those programs can be found.
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
empty=$(mktemp -d) overlay=$(mktemp -d); trap 'rmdir "$empty" "$overlay" 2>/dev/null || true' EXIT
unshare -m true 2>/dev/null || { echo "skipped: cannot make a mount namespace here (not root?)"; exit 77; }

# What is covered: the toolchain's folder, or its pieces when it is the system's /usr.
folders=() programs=()
if [ "$toolchain" = / ]; then
  for d in /usr/lib/swift /usr/lib/swift_static; do [ -d "$d" ] && folders+=("$d"); done
  for f in /usr/bin/swift /usr/bin/swiftc /usr/bin/swift-*; do [ -e "$f" ] && programs+=("$f"); done
else
  folders=("$toolchain")
fi

# PATH without the toolchain, and without any other folder that has a Swift driver in it (the
# system's /usr/bin stays when its Swift programs are covered).
clean=""
IFS=: read -r -a entries <<< "$PATH"
for d in "${entries[@]}"; do
  if [ "$toolchain" != / ]; then
    case "$d" in "$toolchain"|"$toolchain"/*) continue ;; esac
  fi
  case "$d" in /usr/bin|/bin) [ "$toolchain" = / ] && { clean=${clean:+$clean:}$d; continue; } ;; esac
  [ -x "$d/swift" ] || [ -x "$d/swiftc" ] || [ -x "$d/swift-frontend" ] && continue
  clean=${clean:+$clean:}$d
done

rc=0
FOLDERS=$(printf '%s\n' ${folders[@]+"${folders[@]}"}) PROGRAMS=$(printf '%s\n' ${programs[@]+"${programs[@]}"}) \
EMPTY=$empty OVERLAY=$overlay PATH=$clean unshare -m --propagation private -- bash -c '
  set -e
  while IFS= read -r d; do
    [ -n "$d" ] || continue
    mount --bind "$EMPTY" "$d"
    [ -z "$(ls -A "$d")" ] || { echo "without-swift: $d is still visible" >&2; exit 2; }
  done <<< "$FOLDERS"
  if [ -n "$PROGRAMS" ]; then
    mount -t tmpfs tmpfs "$OVERLAY"
    mkdir "$OVERLAY/upper" "$OVERLAY/work"
    mount -t overlay overlay -o "lowerdir=/usr/bin,upperdir=$OVERLAY/upper,workdir=$OVERLAY/work" /usr/bin
    while IFS= read -r f; do
      [ -n "$f" ] && rm -f "$f"
    done <<< "$PROGRAMS"
  fi
  for p in swift swiftc swift-frontend; do
    if command -v "$p" >/dev/null; then echo "without-swift: $p is still on PATH" >&2; exit 2; fi
  done
  exec "$@"' without-swift "$@" || rc=$?
exit $rc
