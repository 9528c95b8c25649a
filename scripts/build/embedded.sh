#!/usr/bin/env bash
# Builds the engine and its C entry points as Embedded Swift: a static archive that needs no
# Swift runtime, only the C library (the engine's Unicode Uppercase table is its own,
# Sources/Highlight/Scanning/UppercaseTable.swift). C programs link it with
# `scripts/build/link-flags.sh --embedded`, which drops unused sections; nothing of Swift runs before
# their main().
#
#   scripts/build/embedded.sh [--debug] [--arch ARCH] [OUT_DIR]
#
#   OUT_DIR      where libHighlightEmbedded.a goes (default: .build/embedded)
#   --debug      -Onone instead of -O
#   --arch ARCH  cross-compile for Linux on ARCH; only aarch64 is supported (the default is
#                the host). The toolchain has no Embedded Swift standard library for
#                aarch64-unknown-linux-gnu, so the engine is compiled for aarch64-none-none-elf
#                against Debian's arm64 C headers (package libc6-dev-arm64-cross, sysroot
#                /usr/aarch64-linux-gnu): the code is plain AArch64 (LP64, AAPCS64) and links
#                into Linux programs (scripts/build/shared.sh --arch aarch64 does). The one
#                difference: `#if os(Linux)` is false there, so large output buffers are not
#                advised as huge pages (a speed hint only; the bytes are the same).
#
# rust-demo/build.rs runs this script too, for the Rust crate: this is the one place that says
# how the engine compiles as Embedded Swift. Whole module; function sections (so that a final
# link with --gc-sections keeps only what the C entry points reach); the C modules from the
# package's own module maps. Uses `swiftc` from PATH, which needs the Embedded Swift stdlib for
# the host (swift.org toolchains for Linux have it).
#
# SWH_ENGINE_CACHE (environment, optional): a folder of archives this script built before, each
# under a key that hashes everything the build reads: the engine's sources (names and bytes),
# the C modules (Sources/CHighlight/include, Sources/HighlightLibc/include), this script, the
# `swiftc -version` output and the options. An archive whose key is there is copied instead of
# compiled; a new one is stored. Unset (the default), every run compiles. The test command sets
# it, so that its stages compile each configuration once (docs/testing.md says which builds
# never use it).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
opt=-O out="" target=()
while [ $# -gt 0 ]; do
  case "$1" in
    --debug) opt=-Onone ;;
    --arch)
      [ $# -ge 2 ] || { echo "build-embedded.sh: --arch needs a value (aarch64)" >&2; exit 2; }
      case "$2" in
        aarch64|arm64)
          sysroot=/usr/aarch64-linux-gnu
          [ -f "$sysroot/include/stdlib.h" ] || { echo "build-embedded.sh: no arm64 C headers in $sysroot (Debian package libc6-dev-arm64-cross)" >&2; exit 1; }
          target=(-target aarch64-none-none-elf -Xcc --sysroot="$sysroot") ;;
        "$(uname -m)") target=() ;;
        *) echo "build-embedded.sh: unsupported --arch $2 (aarch64 or $(uname -m))" >&2; exit 2 ;;
      esac
      shift ;;
    -*) echo "build-embedded.sh: unknown option $1" >&2; exit 2 ;;
    *) out=$1 ;;
  esac
  shift
done
out=${out:-$root/.build/embedded}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out/libHighlightEmbedded.a"
cd "$root"
mapfile -t sources < <(scripts/build/engine-sources.sh --relative)
key="" cached=""
if [ -n "${SWH_ENGINE_CACHE:-}" ]; then
  key=$({
    printf '%s\n' "$opt" ${target[@]+"${target[@]}"}
    swiftc -version 2>&1
    sha256sum < "$root/scripts/build/embedded.sh"
    sha256sum "${sources[@]}"
    find Sources/CHighlight/include Sources/HighlightLibc/include -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
  } | sha256sum | cut -c1-32)
  cached=$SWH_ENGINE_CACHE/$key/libHighlightEmbedded.a
  if [ -f "$cached" ]; then
    cp "$cached" "$out/libHighlightEmbedded.a"
    echo "build-embedded.sh: $out/libHighlightEmbedded.a from SWH_ENGINE_CACHE ($key)" >&2
    exit 0
  fi
fi
swiftc ${target[@]+"${target[@]}"} -enable-experimental-feature Embedded -wmo -parse-as-library -module-name Highlight -package-name swift_highlight "$opt" \
  -Xfrontend -function-sections \
  -I Sources/CHighlight/include -I Sources/HighlightLibc/include \
  -module-cache-path "$out/module-cache" \
  -emit-library -static -o "$out/libHighlightEmbedded.a" "${sources[@]}"
if [ -n "$key" ]; then
  # Stored whole or not at all: builds running side by side may store the same key.
  mkdir -p "$SWH_ENGINE_CACHE/$key"
  cp "$out/libHighlightEmbedded.a" "$cached.$$.tmp" && mv "$cached.$$.tmp" "$cached"
fi
