# Sourced by the stages that drive headless Chromium: where it is, the flags it needs here, and
# whether it starts.
#
#   . "$repo/scripts/test/chromium.sh"
#   chromium                  the executable's path ("" when it is not installed)
#   chromium_sandbox          the flags for this user, an array: (--no-sandbox) as root, where
#                             Chromium refuses its sandbox; () otherwise
#   chromium_starts DIR       status 0 when `chromium --headless` renders a blank page with a
#                             profile under DIR; else prints the last lines of its messages and
#                             returns 1 (a stage then exits 77: skipped, with the reason last)
chromium=$(command -v chromium || command -v chromium-browser || true)
chromium_sandbox=()
[ "$(id -u)" -ne 0 ] || chromium_sandbox=(--no-sandbox)

chromium_starts() {
  local dir=$1
  if timeout 60 "$chromium" --headless --disable-gpu "${chromium_sandbox[@]}" --user-data-dir="$dir/chromium-probe" \
      --dump-dom about:blank 2>"$dir/chromium-probe.err" | grep '<html' >/dev/null; then
    return 0
  fi
  tail -n 5 "$dir/chromium-probe.err" >&2
  echo "Chromium cannot start here ($chromium --headless): see its messages above"
  return 1
}
