#!/usr/bin/env bash
# Recovery after damage: how often the engine labels the lines after a cut, an elided block, a
# dropped closing line, an open bracket or a cut string like the reference labeller does, where
# the reference itself has recovered (its labels there equal those of the intact file).
#
#   scripts/eval/recovery.sh [--set train|dev|blind|wide] [--seed N] [--worst N] [--by-file] [--json] [--kind KIND] [BINARY]
#
# The damaged set is made from the training corpus (--set train, the default and the one the
# floors apply to) or from a held-out split of scripts/eval/heldout-accuracy.sh (dev, blind, wide:
# a check that the rules generalize; materialized and labelled by that script first) by
# scripts/eval/damage.py (seeded, --seed, default 24: the same files every run; eight kinds of
# damage, two places per file and kind) into $RECOVERY_CACHE
# (default ${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-recovery) and labelled once by the
# oracle (scripts/eval/oracle.sh: $SWIFT_ORACLE, or a build in /tmp/oracle-build, made there in
# debug when missing), two processes at a time.
# BINARY (or $SWIFT_HIGHLIGHT_BIN) defaults to a release build in .build-acc.
# The figures of each run (files, recovered lines right, files with no wrong line) are written
# into bench/RESULTS.md as recovery-SET[-seedN]-* (scripts/bench/record-results.py), where the
# docs read them; SWIFT_HIGHLIGHT_RECORD_RESULTS=0 writes nothing.
# Fails (exit 1) when the recovery share or the strict share falls below the floors in
# Tests/recovery-floor.json; exit 77 (skipped) without the evaluation kit (../shared/eval).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
eval_dir=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
if [ ! -e "$eval_dir/corpus.py" ] || [ ! -d "$eval_dir/oracle" ]; then
  echo "recovery: skipped: no evaluation kit ($eval_dir not found)"
  exit 77
fi
train_cache=${EVAL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-eval}
seed=24
per_kind=2
set=train
extra=()
bin=${SWIFT_HIGHLIGHT_BIN:-}
floor_check=1
while [ $# -gt 0 ]; do
  case "$1" in
    --worst) extra+=(--worst "$2"); shift 2 ;;
    --kind) extra+=(--kind "$2"); floor_check=0; shift 2 ;;
    --json) extra+=(--json); shift ;;
    --by-file) extra+=(--by-file); shift ;;
    --set) set=$2; floor_check=0; shift 2 ;;
    --seed) seed=$2; floor_check=0; shift 2 ;;
    -h|--help) sed -n 2,21p "$0"; exit 0 ;;
    *) bin=$1; shift ;;
  esac
done
if [ -z "$bin" ]; then
  bin="$repo/.build-acc/release/swift-highlight"
  [ -x "$bin" ] || swift build -c release --package-path "$repo" --scratch-path "$repo/.build-acc" >&2
fi
[ -x "$bin" ] || { echo "recovery: no executable at $bin"; exit 2; }

case "$set" in
  train)
    # The training corpus, materialized as ../shared/eval/accuracy.sh does (same cache).
    if [ ! -f "$train_cache/train/.complete" ]; then
      rm -rf "$train_cache/train"; mkdir -p "$train_cache"
      python3 "$eval_dir/corpus.py" "$train_cache" >/dev/null
      touch "$train_cache/train/.complete"
    fi
    src_dir=$train_cache/train
    src_labels=$eval_dir/labels/train ;;
  dev|blind|wide)
    heldout=${HELDOUT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-heldout}
    if [ ! -d "$heldout/labels/$set" ] || { [ "$set" = wide ] && [ ! -f "$heldout/.wide-complete" ]; }; then
      "$here/heldout-accuracy.sh" --split "$set" "$bin" >/dev/null
    fi
    src_dir=$heldout/$set
    src_labels=$heldout/labels/$set ;;
  *) echo "recovery: unknown set '$set' (train, dev, blind or wide)"; exit 2 ;;
esac

# The damaged set and its reference labels, keyed by the source, the generator's text and settings.
key=$( { cat "$here/damage.py"; echo "$seed $per_kind"; [ "$set" = train ] || echo "$set"; } | sha256sum | cut -c1-16)
cache=${RECOVERY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-recovery}/$key
if [ ! -f "$cache/.complete" ]; then
  rm -rf "$cache"; mkdir -p "$cache"
  # Only a set not labelled yet needs the oracle.
  oracle=$("$here/oracle.sh" "$eval_dir")
  python3 "$here/damage.py" generate "$src_dir" "$cache" --seed "$seed" --per-kind "$per_kind"
  mkdir -p "$cache/labels"
  (cd "$cache/src" && find . -name '*.swift' -print0 | sed -z 's|^\./||' \
    | xargs -0 -P "$(nproc 2>/dev/null || echo 2)" -n 256 "$oracle" --quiet "$cache/labels") >&2
  touch "$cache/.complete"
fi

json=$(mktemp); trap 'rm -f "$json"' EXIT
python3 "$here/damage.py" measure "$src_dir" "$cache" "$src_labels" "$cache/labels" "$bin" \
  --json-out "$json" ${extra[@]+"${extra[@]}"}
# The figures of the whole set (not of one --kind) go into bench/RESULTS.md, where the docs read them.
if [ "${SWIFT_HIGHLIGHT_RECORD_RESULTS:-1}" != 0 ] && [[ " ${extra[*]-} " != *" --kind "* ]]; then
  block=recovery-$set; [ "$seed" = 24 ] || block=$block-seed$seed
  mapfile -t figures < <(python3 - "$json" "$block" <<'PY'
import json, sys
r, b = json.load(open(sys.argv[1])), sys.argv[2]
t = r["totals"]
print(f"{b}-files={t['files']:,}=damaged files")
print(f"{b}-lines-right={t['ok']:,}=recovered lines labelled as the reference labels them")
print(f"{b}-lines={t['base']:,}=recovered lines (the reference's labels equal its intact file's, and ours are right there in the intact file)")
print(f"{b}-share={r['recovery']:.5f}=recovered lines right, share")
print(f"{b}-files-ok={t['files_ok']:,}=files with no wrong recovered line")
PY
  )
  args=(--set "$set"); [ "$seed" = 24 ] || args+=(--seed "$seed")
  python3 "$repo/scripts/bench/record-results.py" "$block" \
    "scripts/eval/recovery.sh ${args[*]} ($("$bin" --version 2>/dev/null | head -n 1))" "${figures[@]}"
fi
[ $floor_check = 1 ] || exit 0
python3 - "$json" "$repo/Tests/recovery-floor.json" <<'PY'
import json, sys
got = json.load(open(sys.argv[1]))
floor = json.load(open(sys.argv[2]))
below = [k for k in ("recovery", "strict") if got[k] < floor[k]]
parts = "; ".join(f"{k} {got[k]:.5f} (floor {floor[k]:.4f})" for k in ("recovery", "strict"))
print(f"recovery: {'FAIL: below floor: ' + ', '.join(below) if below else 'OK'} -- {parts}; "
      f"{got['totals']['recovered']} recovered lines after damage in {got['totals']['files']} files")
sys.exit(1 if below else 0)
PY
