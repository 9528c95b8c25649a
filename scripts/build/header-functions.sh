#!/usr/bin/env bash
# Prints the functions of the public C header, one name a line, sorted: every declaration marked
# SWH_API in include/swift_highlight.h. The shared library exports exactly these (its version
# script is made from this list) and the tests compare its exports with it. Fails when a function
# is declared without SWH_API, so that a new function cannot be left out of the list.
#
#   scripts/build/header-functions.sh [HEADER]     HEADER default: include/swift_highlight.h
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
header=${1:-$root/include/swift_highlight.h}
# Declarations start a line with their return type; comments and continuation lines are indented
# or start with `/`, `*` or `#`, typedefs with `typedef`.
# (POSIX ERE only: \b is a GNU extension, and macOS has BSD grep.)
unmarked=$(grep -E '^[A-Za-z_].*[^A-Za-z0-9_]swh_[a-z0-9_]+\(' "$header" | grep -vE '^(SWH_API |typedef )' || true)
[ -z "$unmarked" ] || { printf 'header-functions.sh: declared without SWH_API:\n%s\n' "$unmarked" >&2; exit 1; }
# The name is the word just before the first `(` of the declaration.
names=$(grep -E '^SWH_API ' "$header" | sed -E 's/^SWH_API [^(]*[^A-Za-z0-9_](swh_[a-z0-9_]+)\(.*/\1/' | LC_ALL=C sort -u)
bad=$(grep -vxE 'swh_[a-z0-9_]+' <<<"$names" || true)
[ -z "$bad" ] || { printf 'header-functions.sh: cannot read a function name in:\n%s\n' "$bad" >&2; exit 1; }
[ -n "$names" ] || { echo "header-functions.sh: no SWH_API function in $header" >&2; exit 1; }
printf '%s\n' "$names"
