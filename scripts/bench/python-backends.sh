#!/usr/bin/env bash
# Benchmarks the Python release files in one process (python/benchmarks/bench_backends.py): the
# native wheel's engine (ctypes), the py3-none-any wheel's (WebAssembly through wasmtime) and
# Pygments' own Swift lexer, on whole-file HTML, ~1 KB snippets and tokens; then lists the size
# of every Python release file.
#
#   scripts/bench/python-backends.sh [--dist DIST_DIR] [--runs N] [--pygments-runs N]
#
# DIST_DIR (default: $DIST_DIR, else dist/) holds the files of scripts/release/python.sh, which
# builds them when they are missing. The wheels are unpacked into .build/bench-python; the venv
# is scripts/python-venv.sh's (Pygments) plus wasmtime. The input is ../shared/eval/corpus.py
# --bench, cached where scripts/bench/native.sh caches it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist=${DIST_DIR:-$root/dist}
if [ "${1:-}" = --dist ]; then dist=$2; shift 2; fi
version=$("$root/scripts/version.sh")
arch=$(uname -m)
find_one() { compgen -G "$dist/$1" | head -n 1 || true; }
native=$(find_one "swift_highlight-$version-py3-none-manylinux_*_$arch.whl")
any=$(find_one "swift_highlight-$version-py3-none-any.whl")
if [ -z "$native" ] || [ -z "$any" ]; then
  "$root/scripts/release/python.sh" "$dist" >/dev/null
  native=$(find_one "swift_highlight-$version-py3-none-manylinux_*_$arch.whl")
  any=$(find_one "swift_highlight-$version-py3-none-any.whl")
fi
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
input="$cache/bench-input.swift"
if [ ! -s "$input" ]; then
  [ -f "$root/../shared/eval/corpus.py" ] || { echo "bench-python-backends: ../shared/eval/corpus.py not found" >&2; exit 2; }
  mkdir -p "$cache"
  python3 "$root/../shared/eval/corpus.py" --bench "$input.tmp"
  mv "$input.tmp" "$input"
fi
work=$root/.build/bench-python
rm -rf "$work"; mkdir -p "$work/native" "$work/wasm"
python3 -m zipfile -e "$native" "$work/native"
python3 -m zipfile -e "$any" "$work/wasm"
venv_python=$("$root/scripts/python-venv.sh" "$native" | tail -n 1)
"$venv_python" -m pip install --quiet --disable-pip-version-check "$("$root/scripts/python-pins.sh" wasmtime)" >&2
# The venv's own swift_highlight (the native wheel) stays out of the way: the script imports the
# two unpacked copies.
"$venv_python" -m pip uninstall --quiet --yes swift-highlight >&2
echo "revision: $(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"
"$venv_python" "$root/python/benchmarks/bench_backends.py" "$input" "$work/native" "$work/wasm" "$@"
echo
echo "| Python release file | bytes |"
echo "|---|---|"
for f in "$dist"/swift_highlight-"$version"[-.]*; do
  printf '| %s | %s |\n' "$(basename "$f")" "$(wc -c < "$f" | tr -d ' ')"
done
