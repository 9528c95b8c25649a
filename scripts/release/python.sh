#!/usr/bin/env bash
# Writes the Python package's release files into DIST_DIR (scripts/release.sh calls it):
#
#   swift_highlight-V-py3-none-manylinux_2_N_x86_64.whl   the native library, loaded with ctypes,
#                                                         and the extension module that calls it
#   swift_highlight-V-py3-none-manylinux_2_N_aarch64.whl  the same for Linux aarch64 (cross-built
#                                                         without the extension module)
#   swift_highlight-V-py3-none-any.whl                    the WebAssembly engine, run by wasmtime
#   swift_highlight-V.tar.gz                              the sdist: builds with swiftc alone
#
#   scripts/release/python.sh [--no-aarch64] DIST_DIR
#
# It takes what scripts/release.sh built once for every artifact, and builds what it is not
# given (into .build/release-python):
#   SWH_LIB_DIR_X86_64   folder of libswift_highlight.so for x86_64 (scripts/build/shared.sh)
#   SWH_LIB_DIR_AARCH64  the same for aarch64 (scripts/build/shared.sh --arch aarch64, which installs
#                        its cross compiler; --no-aarch64 skips it)
#   SWH_WASM             the core WebAssembly module, its SIMD build beside it (scripts/build/wasm.sh)
# The extension module (scripts/build/python-extension.sh, with python3's headers) goes into the
# host's wheel only: a cross-built one could not be imported here to be tested. V is
# scripts/version.sh's. The libraries go in stripped. The files are reproducible
# (scripts/release/python-dist.py: sorted entries, SOURCE_DATE_EPOCH times); the manylinux tag is
# the one the glibc symbol versions of the library (and extension module) allow. Prints the files written, one a line.
# On a host that is not x86_64 (where scripts/test.sh tests the Python package without a release)
# the first wheel is the host's, built natively; on aarch64 it is the aarch64 wheel.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
aarch64=1 dist=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-aarch64) aarch64=0 ;;
    -*) echo "release/python.sh: unknown option $1" >&2; exit 2 ;;
    *) dist=$1 ;;
  esac
  shift
done
[ -n "$dist" ] || { echo "usage: scripts/release/python.sh [--no-aarch64] DIST_DIR" >&2; exit 2; }
mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
# python3 (python-dist.py), readelf and strip; scripts/build/*.sh install their own.
"$root/scripts/setup.sh" release >&2
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
    AArch64) if [ "$(uname -m)" = aarch64 ]; then tool=$(command -v strip || true)
             else tool=$(command -v aarch64-linux-gnu-strip || command -v llvm-strip || true); fi ;;
    *) tool=$(command -v strip || true) ;;
  esac
  [ -n "$tool" ] || { echo "release/python.sh: no strip for $1 (binutils-aarch64-linux-gnu or LLVM)" >&2; exit 1; }
  cp -L "$1" "$2"
  "$tool" --strip-all "$2"
}

x86_64_dir=${SWH_LIB_DIR_X86_64:-}
if [ -z "$x86_64_dir" ]; then
  x86_64_dir=$work/x86_64
  "$root/scripts/build/shared.sh" "$x86_64_dir" >&2
fi
stripped "$x86_64_dir/libswift_highlight.so" "$work/libswift_highlight-x86_64.so"
"$root/scripts/build/python-extension.sh" "$work/_fast.abi3.so"
stripped "$work/_fast.abi3.so" "$work/_fast-stripped.abi3.so"
"${writer[@]}" native-wheel --version "$version" --library "$work/libswift_highlight-x86_64.so" \
  --extension "$work/_fast-stripped.abi3.so" "$dist"

# On an aarch64 host the wheel above is aarch64's.
[ "$(uname -m)" = aarch64 ] && aarch64=0
if [ $aarch64 = 1 ]; then
  aarch64_dir=${SWH_LIB_DIR_AARCH64:-}
  if [ -z "$aarch64_dir" ]; then
    aarch64_dir=$work/aarch64
    "$root/scripts/build/shared.sh" --arch aarch64 "$aarch64_dir" >&2
  fi
  stripped "$aarch64_dir/libswift_highlight.so" "$work/libswift_highlight-aarch64.so"
  "${writer[@]}" native-wheel --version "$version" --library "$work/libswift_highlight-aarch64.so" "$dist"
fi

wasm=${SWH_WASM:-}
if [ -z "$wasm" ]; then
  wasm=$work/swift_highlight.wasm
  "$root/scripts/build/wasm.sh" "$wasm" >&2
fi
"${writer[@]}" wasm-wheel --version "$version" --wasm "$wasm" "$dist"
"${writer[@]}" sdist --version "$version" "$dist"
