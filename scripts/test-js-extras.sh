#!/usr/bin/env bash
# Tests of the JavaScript package's extras, with Node's built-in runner:
#   - the markdown-it plugin and the marked extension, with Debian's node-markdown-it and
#     node-marked (js/test/plugin-*.test.js);
#   - the package's "files" and the plugins' TypeScript declarations (tsc --strict);
#   - the playground in headless Chromium against a static server on 127.0.0.1: the DOM of a page
#     loaded with ?code= (js/test-browser/playground.test.js), and typing, keys, options, copy
#     buttons, share link and dark mode through the DevTools protocol
#     (js/test-browser/interaction.test.js); skipped, saying why, only if Chromium cannot run.
# Builds js/swift_highlight.wasm first when it is missing (scripts/build-wasm.sh).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
command -v node >/dev/null || { echo "test-js-extras: node is not on PATH (Node 18 or later)" >&2; exit 1; }
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build-wasm.sh"
cd "$repo/js"
exec node --test test/plugin-markdown-it.test.js test/plugin-marked.test.js test/plugin-package.test.js test/plugin-types.test.js \
  test-browser/playground.test.js test-browser/interaction.test.js
