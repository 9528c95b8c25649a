#!/usr/bin/env bash
# Screenshots of the playground (js/playground/) in headless Chromium, served from 127.0.0.1:
#
#   scripts/docs/screenshot-playground.sh [OUTDIR]
#
# Writes OUTDIR/playground.png (light) and OUTDIR/playground-dark.png (prefers-color-scheme:
# dark); OUTDIR defaults to docs/screenshots. Builds js/swift_highlight.wasm if it is missing.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
out=$(cd "${1:-$repo/docs/screenshots}" && pwd)
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
exec node "$repo/js/test-browser/screenshot.js" "$out"
