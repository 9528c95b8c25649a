#!/usr/bin/env bash
# What `swift-highlight docc` costs an archive: the bytes it adds (raw and gzip -9) and the page
# load in headless Chromium (scripts/bench/docc-load.mjs), on the archive of
# swift-argument-parser's own catalog (from the package mirror), built by the toolchain's docc.
#
#   scripts/bench/docc.sh [BIN/swift-highlight] [LOADS]
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-}
loads=${2:-9}
if [ -z "$bin" ]; then
  (cd "$repo" && swift build --product swift-highlight >&2)
  bin=$(cd "$repo" && swift build --show-bin-path)/swift-highlight
fi
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ap"
git -C /opt/swift-packages/apple/swift-argument-parser.git archive HEAD Sources/ArgumentParser/Documentation.docc | tar -x -C "$work/ap"
docc convert "$work/ap/Sources/ArgumentParser/Documentation.docc" --fallback-display-name ArgumentParser \
  --fallback-bundle-identifier com.apple.ArgumentParser -o "$work/plain.doccarchive" >/dev/null 2>&1
cp -r "$work/plain.doccarchive" "$work/processed.doccarchive"
"$bin" docc "$work/processed.doccarchive"
python3 - "$work/plain.doccarchive" "$work/processed.doccarchive" <<'PY'
import gzip, os, sys
def size(root):
    raw = gz = 0
    for folder, _, files in os.walk(root):
        for f in files:
            data = open(os.path.join(folder, f), 'rb').read()
            raw += len(data); gz += len(gzip.compress(data, 9))
    return raw, gz
(a, ag), (b, bg) = size(sys.argv[1]), size(sys.argv[2])
print(f"archive: {a} bytes ({ag} gzipped, file by file) as docc wrote it; {b} ({bg}) processed: +{b - a} bytes, +{bg - ag} gzipped")
PY
echo "load: $(uptime)"
node "$repo/scripts/bench/docc-load.mjs" "$work/plain.doccarchive" "$work/processed.doccarchive" \
  /documentation/argumentparser/declaringarguments "$loads"
