#!/usr/bin/env bash
# Pages with the compiler's notes (swift-highlight --compiler --standalone on
# Tests/compiler/example.swift), checked in headless Chromium, light and dark: focus opens a
# name's popup (only it) inside the window, aria-describedby names each tooltip, the query and
# the error are shown below their lines, copying the block (or removing its role="tooltip"
# elements) leaves exactly the code, popups take the block's colours; and the same page with line
# numbers and a highlighted line (light): the notes stay inside the line elements.
#
#   scripts/test/compiler-pages.sh [BINARY]    BINARY defaults to .build/debug/swift-highlight
#
# Needs a Swift toolchain (swiftc and sourcekit-lsp on PATH) and Chromium; exits 77 (skipped,
# the last line says why) without them.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=${1:-"$repo/.build/debug/swift-highlight"}
[ -x "$binary" ] || { echo "compiler-pages: no executable at $binary (build first: swift build)" >&2; exit 1; }
swiftc=$(command -v swiftc || true)
[ -n "$swiftc" ] && [ -x "$(dirname "$(readlink -f "$swiftc")")/sourcekit-lsp" ] \
  || { echo "no swiftc with sourcekit-lsp beside it on PATH"; exit 77; }
. "$repo/scripts/test/chromium.sh"
[ -n "$chromium" ] || { echo "Chromium is not installed (apt-get install chromium)"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"
exec /usr/bin/env python3 "$repo/scripts/test/compiler_pages.py" "$binary" "$chromium" "$tmp" "${chromium_sandbox[@]}"
