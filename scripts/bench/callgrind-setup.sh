#!/usr/bin/env bash
# What the callgrind benchmarks (scripts/bench/stream-cost.sh, scripts/bench/instructions.sh)
# need before they measure: a release libHighlight.a, valgrind, and the 3.8 MB benchmark input
# of scripts/bench/native.sh (written from the evaluation kit's corpus.py --bench when it is not
# cached yet). Prints two lines: the folder of the library, then the input's path.
#
#   scripts/bench/callgrind-setup.sh NAME [LIB_DIR]
#       NAME: the calling script's name, for its messages
#       LIB_DIR: folder of a release libHighlight.a (default: swift build -c release --product Highlight)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
name=$1 libdir=${2:-}
if [ -z "$libdir" ]; then
  swift build -c release --product Highlight >&2
  libdir=$(swift build -c release --show-bin-path)
fi
command -v valgrind >/dev/null || { echo "$name: valgrind is not installed (scripts/setup.sh test)" >&2; exit 1; }
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
input="$cache/bench-input.swift"
if [ ! -s "$input" ]; then
  kit=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
  [ -f "$kit/corpus.py" ] || { echo "$name: no benchmark input and no evaluation kit ($kit) to write it" >&2; exit 1; }
  mkdir -p "$cache"
  python3 "$kit/corpus.py" --bench "$input.tmp"
  mv "$input.tmp" "$input"
fi
echo "$libdir"
echo "$input"
