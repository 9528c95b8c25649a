#!/usr/bin/env bash
# Instructions per byte and MB/s of one call over the whole 3.8 MB benchmark input (the file of
# scripts/bench/native.sh), to HTML (swh_highlight_html) and to tokens (swh_tokenize_each, and
# swh_tokenize with its array), with a memory-copy floor measured in the same run:
#   - instructions: callgrind, counted only inside the entry point (--toggle-collect), so that
#     process start and reading the file are not counted; divided by the input's bytes;
#   - MB/s: scripts/bench/stream-cost.c, the median of interleaved rounds of each mode (five
#     calls each), of the process's CPU time (a machine shared with other work stretches wall
#     time, not CPU time); `copy` is memcpy of the input into fresh memory of its size, the floor;
#   - with --base LIB_DIR, the same figures of another release libHighlight.a (an earlier
#     commit's build) in the same run, rounds interleaved with ours;
#   - tree-sitter-highlight's MB/s to HTML, CPU time of one call over the same input in each of
#     the same rounds, by the tree-sitter child of scripts/bench/native.sh's benchmark
#     (scripts/bench/tree-sitter-setup.sh builds it); skipped, with the reason, where its
#     grammar, query or crates are missing (scripts/bench/native.sh sets them up).
# The figures go into bench/RESULTS.md as instructions-* (scripts/bench/record-results.py),
# where docs/speed.md reads them.
#
#   scripts/bench/instructions.sh [--base LIB_DIR [--base-name NAME]] [LIB_DIR]
#       LIB_DIR: folder of a release libHighlight.a (default: swift build -c release --product Highlight)
#       NAME: what the base build is, for the record (e.g. its commit)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
base="" base_name="" libdir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --base) base=$2; shift 2 ;;
    --base-name) base_name=$2; shift 2 ;;
    -*) echo "instructions: unknown option $1" >&2; exit 2 ;;
    *) libdir=$1; shift ;;
  esac
done
setup=$(scripts/bench/callgrind-setup.sh instructions "$libdir")
libdir=${setup%%$'\n'*} input=${setup#*$'\n'}
bytes=$(wc -c < "$input")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
builds=(new)
# shellcheck disable=SC2046  # the link line is a list of words
cc -std=c11 -O2 -Wall -Wextra -Werror -I include scripts/bench/stream-cost.c \
  $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$work/new"
if [ -n "$base" ]; then
  # shellcheck disable=SC2046
  cc -std=c11 -O2 -Wall -Wextra -Werror -I include scripts/bench/stream-cost.c \
    $(scripts/build/link-flags.sh --dynamic "$base") -o "$work/base"
  builds+=(base)
fi

# Instructions inside one call of each entry point.
instructions() { # build, mode, function
  valgrind --tool=callgrind --toggle-collect="$3" --callgrind-out-file="$work/cg.$1.$2" \
    "$work/$1" "$2" "$input" > /dev/null 2> "$work/valgrind.$1.$2" || { cat "$work/valgrind.$1.$2" >&2; return 1; }
  sed -n 's/^totals: \([0-9]*\).*/\1/p; s/^summary: \([0-9]*\).*/\1/p' "$work/cg.$1.$2" | head -n 1
}
declare -A ir mbs
for b in "${builds[@]}"; do
  ir[$b.html]=$(instructions "$b" html swh_highlight_html)
  ir[$b.each]=$(instructions "$b" each swh_tokenize_each)
  ir[$b.tokenize]=$(instructions "$b" tokenize swh_tokenize)
done

# tree-sitter's child and query, or nothing (the reason is printed).
ts_child="" ts_query=""
if ts_setup=$(scripts/bench/tree-sitter-setup.sh instructions); then
  ts_child=${ts_setup%%$'\n'*} ts_query=${ts_setup#*$'\n'}
fi

# Time: seven interleaved rounds of every build and mode, five calls each; the median of medians.
# tree-sitter, some 70 times slower, takes one call per round (a second or so).
: > "$work/rates.txt"
: > "$work/ts-rates.txt"
for _ in 1 2 3 4 5 6 7; do
  for b in "${builds[@]}"; do
    for mode in html each tokenize; do
      "$work/$b" "$mode" "$input" "" 5 | sed "s/^/$b /" >> "$work/rates.txt"
    done
  done
  "$work/new" copy "$input" "" 5 | sed "s/^/new /" >> "$work/rates.txt"
  if [ -n "$ts_child" ]; then
    "$ts_child" "$ts_query" rate "$input" | sed -n 's/^rate //p' >> "$work/ts-rates.txt"
  fi
done
rate() { # build, mode: the median of the rounds' CPU-time medians
  grep -h "^$1 $2:" "$work/rates.txt" | sed -E 's/.*CPU time: ([0-9.]+) MB\/s.*/\1/' | sort -n \
    | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
for b in "${builds[@]}"; do
  for mode in html each tokenize; do mbs[$b.$mode]=$(rate "$b" "$mode"); done
done
mbs[copy]=$(rate new copy)
if [ -n "$ts_child" ]; then
  # "rate BYTES CPU_SECONDS" per round: the median of BYTES / 10^6 / CPU_SECONDS, as stream-cost.c.
  mbs[ts]=$(awk '$2 > 0 { print $1 / 1e6 / $2 }' "$work/ts-rates.txt" | sort -n \
    | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }')
  [ -n "${mbs[ts]}" ] || { echo "instructions: tree-sitter's child reported no rate" >&2; exit 1; }
fi

for b in "${builds[@]}"; do
  echo "$b: $bytes bytes; HTML ${ir[$b.html]} instructions, ${mbs[$b.html]} MB/s; tokens (each) ${ir[$b.each]}, ${mbs[$b.each]} MB/s; tokens (array) ${ir[$b.tokenize]}, ${mbs[$b.tokenize]} MB/s"
done
echo "memory copy: ${mbs[copy]} MB/s"
if [ -n "$ts_child" ]; then echo "tree-sitter-highlight to HTML: ${mbs[ts]} MB/s"; fi

args=()
figures() { # build, key suffix, label
  args+=("instructions-html$2=$(python3 -c "print(f'{${ir[$1.html]} / $bytes:.1f}')")=instructions per byte to HTML, swh_highlight_html$3")
  args+=("instructions-tokens$2=$(python3 -c "print(f'{${ir[$1.each]} / $bytes:.1f}')")=instructions per byte to tokens, swh_tokenize_each$3")
  args+=("instructions-token-array$2=$(python3 -c "print(f'{${ir[$1.tokenize]} / $bytes:.1f}')")=instructions per byte to tokens, swh_tokenize (the array)$3")
  args+=("instructions-html-mbs$2=$(python3 -c "print(f'{${mbs[$1.html]}:.0f}')")=MB/s to HTML (CPU time), median of interleaved rounds$3")
  args+=("instructions-tokens-mbs$2=$(python3 -c "print(f'{${mbs[$1.each]}:.0f}')")=MB/s to tokens (swh_tokenize_each, CPU time), median of the same rounds$3")
}
figures new "" ""
[ -n "$base" ] && figures base "-base" " (the --base build${base_name:+, $base_name})"
args+=("instructions-copy-mbs=$(python3 -c "print(f'{${mbs[copy]}:.0f}')")=MB/s of memcpy of the input into fresh memory (CPU time), median of the same rounds")
if [ -n "$ts_child" ]; then
  args+=("instructions-tree-sitter-mbs=$(python3 -c "print(f'{${mbs[ts]}:.2f}')")=MB/s to HTML of tree-sitter-highlight (CPU time of one call per round), median of the same rounds")
  args+=("instructions-html-vs-tree-sitter=$(python3 -c "print(f'{${mbs[new.html]} / ${mbs[ts]}:.0f}')")=our MB/s to HTML ÷ tree-sitter's, both medians of the same rounds")
fi
python3 scripts/bench/record-results.py instructions \
  "scripts/bench/instructions.sh${base:+ --base ${base_name:-LIB_DIR}} ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))" "${args[@]}"
