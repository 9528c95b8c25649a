#!/usr/bin/env bash
# The main job: sets up, builds the engine in release mode, and highlights a Swift file to a
# standalone HTML page (the theme's stylesheet inside, light and dark).
#
#   scripts/run.sh [FILE.swift] [OUT.html]    (defaults: examples/Sample.swift, out/sample.html)
#
# Needs only the Swift toolchain: no browser, no Node, Rust or Python packages.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/setup.sh
src=${1:-examples/Sample.swift}
dest=${2:-out/sample.html}
swift build -c release --product swift-highlight >/dev/null
bin=$(swift build -c release --show-bin-path)/swift-highlight
mkdir -p "$(dirname "$dest")"
"$bin" --standalone "$src" > "$dest.tmp"
mv "$dest.tmp" "$dest"
echo "wrote $dest ($(wc -c < "$dest") bytes) from $src"
