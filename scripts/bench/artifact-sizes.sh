#!/usr/bin/env bash
# Prints a Markdown table of the size of every release artifact in DIST (default: dist/), as
# bench/RESULTS.md records it: the file's size, and what it unpacks to (the sum of the sizes of
# the files inside: tar and gzip archives, .deb data, wheels and other zip files).
#
#   scripts/bench/artifact-sizes.sh [DIST]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist=${1:-$root/dist}
[ -d "$dist" ] || { echo "artifact-sizes: $dist is missing (scripts/release.sh writes it)" >&2; exit 1; }
unpacked() { # file -> the bytes of the regular files inside, or "" when not an archive
  case "$1" in
    *.tar.gz|*.tgz|*.crate) tar -tvzf "$1" | awk '$1 ~ /^-/ { s += $3 } END { print s + 0 }' ;;
    *.deb) dpkg-deb --fsys-tarfile "$1" | tar -tv | awk '$1 ~ /^-/ { s += $3 } END { print s + 0 }' ;;
    *.whl|*.zip) python3 -c 'import sys, zipfile; print(sum(i.file_size for i in zipfile.ZipFile(sys.argv[1]).infolist()))' "$1" ;;
    *) echo "" ;;
  esac
}
echo "| artifact | bytes | KiB | unpacked bytes |"
echo "|---|---:|---:|---:|"
find "$dist" -maxdepth 1 -type f -printf '%f\n' | LC_ALL=C sort | while read -r name; do
  f=$dist/$name
  size=$(stat -c %s "$f")
  u=$(unpacked "$f")
  printf '| `%s` | %s | %s | %s |\n' "$name" "$size" "$(awk -v s="$size" 'BEGIN { printf "%.1f", s / 1024 }')" "${u:-–}"
done
