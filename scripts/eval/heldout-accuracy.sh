#!/usr/bin/env bash
# Score the engine on code it was not tuned on, with the same reference labeller as the training
# corpus (../shared/eval/oracle, swift-syntax; SWIFT_HIGHLIGHT_EVAL_DIR names the kit elsewhere).
#
#   scripts/eval/heldout-accuracy.sh [--split dev|blind|snippets|all] [--worst N] [--json] [BINARY]
#
# Splits:
#   dev       real-world files from packages that are not in the training set (we read these mistakes)
#   blind     files from other such packages (scored only: a check that fixes generalize)
#   snippets  blog-style fragments in Tests/snippets/ (mid-declaration starts, lone expressions,
#             stray braces, placeholders, SwiftUI, regexes, macros, Swift 6 features, the syntax of
#             Swift 6.2-6.4); a snippet with a NAME.swift.labels listing is scored against that
#             hand-checked listing instead of the oracle (scripts/eval/snippet-labels.py)
#   all       the three above, scored one after the other (default)
#   wide      (not in all) up to 40 more files from every other package of the mirror, ~3000 files
#   docs      (not in all) the ```swift blocks of those packages' Markdown files, ~3300 fragments
#
# The files are materialized from the local package mirror into $HELDOUT_CACHE (default
# ${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-heldout) by scripts/eval/heldout-corpus.py and labelled
# once with the oracle (scripts/eval/oracle.sh --release: $SWIFT_ORACLE, or a build in
# /tmp/oracle-build, made there in release when missing). BINARY defaults to
# .build-acc/release/swift-highlight (built when missing).
# Each split's figures (files, byte accuracy, macro-F1, files with no error) are written into
# bench/RESULTS.md as heldout-SPLIT-* (scripts/bench/record-results.py), where the docs read them;
# SWIFT_HIGHLIGHT_RECORD_RESULTS=0 writes nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
eval_dir=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
[ -d "$eval_dir" ] || { echo "heldout: no evaluation kit ($eval_dir not found; SWIFT_HIGHLIGHT_EVAL_DIR names it)" >&2; exit 2; }
cache=${HELDOUT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-heldout}
split=all
extra=()
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --split) split=$2; shift 2 ;;
    --worst) extra+=(--worst "$2"); shift 2 ;;
    --json) extra+=(--json); shift ;;
    -h|--help) sed -n 2,24p "$0"; exit 0 ;;
    *) bin=$1; shift ;;
  esac
done
if [ -z "$bin" ]; then
  bin="$repo/.build-acc/release/swift-highlight"
  [ -x "$bin" ] || swift build -c release --package-path "$repo" --scratch-path "$repo/.build-acc" >&2
fi

oracle=$("$here/oracle.sh" "$eval_dir" --release)

if [ ! -f "$cache/.complete" ]; then
  rm -rf "$cache"; mkdir -p "$cache"
  python3 "$here/heldout-corpus.py" "$cache"
  touch "$cache/.complete"
fi
if [ "$split" = wide ] && [ ! -f "$cache/.wide-complete" ]; then
  rm -rf "$cache/wide"
  python3 "$here/heldout-corpus.py" --wide "$cache"
  touch "$cache/.wide-complete"
fi
if [ "$split" = docs ] && [ ! -f "$cache/.docs-complete" ]; then
  rm -rf "$cache/docs"
  python3 "$here/heldout-corpus.py" --docs "$cache"
  touch "$cache/.docs-complete"
fi
# Snippets are ours and may change: refresh them (and their labels) every run. A snippet with a
# listing next to it (NAME.swift.labels, hand-checked by CATEGORIES.md for syntax newer than the
# oracle's swift-syntax) is labelled from that listing instead of by the oracle
# (scripts/eval/snippet-labels.py says how a listing is written and checked).
# The listings are kept in $cache/listings/snippets, apart from the sources that are scored.
mkdir -p "$cache/snippets" "$cache/labels/snippets" "$cache/listings/snippets"
for f in "$cache"/snippets/*.swift; do
  [ -e "$f" ] || continue
  b=$(basename "$f")
  [ -e "$repo/Tests/snippets/$b" ] || rm -f "$f" "$cache/listings/snippets/$b.labels" "$cache/labels/snippets/$b.json"
done
for f in "$repo"/Tests/snippets/*.swift; do
  [ -e "$f" ] || continue
  b=$(basename "$f")
  t="$cache/snippets/$b"
  l="$cache/listings/snippets/$b.labels"
  stale=0
  cmp -s "$f" "$t" || { cp "$f" "$t"; stale=1; }
  if [ -e "$f.labels" ]; then
    cmp -s "$f.labels" "$l" || { cp "$f.labels" "$l"; stale=1; }
  elif [ -e "$l" ]; then
    rm -f "$l"; stale=1
  fi
  [ $stale = 0 ] || rm -f "$cache/labels/snippets/$b.json"
done

label() {  # label the files of split $1 that have no labels yet: from their listing, else by the oracle
  local s=$1 todo=() hand=0
  mkdir -p "$cache/labels/$s"
  for f in "$cache/$s"/*.swift; do
    [ -e "$f" ] || continue
    local out listing
    out="$cache/labels/$s/$(basename "$f").json"
    listing="$cache/listings/$s/$(basename "$f").labels"
    if [ -e "$listing" ]; then
      hand=$((hand + 1))
      if [ ! -f "$out" ]; then
        python3 "$here/snippet-labels.py" json "$f" "$listing" > "$out.tmp" || {
          rm -f "$out.tmp"; echo "heldout: the listing of $(basename "$f") (a copy of Tests/snippets/$(basename "$f").labels) does not match it" >&2; exit 1; }
        mv "$out.tmp" "$out"
      fi
    elif [ ! -f "$out" ]; then
      todo+=("$f")
    fi
  done
  if [ ${#todo[@]} -gt 0 ]; then "$oracle" --quiet "$cache/labels/$s" "${todo[@]}" >&2; fi
  if [ $hand -gt 0 ]; then echo "heldout: $hand file(s) of $s labelled from hand-checked listings" >&2; fi
}

score() {
  local s=$1
  label "$s"
  local pred; pred=$(mktemp -d)
  for f in "$cache/$s"/*.swift; do
    [ -e "$f" ] || continue
    "$bin" --format categories "$f" > "$pred/$(basename "$f").json"
  done
  echo "== $s"
  python3 "$eval_dir/score.py" "$cache/labels/$s" "$pred" "$cache/$s" ${extra[@]+"${extra[@]}"}
  record "$s" "$pred"
  rm -rf "$pred"
}

record() {  # write the split's figures into bench/RESULTS.md (scripts/bench/record-results.py)
  local s=$1 pred=$2
  [ "${SWIFT_HIGHLIGHT_RECORD_RESULTS:-1}" != 0 ] || return 0
  python3 "$eval_dir/score.py" "$cache/labels/$s" "$pred" "$cache/$s" --json > "$pred.json"
  local figures
  figures=$(python3 - "$pred.json" "$s" <<'PY'
import json, sys
r, s = json.load(open(sys.argv[1])), sys.argv[2]
files, zero = r["files"], r["zero_error_files"]
share = "100" if zero == files else min("%.1f" % (100 * zero / files), "99.9")
print(f"heldout-{s}-files={files:,}=files scored")
print(f"heldout-{s}-accuracy={r['accuracy']:.4f}=byte accuracy (non-whitespace bytes)")
print(f"heldout-{s}-macro-f1={r['macro_f1']:.4f}=macro-F1 over the categories present")
print(f"heldout-{s}-zero-error-files={zero:,}=files with no wrong byte")
print(f"heldout-{s}-zero-error-share={share}=files with no wrong byte, %")
PY
  )
  rm -f "$pred.json"
  local args; mapfile -t args <<< "$figures"
  python3 "$repo/scripts/bench/record-results.py" "heldout-$s" \
    "scripts/eval/heldout-accuracy.sh --split $s ($("$bin" --version 2>/dev/null | head -n 1))" "${args[@]}"
}

case "$split" in
  all) for s in dev blind snippets; do score "$s"; done ;;
  dev|blind|snippets|wide|docs) score "$split" ;;
  *) echo "heldout: unknown split $split" >&2; exit 2 ;;
esac
