#!/usr/bin/env bash
# Instructions per byte of the JavaScript package's highlight() over the 3.8 MB benchmark input,
# in Node, counted by callgrind: `node --no-liftoff --single-threaded`, so that V8 compiles the
# WebAssembly module once with its optimizing compiler (TurboFan), on the main thread, before the
# first call; a run of bench/js/instructions.mjs with W warm-up calls and N calls minus a run with
# the W warm-up calls alone, divided by N and by the input's bytes. The count covers everything a
# warm call does: encoding the string into the module's memory, the engine, decoding the HTML
# into a string. Both runs fix what V8 would otherwise vary from run to run: its seeds
# (`--hash-seed=1 --random-seed=1`; with random ones Node's start-up alone varied by ~4 M
# instructions, a primality test in the hash seed's set-up) and its heuristics that read the
# clock (`--predictable`: without it, the same two calls varied by up to 40 M instructions on a
# loaded machine, ±5 per byte). What is left is small: two runs over a 400 KB piece of the input
# gave 37.7 and 37.3 per byte.
#
#   scripts/bench/js-instructions.sh [--calls N] [--warmup W] [--scalar] [--keep DIR] [--file PATH] [--functions TOP]
#       --calls N   calls in the measured run (default 2)
#       --warmup W  calls before (default 6: V8 has optimized the glue's functions by then; over
#                   the bench file Node 20 (--trace-opt) optimizes the last of them, putUTF16, in
#                   the sixth call, and that compiling, ~3 instructions per byte, would otherwise
#                   fall into the measured calls)
#       --keep DIR  keep the two callgrind files in DIR (callgrind_annotate reads them)
#       --scalar    the scalar module even where the engine runs WebAssembly SIMD
#                   (SWIFT_HIGHLIGHT_WASM_SIMD=0)
#       --functions TOP  also the TOP functions by instructions per byte
#                   (scripts/bench/jit-functions.py): the code V8 generated (the module's
#                   functions, the glue's, V8's builtins) by name from the perf map Node writes
#                   with --perf-basic-prof, the rest by callgrind's names. The modules of
#                   scripts/build/wasm.sh have no names (wasm-function[N]); a module linked
#                   without wasm-ld's --strip-all and optimized with wasm-opt -g keeps them.
#
# Needs valgrind, node and js/swift_highlight.wasm (scripts/build/wasm.sh). Prints one line per
# run and the figure; takes a few minutes (Node under callgrind is ~50× slower). Over the default
# input the figure goes into bench/RESULTS.md as js-instructions-MODULE (block js-instructions-MODULE,
# MODULE simd or scalar, the module the run loaded; scripts/bench/record-results.py), where
# docs/speed.md reads it.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
calls=2 warmup=6 file="" scalar=0 keep="" functions=0
while [ $# -gt 0 ]; do
  case "$1" in
    --calls) calls=${2:?--calls needs a number}; shift 2 ;;
    --warmup) warmup=${2:?--warmup needs a number}; shift 2 ;;
    --file) file=${2:?--file needs a path}; shift 2 ;;
    --scalar) scalar=1; shift ;;
    --keep) keep=${2:?--keep needs a folder}; shift 2 ;;
    --functions) functions=${2:?--functions needs a number}; shift 2 ;;
    *) echo "usage: scripts/bench/js-instructions.sh [--calls N] [--warmup W] [--scalar] [--keep DIR] [--file PATH] [--functions TOP]" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null || { echo "js-instructions: valgrind is not installed (scripts/setup.sh test)" >&2; exit 1; }
command -v node >/dev/null || { echo "js-instructions: node is not on PATH" >&2; exit 1; }
[ -f "$repo/js/swift_highlight.wasm" ] || { echo "js-instructions: js/swift_highlight.wasm is missing (scripts/build/wasm.sh)" >&2; exit 1; }
record=0
if [ -z "$file" ]; then
  record=1
  # The input of scripts/bench/native.sh and instructions.sh (scripts/bench/callgrind-setup.sh writes it).
  file="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench/bench-input.swift"
fi
[ -s "$file" ] || { echo "js-instructions: no input file $file" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ $scalar = 1 ] && export SWIFT_HIGHLIGHT_WASM_SIMD=0

# With --functions: each instruction's address (--dump-instr) and V8's perf map of its code,
# moved out of /tmp (Node names it after the process); the log V8 writes besides goes to $tmp.
profile=() node_profile=()
[ "$functions" = 0 ] || { profile=(--dump-instr=yes); node_profile=(--perf-basic-prof --logfile="$tmp/v8.log" --no-logfile-per-isolate); }
count() { # CALLS -> prints the program's line, leaves the total in $tmp/ir.CALLS
  valgrind --tool=callgrind "${profile[@]}" --callgrind-out-file="$tmp/cg.$1" \
    node --no-liftoff --single-threaded --predictable --hash-seed=1 --random-seed=1 "${node_profile[@]}" "$repo/bench/js/instructions.mjs" "$file" "$1" "$warmup" \
    >"$tmp/out.$1" 2>"$tmp/log.$1" || { cat "$tmp/out.$1" "$tmp/log.$1" >&2; exit 1; }
  cat "$tmp/out.$1"
  sed -n 's/^summary: //p' "$tmp/cg.$1" > "$tmp/ir.$1"
  if [ "$functions" != 0 ]; then
    local pid
    pid=$(sed -n 's/^pid: //p' "$tmp/cg.$1")
    mv "/tmp/perf-$pid.map" "$tmp/map.$1"
  fi
}
count 0
count "$calls"
[ -z "$keep" ] || { mkdir -p "$keep" && cp "$tmp/cg.0" "$tmp/cg.$calls" "$keep/"; }
[ "$functions" = 0 ] || { [ -z "$keep" ] || cp "$tmp/map.0" "$tmp/map.$calls" "$keep/"; }
bytes=$(wc -c <"$file")
python3 - "$(cat "$tmp/ir.0")" "$(cat "$tmp/ir.$calls")" "$calls" "$bytes" <<'PY'
import sys
base, run, calls, size = (int(v) for v in sys.argv[1:])
per_call = (run - base) / calls
print(f"instructions: {base:,} with the warm-up calls alone, {run:,} with {calls} more; per call {per_call:,.0f}")
print(f"highlight() instructions per byte: {per_call / size:.1f} ({size:,} bytes)")
PY
[ "$functions" = 0 ] || python3 "$repo/scripts/bench/jit-functions.py" "$tmp/cg.$calls" "$tmp/map.$calls" "$tmp/cg.0" "$tmp/map.0" \
  "$calls" "$bytes" "$functions"
# Only plain runs are recorded (--functions adds the perf map's writing to the count).
[ $record = 1 ] && [ "$functions" = 0 ] || exit 0
# The module the measured run loaded, from its line (`module swift_highlight_simd.wasm …`).
case "$(cat "$tmp/out.$calls")" in
  *"module swift_highlight_simd.wasm"*) module=simd ;;
  *"module swift_highlight.wasm"*) module=scalar ;;
  *) echo "js-instructions: the run did not say which module it loaded" >&2; exit 1 ;;
esac
per_byte=$(python3 -c 'import sys; b, r, c, s = map(int, sys.argv[1:]); print(f"{(r - b) / c / s:.1f}")' \
  "$(cat "$tmp/ir.0")" "$(cat "$tmp/ir.$calls")" "$calls" "$bytes")
python3 "$repo/scripts/bench/record-results.py" "js-instructions-$module" \
  "scripts/bench/js-instructions.sh$([ $scalar = 1 ] && echo ' --scalar') (node $(node --version), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))" \
  "js-instructions-$module=$per_byte=instructions per byte of one warm highlight() call over the $bytes-byte input, $module module"
