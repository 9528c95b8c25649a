#!/usr/bin/env bash
# Builds the engine and its C entry points as Embedded Swift: a static archive that needs no
# Swift runtime, only the C library (the engine's Unicode Uppercase table is its own,
# Sources/Highlight/Scanning/UppercaseTable.swift). C programs link it with
# `scripts/build/link-flags.sh --embedded`, which drops unused sections; nothing of Swift runs before
# their main().
#
#   scripts/build/embedded.sh [--debug] [OUT_DIR]
#
#   OUT_DIR   where libHighlightEmbedded.a goes (default: .build/embedded)
#   --debug   -Onone instead of -O
#
# rust-demo/build.rs runs this script too, for the Rust crate: this is the one place that says
# how the engine compiles as Embedded Swift. Whole module; function sections (so that a final
# link with --gc-sections keeps only what the C entry points reach); the C modules from the
# package's own module maps. Uses `swiftc` from PATH, which needs the Embedded Swift stdlib for
# the host (swift.org toolchains for Linux have it).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
opt=-O out=""
for a in "$@"; do
  case "$a" in
    --debug) opt=-Onone ;;
    -*) echo "build-embedded.sh: unknown option $a" >&2; exit 2 ;;
    *) out=$a ;;
  esac
done
out=${out:-$root/.build/embedded}
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -f "$out/libHighlightEmbedded.a"
cd "$root"
mapfile -t sources < <(scripts/build/engine-sources.sh --relative)
swiftc -enable-experimental-feature Embedded -wmo -parse-as-library -module-name Highlight -package-name swift_highlight "$opt" \
  -Xfrontend -function-sections \
  -I Sources/CHighlight/include -I Sources/HighlightLibc/include \
  -module-cache-path "$out/module-cache" \
  -emit-library -static -o "$out/libHighlightEmbedded.a" "${sources[@]}"
