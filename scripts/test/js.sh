#!/usr/bin/env bash
# Builds the WebAssembly engine once (scripts/build/wasm.sh) and runs the JavaScript package's
# tests with Node's built-in runner (js/test/*.test.js).
#
#   scripts/test/js.sh [CLI]
#
# CLI is a built swift-highlight executable (e.g. .build/release/swift-highlight): the tests
# compare the package's output with it in every mode; without it those tests report "skipped".
# When ../shared/eval is there, the training corpus is materialized (as ../shared/eval/accuracy.sh
# does, into the same cache) and compared too; otherwise that test reports "skipped".
# SKIP_WASM_BUILD=1 reuses the existing modules of js/ (swift_highlight.wasm,
# swift_highlight_simd.wasm, swift_highlight_site.wasm).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/setup.sh wasm js
command -v node >/dev/null || { echo "test-js: node is not installed (Debian's nodejs; scripts/setup.sh js installs it)" >&2; exit 1; }
if [ "${SKIP_WASM_BUILD:-0}" != 1 ] || [ ! -f js/swift_highlight.wasm ] || [ ! -f js/swift_highlight_simd.wasm ] \
    || [ ! -f js/swift_highlight_site.wasm ]; then
  scripts/build/wasm.sh
fi

if [ $# -ge 1 ]; then
  [ -x "$1" ] || { echo "test-js: no executable at $1" >&2; exit 1; }
  SWIFT_HIGHLIGHT_CLI=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
  export SWIFT_HIGHLIGHT_CLI
fi

eval_dir=$root/../shared/eval
if [ -f "$eval_dir/corpus.py" ]; then
  cache=${EVAL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-eval}
  if [ ! -f "$cache/train/.complete" ]; then
    rm -rf "$cache/train"; mkdir -p "$cache"
    if python3 "$eval_dir/corpus.py" "$cache" >/dev/null; then
      touch "$cache/train/.complete"
    else
      echo "test-js: could not materialize the training corpus; its test is skipped" >&2
    fi
  fi
  [ -f "$cache/train/.complete" ] && export SWIFT_HIGHLIGHT_CORPUS=$cache/train
fi

# One process per test file, as many at a time as there are cores: Node's default leaves one
# core out (two cores: one file at a time), and the files are independent (each writes only to
# its own mkdtemp folder). Node older than 20.10 lacks the option and keeps its default.
concurrency=()
node --help 2>/dev/null | grep -- --test-concurrency >/dev/null \
  && concurrency=(--test-concurrency="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)")
# Files, not the folder: newer Node versions read --test arguments as glob patterns.
exec node --test ${concurrency[@]+"${concurrency[@]}"} js/test/*.test.js
