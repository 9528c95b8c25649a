#!/usr/bin/env bash
# The parity test: every cell of Tests/parity/matrix.json (an output, its options, an input)
# through every door -- the command line, the C ABI, the Swift API, the Rust crate, Python's
# native and WebAssembly backends, and JavaScript -- must give the same bytes; the first
# differing cell of each door is named (Tests/parity/doors.py compare). Each door has a small
# driver (Tests/parity/: doors.py for the CLI and Python, door.c, door.mjs; ParityTests.swift;
# rust-demo/examples/parity.rs). Cheap: it reuses what earlier stages built and builds only the
# C driver.
#
#   scripts/test/parity.sh [BIN_DIR]
#
# BIN_DIR: the release build (swift-highlight and libHighlight.a; default: swift build -c
# release --show-bin-path). Also used: the debug build of `swift test` (run with --skip-build),
# rust-demo/target of scripts/test/rust.sh (the example is built by its cargo test), the venv of
# scripts/python-venv.sh with the package installed and the WebAssembly wheel's venv
# .build/test-python/venv-wasm (both made by scripts/test/python.sh), and
# js/swift_highlight.wasm (scripts/build/wasm.sh). A door whose build is missing fails, naming it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bin=${1:-$(swift build -c release --show-bin-path)}
matrix=Tests/parity/matrix.json
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
doors=()
time_door() { # NAME, command...: runs a driver, saying how long it took
  local name=$1 start
  shift
  start=${EPOCHREALTIME/[.,]/}
  if "$@" >"$out/$name.log" 2>&1; then
    doors+=("$name")
    local us=$((${EPOCHREALTIME/[.,]/} - start))
    printf 'parity: %-13s %d.%d s\n' "$name" $((us / 1000000)) $((us / 100000 % 10))
  else
    echo "parity: the $name driver failed:" >&2
    tail -n 20 "$out/$name.log" >&2
    return 1
  fi
}

[ -x "$bin/swift-highlight" ] || { echo "parity: no swift-highlight in $bin" >&2; exit 1; }
time_door cli python3 Tests/parity/doors.py cli "$matrix" "$out" "$bin/swift-highlight"

c_door() {
  # shellcheck disable=SC2046 # the link line is words
  cc -std=c11 -Wall -Wextra -Werror -pedantic -I include Tests/parity/door.c \
    $(scripts/build/link-flags.sh --dynamic "$bin") -o "$out/door-c"
  python3 Tests/parity/doors.py flat "$matrix" | "$out/door-c" "$out"
}
time_door c c_door

time_door swift env SWIFT_HIGHLIGHT_PARITY_OUT="$out" swift test --skip-build --filter ParityTests

rust_door() {
  local offline cargo_args=()
  offline=$(scripts/cargo-offline.sh)
  # shellcheck disable=SC2206 # "--config PATH" or nothing
  [ -n "$offline" ] && cargo_args=($offline)
  python3 Tests/parity/doors.py flat "$matrix" \
    | (cd rust-demo && cargo "${cargo_args[@]}" run --quiet --example parity -- "$out")
}
time_door rust rust_door

venv=${SWIFT_HIGHLIGHT_VENV:-$root/.venv-python}
[ -x "$venv/bin/python" ] || { echo "parity: no venv at $venv (scripts/test/python.sh makes it)" >&2; exit 1; }
time_door python-native env -u SWIFT_HIGHLIGHT_LIBRARY SWIFT_HIGHLIGHT_BACKEND=native \
  "$venv/bin/python" Tests/parity/doors.py python "$matrix" "$out"
# The WebAssembly backend from the py3-none-any wheel's venv of scripts/test/python.sh (the
# native wheel in the venv above holds no WebAssembly backend); a venv of the package's sources
# holds both.
wasm_venv=${SWIFT_HIGHLIGHT_WASM_VENV:-$root/.build/test-python/venv-wasm}
[ -x "$wasm_venv/bin/python" ] || wasm_venv=$venv
time_door python-wasm env SWIFT_HIGHLIGHT_BACKEND=wasm SWIFT_HIGHLIGHT_WASM="$root/js/swift_highlight.wasm" \
  "$wasm_venv/bin/python" Tests/parity/doors.py python "$matrix" "$out"
time_door js node Tests/parity/door.mjs "$matrix" "$out"

python3 Tests/parity/doors.py compare "$matrix" "$out" "${doors[@]}"
