# What the screenshot scripts of docs/ share; sourced by scripts/docs/screenshots.sh and
# scripts/docs/presentation-screenshots.sh after they set `repo`, with their own arguments
# [BINARY] [OUTDIR]. Sets `binary` (default: a fresh `swift build` of the CLI), `out` (default:
# docs/screenshots, with its html/ folder made) and `chromium` (Debian's, which the tests do
# not need), and defines
#   shot HTML PNG WIDTH HEIGHT [extra chromium flags]
# which renders the page HTML into PNG with headless Chromium at that window size.
binary=${1:-}
out=${2:-"$repo/docs/screenshots"}
if [ -z "$binary" ]; then
  (cd "$repo" && swift build --scratch-path "$repo/.build-out" >/dev/null)
  binary="$repo/.build-out/debug/swift-highlight"
fi
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || { echo "screenshots: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
mkdir -p "$out/html"

shot() {
  local html=$1 png=$2 w=$3 h=$4
  shift 4
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$w,$h" "$@" --screenshot="$png" "file://$html" >/dev/null 2>&1
  echo "screenshots: $png"
}
