#!/usr/bin/env bash
# Builds every release artifact into DIST (default: dist/), from a clone with the Swift toolchain:
#
#   scripts/release.sh [DIST]
#
# The things several artifacts share are built once, here, and handed to each ecosystem's
# script through the environment:
#   SWH_LIB_DIR_X86_64   libswift_highlight.so* and .a for x86_64   (scripts/build/shared.sh)
#   SWH_LIB_DIR_AARCH64  the same for aarch64            (scripts/build/shared.sh --arch aarch64)
#   SWH_WASM             the core WebAssembly module, the SIMD and site modules beside it (scripts/build/wasm.sh)
#   SWH_CLI              the CLI, Swift standard library linked statically, no rpath
#   SOURCE_DATE_EPOCH    the last commit's time: the time stamp inside every archive
# Then each script that exists runs with DIST as its argument (each also works alone, building
# what it is not given):
#   scripts/release/native.sh   tarballs for Linux x86_64 and aarch64, Debian packages
#   scripts/release/python.sh   wheels (x86_64, aarch64, any) and the sdist
#   scripts/release/npm.sh      the npm tarball
#   scripts/release/crate.sh    the Rust crate
# and SHA256SUMS lists every file in DIST (`sha256sum -c SHA256SUMS` checks them).
# DIST is emptied first. Prints each artifact with its size.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dist=${1:-$root/dist}
cd "$root"
# Before anything is installed or built: the release is cut on Linux x86_64 only.
why=$(scripts/release/host.sh) || { echo "release: $why" >&2; exit 1; }
# Each script below installs the Debian packages it uses (scripts/setup.sh with its lists), so
# that a machine with only the Swift toolchain builds every artifact. Here they are installed
# once, up front, in one apt run, before builds run two at a time: release (native.sh,
# python.sh), cross (the aarch64 library), wasm (the WebAssembly module), rust (the packaged crates
# crate.sh builds with where crates.io is unreachable), and npm where Node came without its client
# (Debian's npm cannot be installed beside a Node that brings its own).
lists=(release cross wasm rust)
if ! command -v npm >/dev/null || ! command -v node >/dev/null; then
  lists+=(npm)
fi
scripts/setup.sh "${lists[@]}"
rm -rf "$dist"; mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
t0=$SECONDS
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null) || SOURCE_DATE_EPOCH=$(stat -c %Y include/swift_highlight.h)
fi
export SOURCE_DATE_EPOCH
echo "release: swift-highlight $(scripts/version.sh) (ABI $(scripts/version.sh --abi)), SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH"

build=$root/.build/release-artifacts
mkdir -p "$build"
echo "release: building the shared libraries (x86_64, aarch64), the WebAssembly module and the CLI"
# Two at a time, in this order, the next one starting as soon as one ends: each engine build is
# one whole-module compiler process, one core (and one may be quick: scripts/build/embedded.sh
# takes an engine from SWH_ENGINE_CACHE when it is set; the CLI is a no-op when the package's
# release build, with these flags, is up to date).
builds() { # names...: build_NAME of each, logs in $build/NAME.log; fails when one failed
  local name rc=0
  for name in "$@"; do
    while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n || true; done
    rm -f "$build/$name.ok"
    { local t=$SECONDS; "build_$name" > "$build/$name.log" 2>&1 && echo $((SECONDS - t)) > "$build/$name.ok"; } &
  done
  wait
  for name in "$@"; do
    if [ -f "$build/$name.ok" ]; then
      echo "release: built $name in $(cat "$build/$name.ok") s"
    else
      echo "release: building $name failed:"; cat "$build/$name.log"; rc=1
    fi
  done
  return $rc
}
build_x86_64() { scripts/build/shared.sh "$build/x86_64"; }
build_aarch64() { scripts/build/shared.sh --arch aarch64 "$build/aarch64"; }
build_wasm() { scripts/build/wasm.sh "$build/swift_highlight.wasm"; }
build_cli() { swift build -c release --static-swift-stdlib --disable-local-rpath --product swift-highlight; }
builds x86_64 aarch64 wasm cli
export SWH_LIB_DIR_X86_64=$build/x86_64 SWH_LIB_DIR_AARCH64=$build/aarch64
export SWH_WASM=$build/swift_highlight.wasm SWH_CLI=$build/swift-highlight
install -m 755 "$(swift build -c release --show-bin-path)/swift-highlight" "$SWH_CLI"
echo "release: built in $((SECONDS - t0)) s"

for part in native python npm crate; do
  script=scripts/release/$part.sh
  if [ -x "$script" ]; then
    t=$SECONDS
    echo "release: $script"
    "$script" "$dist"
    echo "release: $script took $((SECONDS - t)) s"
  else
    echo "release: $script is not there; skipped"
  fi
done

(cd "$dist" && find . -maxdepth 1 -type f -printf '%P\n' | LC_ALL=C sort | xargs -r sha256sum) > "$build/SHA256SUMS"
mv "$build/SHA256SUMS" "$dist/SHA256SUMS"
echo "release: $dist ($((SECONDS - t0)) s):"
(cd "$dist" && find . -maxdepth 1 -type f -printf '%P\t%s\n' | sort | awk -F'\t' '{ printf "  %-60s %10d bytes\n", $1, $2 }')
