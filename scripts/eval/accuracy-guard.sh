#!/usr/bin/env bash
# Accuracy regression guard: scores the engine on the training corpus with the reference labels
# (../shared/eval/accuracy.sh) and fails when macro-F1, byte accuracy or the share of error-free
# files falls below the floors committed in Tests/accuracy-floor.json.
#
#   scripts/eval/accuracy-guard.sh [BINARY]
#
# BINARY (or $SWIFT_HIGHLIGHT_BIN) is a built swift-highlight CLI, so that CI builds only once;
# without one, a release build is made in .build-acc. The evaluation kit is ../shared/eval beside
# the clone, or $SWIFT_HIGHLIGHT_EVAL_DIR. Prints one line; exit 0 = at or above every floor,
# 1 = below a floor, 2 = could not run, 77 = skipped because there is no evaluation kit.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
eval_dir=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
floor_file="$repo/Tests/accuracy-floor.json"
bin=${1:-${SWIFT_HIGHLIGHT_BIN:-}}
if [ ! -e "$eval_dir/accuracy.sh" ]; then
  echo "accuracy-guard: skipped: no evaluation kit ($eval_dir/accuracy.sh not found)"
  exit 77
fi
if [ -z "$bin" ]; then
  swift build -c release --package-path "$repo" --scratch-path "$repo/.build-acc" >&2 || { echo "accuracy-guard: build failed"; exit 2; }
  bin="$repo/.build-acc/release/swift-highlight"
fi
[ -x "$bin" ] || { echo "accuracy-guard: no executable at $bin"; exit 2; }
[ -x "$eval_dir/accuracy.sh" ] || { echo "accuracy-guard: $eval_dir/accuracy.sh is not executable"; exit 2; }
json=$(mktemp); trap 'rm -f "$json"' EXIT
"$eval_dir/accuracy.sh" --json -- "$bin" --format categories > "$json" || { echo "accuracy-guard: scoring failed"; exit 2; }
python3 - "$json" "$floor_file" <<'PY'
import json, sys
got = json.load(open(sys.argv[1]))
floor = json.load(open(sys.argv[2]))
checks = [("macro-F1", "macro_f1"), ("accuracy", "accuracy"), ("zero-error share", "zero_error_share")]
parts, below = [], []
for name, key in checks:
    v, f = got[key], floor[key]
    parts.append(f"{name} {v:.4f} (floor {f:.4f})")
    if v < f:
        below.append(name)
status = "FAIL: below floor: " + ", ".join(below) if below else "OK"
print(f"accuracy-guard: {status} -- {'; '.join(parts)}; {got['zero_error_files']}/{got['files']} files error-free")
sys.exit(1 if below else 0)
PY
