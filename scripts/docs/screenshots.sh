#!/usr/bin/env bash
# Renders a sample page in each built-in theme with headless Chromium, to look at the output as a
# reader would:
#
#   scripts/docs/screenshots.sh [BINARY] [OUTDIR]
#
# BINARY defaults to a fresh `swift build` of the CLI; OUTDIR to docs/screenshots. Writes
#   OUTDIR/<theme>.png          one page per single theme (xcode-light, xcode-dark,
#                               high-contrast-light, high-contrast-dark), line numbers and
#                               highlighted lines on, classes + `--css THEME`
#   OUTDIR/xcode-auto-{light,dark}.png   the xcode pair's stylesheet under each
#                               prefers-color-scheme
#   OUTDIR/inline-email.png     inline styles only (no stylesheet), as RSS/email shows them
#   OUTDIR/themes.png           the four themes side by side (the README picture)
# The HTML pages stay in OUTDIR/html/. Needs Debian's `chromium` (apt-get install chromium); it is
# not needed by the tests.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/scripts/docs/screenshot-common.sh"

sample="$out/html/sample.swift"
cat > "$sample" <<'SWIFT'
import Foundation

/// A value that retries an async operation with exponential backoff.
@available(macOS 13, iOS 16, *)
public struct Backoff<Clock: _Concurrency.Clock>: Sendable where Clock.Duration == Duration {
    /* Delays grow by `factor` after each failure,
       up to `maximum`. */
    public var initial: Duration = .milliseconds(100)
    public var factor = 2.0, maximum: Duration = .seconds(30)

    public func run<T>(_ operation: () async throws -> T) async rethrows -> T {
        var delay = initial
        for attempt in 1...8 {
            do { return try await operation() } catch where attempt < 8 {
                print("attempt \(attempt) failed, retrying in \(delay)\n")
                try? await Task.sleep(for: delay)
                delay = min(delay * factor, maximum)
            }
        }
        #if DEBUG
        assertionFailure("unreachable: \(#function)")
        #endif
        return try await operation()
    }
}

let pattern = /(\d+)\s*ms/  // regex literal
let x = 0x1F + 1_000 &* 3 ?? nil
SWIFT

page() { # page FILE TITLE CSS BODY
  cat > "$1" <<HTML
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>$2</title>
<style>
body { margin: 0; padding: 20px; font-family: -apple-system, "DejaVu Sans", sans-serif; background: #e9e9ee; }
h1 { font-size: 15px; margin: 0 0 10px; color: #333; font-weight: 600; }
pre { margin: 0; padding: 14px 16px; border-radius: 10px; font: 13px/1.45 "DejaVu Sans Mono", monospace; overflow-x: auto; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.grid pre { font-size: 11px; }
@media (prefers-color-scheme: dark) { body { background: #111114; } h1 { color: #ddd; } }
$3
</style></head>
<body>
$4
</body></html>
HTML
}

opts=(--pre --line-numbers --highlight-lines 11-12)
single=(xcode-light xcode-dark high-contrast-light high-contrast-dark)
for theme in "${single[@]}"; do
  css=$("$binary" --css "$theme")
  body="<h1>swift-highlight — $theme</h1>
$("$binary" "${opts[@]}" --format html "$sample")"
  page "$out/html/$theme.html" "$theme" "$css" "$body"
  shot "$out/html/$theme.html" "$out/$theme.png" 980 700
done

# The pair, under each colour scheme.
css=$("$binary" --css xcode)
body="<h1>swift-highlight — xcode (prefers-color-scheme)</h1>
$("$binary" "${opts[@]}" --format html "$sample")"
page "$out/html/xcode-auto.html" "xcode" "$css" "$body"
shot "$out/html/xcode-auto.html" "$out/xcode-auto-light.png" 980 700
shot "$out/html/xcode-auto.html" "$out/xcode-auto-dark.png" 980 700 --force-dark-mode --blink-settings=preferredColorScheme=0

# Inline styles only: no stylesheet for the code at all.
body="<h1>swift-highlight — inline styles (RSS, email)</h1>
$("$binary" --pre --inline-styles --theme xcode-light --format html "$sample")"
page "$out/html/inline-email.html" "inline" "" "$body"
shot "$out/html/inline-email.html" "$out/inline-email.png" 980 700

# All four side by side; each block has its own class prefix so the four stylesheets coexist.
css=""
body='<div class="grid">'
k=0
for theme in "${single[@]}"; do
  k=$((k + 1))
  css+=$("$binary" --css "$theme" --class-prefix "t$k-")$'\n'
  body+="<div><h1>$theme</h1>$("$binary" "${opts[@]}" --class-prefix "t$k-" --format html "$sample")</div>"
done
body+='</div>'
page "$out/html/themes.html" "themes" "$css" "$body"
shot "$out/html/themes.html" "$out/themes.png" 1400 1080
