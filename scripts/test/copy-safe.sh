#!/usr/bin/env bash
# What readers see and copy, checked in headless Chromium:
#   - copy-safe blocks: for pages the CLI makes (line numbers, highlighted lines, a diff, notation
#     comments, a caption; with the stylesheet and with inline styles), select the whole block and
#     check that getSelection().toString() is exactly the code (for a diff: the lines without their
#     marker character; with notation comments: the source without them);
#   - dark mode by class: with --dark-selector, a page whose <html> has class "dark" gets the dark
#     colours and one with class "light" the light ones, whatever the system prefers;
#   - --standalone pages follow the theme (the body's background and text);
#   - a real Xcode theme file (Tests/themes) with the finer kinds: page and kind colours and fonts;
#   - the prism scheme under stock Prism themes from Debian's node-prismjs: the theme colours the
#     whole block (the <pre>'s background, the code's text) and the tokens.
#
#   scripts/test/copy-safe.sh [BINARY]    BINARY defaults to .build/debug/swift-highlight
#
# Installs chromium and node-prismjs (scripts/debian-packages-presentation.txt) when missing.
# Exits 77 (skipped, the last line says why) only when Chromium cannot start here.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
binary=${1:-"$repo/.build/debug/swift-highlight"}
[ -x "$binary" ] || { echo "copy-safe: no executable at $binary (build first: swift build)" >&2; exit 1; }
"$repo/scripts/setup.sh" presentation
. "$repo/scripts/test/chromium.sh"
[ -n "$chromium" ] || { echo "Chromium is not installed (apt-get install chromium)"; exit 77; }
prism=/usr/share/nodejs/prismjs/themes
[ -f "$prism/prism.css" ] || { echo "copy-safe: $prism/prism.css is missing (node-prismjs)" >&2; exit 1; }
profile=$(mktemp -d); trap 'rm -rf "$profile"' EXIT
chromium_starts "$profile" || exit 77
exec /usr/bin/env python3 "$repo/scripts/test/copy_safe.py" "$binary" "$chromium" "$prism" "$profile" "${chromium_sandbox[@]}"
