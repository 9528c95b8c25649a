#!/usr/bin/env bash
# Renders the presentation features with headless Chromium, for docs/output.md:
#
#   scripts/docs/presentation-screenshots.sh [BINARY] [OUTDIR]
#
# BINARY defaults to a fresh `swift build` of the CLI; OUTDIR to docs/screenshots. Writes
#   OUTDIR/diff.png           a diff shown as Swift (--diff --line-numbers), with its stylesheet
#   OUTDIR/titled.png         a block with a caption and highlighted lines (--title, --highlight-lines)
#   OUTDIR/dark-by-class.png  the same page switched to dark by a class on <html>
#                             (--css xcode --dark-selector .dark), the system left light
# The HTML pages stay in OUTDIR/html/. Needs Debian's `chromium`; not needed by the tests.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/scripts/docs/screenshot-common.sh"

cat > "$out/html/change.diff" <<'DIFF'
 /// Pages through results.
 struct Pager {
-    var page = 0
+    var page = 1
+    let title = """
+        Results "\(query)"
+        """
     mutating func next() { // [!code focus]
-        page += 1 /* unbounded
-                     */
+        page = min(page + 1, last)
     }
 }
DIFF
cat > "$out/html/Pager.swift" <<'SWIFT'
/// Pages through results.
struct Pager {
    var page = 1
    let last: Int

    mutating func next() {
        page = min(page + 1, last)
    }
}
SWIFT

page() { # page FILE CSS BODY [HTML-CLASS]
  cat > "$1" <<HTML
<!DOCTYPE html>
<html lang="en" class="${4:-}"><head><meta charset="utf-8"><title>swift-highlight</title>
<style>
body { margin: 0; padding: 20px; font-family: "DejaVu Sans", sans-serif; background: #e9e9ee; }
.dark body { background: #111114; }
pre { margin: 0; padding: 14px 16px; font: 13px/1.45 "DejaVu Sans Mono", monospace; }
.swh-block { margin: 0; border-radius: 10px; overflow: hidden; }
$2
</style></head>
<body>
$3
</body></html>
HTML
}

css=$("$binary" --css xcode --dark-selector .dark)
page "$out/html/diff.html" "$css" "$("$binary" --diff --notation --pre --line-numbers --title 'Pager.swift' "$out/html/change.diff")"
shot "$out/html/diff.html" "$out/diff.png" 760 360
titled=$("$binary" --pre --line-numbers --highlight-lines 6-8 --title 'Pager.swift' "$out/html/Pager.swift")
page "$out/html/titled.html" "$css" "$titled"
shot "$out/html/titled.html" "$out/titled.png" 760 290
page "$out/html/dark-by-class.html" "$css" "$titled" dark
shot "$out/html/dark-by-class.html" "$out/dark-by-class.png" 760 290
