#!/usr/bin/env bash
# The main job: sets up, builds the engine in release mode, and highlights a Swift file to a
# standalone HTML page.
#
#   scripts/run.sh [FILE.swift] [OUT.html]    (defaults: examples/Sample.swift, out/sample.html)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/setup.sh
src=${1:-examples/Sample.swift}
dest=${2:-out/sample.html}
swift build -c release --product swift-highlight >/dev/null
bin=$(swift build -c release --show-bin-path)/swift-highlight
mkdir -p "$(dirname "$dest")"
{
  printf '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>%s</title>\n<style>\n' "$(basename "$src")"
  if "$bin" --help | grep -q -- '--css'; then
    "$bin" --css xcode
  else
    cat <<'CSS'
body { background: #fff; color: #1f1f24; font: 14px/1.45 ui-monospace, Menlo, monospace; }
.swh-keyword { color: #9b2393; font-weight: 600; } .swh-type { color: #3900a0; }
.swh-function { color: #326d74; } .swh-property { color: #6c36a9; } .swh-number { color: #1c00cf; }
.swh-string, .swh-string-escape, .swh-interpolation, .swh-regex { color: #c41a16; }
.swh-comment, .swh-doc-comment { color: #5d6c79; font-style: italic; }
.swh-attribute { color: #815f03; } .swh-preprocessor, .swh-macro { color: #643820; }
CSS
  fi
  printf '</style></head>\n<body>\n'
  "$bin" --pre "$src"
  printf '\n</body></html>\n'
} > "$dest"
echo "wrote $dest ($(wc -c < "$dest") bytes) from $src"
