#!/usr/bin/env bash
# Benchmarks the Python package against Pygments' own Swift lexer, in one process
# (python/benchmarks/bench_html.py): whole-file HTML and ~1 KB snippets; prints ratios and
# PASS/FAIL for the targets (≥ 50× Pygments, ≤ 15 µs per snippet); exits 1 on a FAIL.
#
#   scripts/bench/python.sh [--runs N] [--pygments-runs N]
#
# Installs the package from this tree into the venv of scripts/python-venv.sh first. The input is
# ../shared/eval/corpus.py --bench, cached where scripts/bench/native.sh caches it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
"$root/scripts/setup.sh" test
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
input="$cache/bench-input.swift"
if [ ! -s "$input" ]; then
  [ -f "$root/../shared/eval/corpus.py" ] || { echo "bench-python: ../shared/eval/corpus.py not found" >&2; exit 2; }
  mkdir -p "$cache"
  python3 "$root/../shared/eval/corpus.py" --bench "$input.tmp"
  mv "$input.tmp" "$input"
fi
venv_python=$("$root/scripts/python-venv.sh" | tail -n 1)
echo "revision: $(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"
exec "$venv_python" "$root/python/benchmarks/bench_html.py" "$input" "$@"
