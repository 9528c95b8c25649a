#!/usr/bin/env bash
# Checks every HTML output mode of the CLI with a real HTML5 parser (html5lib, strict mode).
#
#   Tests/html5/run.sh [BINARY]
#
# BINARY defaults to .build/debug/swift-highlight. Needs html5lib for some python3 (Debian's
# python3-html5lib, listed in scripts/debian-packages-test.txt; scripts/setup.sh test installs it) and uses
# cmark, when installed, to render the Markdown output. Prints 'N passed, N failed' last and exits
# non-zero on any failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-"$here/../../.build/debug/swift-highlight"}
[ -x "$binary" ] || { echo "html5: no executable at $binary (build first: swift build)" >&2; exit 1; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
python=""
for candidate in python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null && "$candidate" -c 'import html5lib' 2>/dev/null; then
    python=$candidate
    break
  fi
done
[ -n "$python" ] || { echo "html5: no python3 with html5lib (apt-get install python3-html5lib, or scripts/setup.sh test)" >&2; exit 1; }
exec "$python" "$here/check_html.py" "$binary"
