#!/usr/bin/env bash
# Prints the engine's Swift sources, one path a line, sorted: every .swift file below
# Sources/Highlight, however deep. Every script that compiles the engine outside SwiftPM takes
# its list from here, so that a new file or folder needs no script edits.
#
#   scripts/build/engine-sources.sh            absolute paths
#   scripts/build/engine-sources.sh --relative paths relative to the project root
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
case "${1:-}" in
  --relative) prefix="" ;;
  "") prefix="$root/" ;;
  *) echo "engine-sources.sh: unknown option $1" >&2; exit 2 ;;
esac
files=$(find Sources/Highlight -name '*.swift' -type f | LC_ALL=C sort)
# The sanitizer and fuzz builds compile a flat snapshot of these files: names must be unique.
dups=$(printf '%s\n' "$files" | sed 's|.*/||' | sort | uniq -d)
[ -z "$dups" ] || { echo "engine-sources.sh: file names used twice under Sources/Highlight: $dups" >&2; exit 1; }
printf '%s\n' "$files" | sed "s|^|$prefix|"
