#!/usr/bin/env bash
# The JavaScript benchmark: swift-highlight's WebAssembly package against
# highlight.js and Prism, in one Node process (bench/js/bench.mjs), string in, HTML string out.
#
#   scripts/bench/js.sh [--file PATH] [--runs N]
#
# Sets up what it needs: the Debian packages of scripts/debian-packages-{wasm,js}.txt and
# scripts/debian-packages-bench-js.txt (scripts/setup.sh bench-js: node-highlight.js, node-prismjs),
# js/swift_highlight.wasm (scripts/build/wasm.sh, when it is missing or older than the engine's
# sources), and the 3.8 MB input of ../shared/eval/corpus.py --bench, cached outside git in
# ${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench/ (the file scripts/bench/native.sh uses).
# Prints MB/s, µs per ~1 KB snippet and the time from import to the first result for each, the
# ratios, and PASS/FAIL against the targets (≥ 120 MB/s, ≥ 20× highlight.js, ≥ 20× Prism,
# ≤ 20 µs per snippet); exits 1 when a target fails.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
input="$cache/bench-input.swift"
file="" runs=7
while [ $# -gt 0 ]; do
  case "$1" in
    --file) file=${2:?--file needs a path}; shift 2 ;;
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    *) echo "usage: scripts/bench/js.sh [--file PATH] [--runs N]" >&2; exit 2 ;;
  esac
done
say() { echo "bench-js: $*" >&2; }

"$repo/scripts/setup.sh" wasm js bench-js
command -v node >/dev/null || { say "node is not on PATH (Node 18 or later)"; exit 2; }

wasm="$repo/js/swift_highlight.wasm"
if [ ! -f "$wasm" ] || [ -n "$(find "$repo/Sources/Highlight" "$repo/Sources/HighlightLibc" "$repo/scripts/build/wasm.sh" -newer "$wasm" -print -quit)" ]; then
  say "building $wasm"
  "$repo/scripts/build/wasm.sh" >&2
fi

if [ -z "$file" ]; then
  file=$input
  if [ ! -s "$input" ]; then
    [ -f "$repo/../shared/eval/corpus.py" ] || {
      say "the benchmark input comes from ../shared/eval/corpus.py --bench, and ../shared is missing here;"
      say "give another Swift file with --file PATH"
      exit 2
    }
    mkdir -p "$cache"
    say "writing the benchmark input $input"
    python3 "$repo/../shared/eval/corpus.py" --bench "$input.tmp"
    mv "$input.tmp" "$input"
  fi
fi
[ -s "$file" ] || { say "no input file $file"; exit 2; }

echo "revision: $(git -C "$repo" describe --always --dirty 2>/dev/null || echo unknown)"
exec node --expose-gc "$repo/bench/js/bench.mjs" "$file" --runs "$runs"
