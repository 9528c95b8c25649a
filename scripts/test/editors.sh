#!/usr/bin/env bash
# The editor integrations (swift-highlight/codemirror, …/monaco, …/codemirror5) tested with the
# real editors in headless Chromium (js/test-browser/editors.test.js): CodeMirror 5 from Debian
# (libjs-codemirror), and the CodeMirror 6 and Monaco builds vendored in two PyPI packages
# (scripts/test/editor-builds.sh), with the keystrokes of editing (comments, brackets,
# indentation) and the pages without a bundler that the docs show.
# Builds js/swift_highlight.wasm first when it is missing. Exits 77 (skipped, the last line says
# why) only when Chromium cannot run or the PyPI packages cannot be had.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
"$repo/scripts/setup.sh" wasm js editors || echo "test-editors: setup could not install every package" >&2
command -v node >/dev/null || { echo "test-editors: node is not on PATH (Node 18 or later)" >&2; exit 1; }
. "$repo/scripts/test/chromium.sh"
[ -n "$chromium" ] || { echo "Chromium is not installed (Debian's chromium; scripts/setup.sh editors installs it)"; exit 77; }

"$repo/scripts/test/editor-builds.sh" >/dev/null || { rc=$?; [ $rc -eq 77 ] && echo "the editor builds cannot be had (no PyPI here)"; exit $rc; }
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
cd "$repo/js"
node --test test-browser/editors.test.js
