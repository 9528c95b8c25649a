#!/usr/bin/env bash
# The cost of highlighting in editors, measured in headless Chromium side by side in one page
# (js/test-browser/editors/bench.html) on a 10,000-line file: a keystroke in CodeMirror 6 with
# swift() against the bare editor, an incremental update against a full pass, the first highlight
# against Monaco's own Swift tokenizer. Uses the editors that scripts/test/editors.sh fetches
# (run it first). KEYSTROKES=N per round (6 rounds; default 150).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
[ -f "$repo/.build/editors/vendor/cm6/cm6-all.js" ] || { echo "bench-editors: run scripts/test/editors.sh first (it fetches the editors)" >&2; exit 1; }
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
node "$repo/scripts/bench/editors.mjs"
