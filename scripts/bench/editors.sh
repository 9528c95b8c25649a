#!/usr/bin/env bash
# The cost of highlighting in editors, measured in headless Chromium side by side in one page
# (js/test-browser/editors/bench.html) on a 10,000-line file: a keystroke in CodeMirror 6 with
# swift() against the bare editor, an incremental update against a full pass, the first highlight
# against Monaco's own Swift tokenizer. Then, when the evaluation kit is there (../shared/eval,
# or SWIFT_HIGHLIGHT_EVAL_DIR), the accuracy of Monaco's and CodeMirror 5's own Swift modes
# beside ours on its training corpus (scripts/bench/editors-accuracy.mjs). Uses the editors that
# scripts/test/editors.sh fetches (run it first). KEYSTROKES=N per round and editor (default 300), ROUNDS=N rounds after one not measured (default 4), REPEATS=N times each keystroke is typed (default 3: the added cost at p99 is read from each keystroke's least time; scripts/bench/editors.mjs says why), COLOUR_EDITS=N edits per editor for the edit-to-colour delay (default 60).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
[ -f "$repo/.build/editors/vendor/cm6/cm6-all.js" ] || { echo "bench-editors: run scripts/test/editors.sh first (it fetches the editors)" >&2; exit 1; }
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
node "$repo/scripts/bench/editors.mjs"
eval_dir=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
if [ -e "$eval_dir/accuracy.sh" ]; then
  cache=${EVAL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-eval}
  if [ ! -f "$cache/train/.complete" ]; then
    rm -rf "$cache/train"; mkdir -p "$cache"
    python3 "$eval_dir/corpus.py" "$cache" >/dev/null
    touch "$cache/train/.complete"
  fi
  echo
  node "$repo/scripts/bench/editors-accuracy.mjs" "$eval_dir" "$cache/train"
else
  echo "bench-editors: accuracy skipped: no evaluation kit ($eval_dir/accuracy.sh not found)"
fi
