#!/usr/bin/env bash
# Writes the Python package's release files into DIST_DIR (scripts/release.sh calls it):
#
#   swift_highlight-V-py3-none-manylinux_2_N_x86_64.whl   the native library, loaded with ctypes
#   swift_highlight-V-py3-none-manylinux_2_N_aarch64.whl  the same for Linux aarch64
#   swift_highlight-V-py3-none-any.whl                    the WebAssembly engine, run by wasmtime
#   swift_highlight-V.tar.gz                              the sdist: builds with swiftc alone
#
#   scripts/release/python.sh [--aarch64-library LIB] [--no-aarch64] DIST_DIR
#
# The x86_64 library and the .wasm are built here (scripts/build/shared.sh, scripts/build/wasm.sh)
# into .build/release-python. The aarch64 library is LIB when given, else built with
# `scripts/build/shared.sh --target aarch64` when that script can cross-compile (and skipped,
# with a note, when it cannot or with --no-aarch64). V is scripts/version.sh's. The libraries go
# in stripped. The files are reproducible (scripts/release/python-dist.py: sorted entries,
# SOURCE_DATE_EPOCH times); the manylinux tag is the one the library's glibc symbol versions
# allow. Prints the files written, one a line.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
aarch64_lib="" aarch64=1 dist=""
while [ $# -gt 0 ]; do
  case "$1" in
    --aarch64-library) aarch64_lib=$2; shift ;;
    --no-aarch64) aarch64=0 ;;
    -*) echo "release/python.sh: unknown option $1" >&2; exit 2 ;;
    *) dist=$1 ;;
  esac
  shift
done
[ -n "$dist" ] || { echo "usage: scripts/release/python.sh [--aarch64-library LIB] [--no-aarch64] DIST_DIR" >&2; exit 2; }
mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
version=$("$root/scripts/version.sh")
work=$root/.build/release-python
mkdir -p "$work"
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 946684800)}
writer=(python3 "$root/scripts/release/python-dist.py")

# A stripped copy of a shared library (the symbol table is not needed to load it), with the
# strip of its architecture: binutils' own for the host, the cross binutils' or LLVM's otherwise.
stripped() { # LIB OUT
  local tool
  case "$(readelf -h "$1" | sed -n 's/^ *Machine: *//p')" in
    AArch64) tool=$(command -v aarch64-linux-gnu-strip || command -v llvm-strip || true) ;;
    *) tool=$(command -v strip || true) ;;
  esac
  [ -n "$tool" ] || { echo "release/python.sh: no strip for $1 (binutils-aarch64-linux-gnu or LLVM)" >&2; exit 1; }
  cp -L "$1" "$2"
  "$tool" --strip-all "$2"
}

"$root/scripts/build/shared.sh" "$work/x86_64" >&2
stripped "$work/x86_64/libswift_highlight.so" "$work/libswift_highlight-x86_64.so"
"${writer[@]}" native-wheel --version "$version" --library "$work/libswift_highlight-x86_64.so" "$dist"

if [ -z "$aarch64_lib" ] && [ $aarch64 = 1 ]; then
  if grep -q -- '--target' "$root/scripts/build/shared.sh"; then
    "$root/scripts/build/shared.sh" --target aarch64 "$work/aarch64" >&2
    aarch64_lib=$work/aarch64/libswift_highlight.so
  else
    echo "release/python.sh: scripts/build/shared.sh cannot cross-compile for aarch64 here: no aarch64 wheel" >&2
  fi
fi
if [ -n "$aarch64_lib" ]; then
  stripped "$aarch64_lib" "$work/libswift_highlight-aarch64.so"
  "${writer[@]}" native-wheel --version "$version" --library "$work/libswift_highlight-aarch64.so" "$dist"
fi

"$root/scripts/build/wasm.sh" "$work/swift_highlight.wasm" >&2
"${writer[@]}" wasm-wheel --version "$version" --wasm "$work/swift_highlight.wasm" "$dist"
"${writer[@]}" sdist --version "$version" "$dist"
