#!/usr/bin/env bash
# The playground's tests, with Node's built-in runner (the plugins' tests are in js/test/, run by
# scripts/test-js.sh with the rest of the package's):
#   - the playground in headless Chromium against a static server on 127.0.0.1: the DOM of a page
#     loaded with ?code= (js/test-browser/playground.test.js), and typing, keys, options, copy
#     buttons, share link and dark mode through the DevTools protocol
#     (js/test-browser/interaction.test.js); skipped, saying why, only if Chromium cannot run.
# Builds js/swift_highlight.wasm first when it is missing (scripts/build-wasm.sh).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
command -v node >/dev/null || { echo "test-js-browser: node is not on PATH (Node 18 or later)" >&2; exit 1; }
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build-wasm.sh"
cd "$repo/js"
# Files, not the folder: newer Node versions read --test arguments as glob patterns.
exec node --test test-browser/playground.test.js test-browser/interaction.test.js
