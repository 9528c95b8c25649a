#!/usr/bin/env bash
# The playground's tests, with Node's built-in runner (the plugins' tests are in js/test/, run by
# scripts/test/js.sh with the rest of the package's):
#   - the playground in headless Chromium against a static server on 127.0.0.1: the DOM of a page
#     loaded with ?code= (js/test-browser/playground.test.js), and typing, keys, options, copy
#     buttons, share link and dark mode through the DevTools protocol
#     (js/test-browser/interaction.test.js).
# Builds js/swift_highlight.wasm first when it is missing (scripts/build/wasm.sh). Exits 77 (the
# stage is skipped, the last line says why) only when Chromium is not installed or cannot start.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
"$repo/scripts/setup.sh" wasm js browser || echo "test-js-browser: setup could not install every package" >&2
command -v node >/dev/null || { echo "test-js-browser: node is not on PATH (Node 18 or later)" >&2; exit 1; }
. "$repo/scripts/test/chromium.sh"
if [ -z "$chromium" ]; then
  echo "Chromium is not installed (Debian's chromium; scripts/setup.sh browser installs it)"; exit 77
fi
profile=$(mktemp -d); trap 'rm -rf "$profile"' EXIT
chromium_starts "$profile" || exit 77
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
cd "$repo/js"
# Files, not the folder: newer Node versions read --test arguments as glob patterns.
node --test test-browser/playground.test.js test-browser/interaction.test.js test-browser/document.test.js
