#!/usr/bin/env bash
# What streaming tokens (swh_tokenize_each) costs against the token array (swh_tokenize and a loop
# over it), on the 3.8 MB benchmark input of scripts/bench/native.sh:
#   - MB/s, the median of interleaved rounds of each (scripts/bench/stream-cost.c, a release
#     libHighlight.a linked with the Swift runtime);
#   - instructions counted by callgrind inside each entry point (and swh_highlight_html) on the
#     lines of the first CALLGRIND_BYTES bytes (default 400000), and the instructions streaming
#     adds per token (the call of the callback).
# The figures go into bench/RESULTS.md as stream-cost-* (scripts/bench/record-results.py), where
# docs/c.md reads them.
#
#   scripts/bench/stream-cost.sh [LIB_DIR]     LIB_DIR: folder of a release libHighlight.a
#                                               (default: swift build -c release --product Highlight)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
setup=$(scripts/bench/callgrind-setup.sh stream-cost "${1:-}")
libdir=${setup%%$'\n'*} input=${setup#*$'\n'}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046  # the link line is a list of words
cc -std=c11 -O2 -Wall -Wextra -Werror -I include scripts/bench/stream-cost.c \
  $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$work/stream-cost"

# Time: rounds of the two, interleaved, five calls each; the median of all their medians.
rates() { # mode
  grep -h "^$1:" "$work/rates.txt" | sed -E 's/.*, ([0-9.]+) MB\/s median.*/\1/' | sort -n \
    | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
: > "$work/rates.txt"
for _ in 1 2 3 4 5 6 7; do
  for mode in each tokenize; do "$work/stream-cost" "$mode" "$input" "" 5 >> "$work/rates.txt"; done
done
each_mbs=$(rates each) tokenize_mbs=$(rates tokenize)

# Instructions inside each entry point, on the first CALLGRIND_BYTES bytes' lines.
bytes=${CALLGRIND_BYTES:-400000}
instructions() { # mode, function
  valgrind --tool=callgrind --toggle-collect="$2" --callgrind-out-file="$work/callgrind.$1" \
    "$work/stream-cost" "$1" "$input" "$bytes" > "$work/out.$1" 2> "$work/valgrind.$1" \
    || { cat "$work/valgrind.$1" >&2; return 1; }
  sed -n 's/^totals: \([0-9]*\).*/\1/p; s/^summary: \([0-9]*\).*/\1/p' "$work/callgrind.$1" | head -n 1
}
each_ir=$(instructions each swh_tokenize_each)
tokenize_ir=$(instructions tokenize swh_tokenize)
html_ir=$(instructions html swh_highlight_html)
read -r counted tokens < <(sed -E 's/^each: ([0-9]+) bytes, ([0-9]+) tokens.*/\1 \2/' "$work/out.each")
cat "$work/rates.txt"
echo "callgrind on $counted bytes, $tokens tokens: swh_tokenize_each $each_ir, swh_tokenize $tokenize_ir, swh_highlight_html $html_ir instructions"

figures=$(python3 - "$each_mbs" "$tokenize_mbs" "$counted" "$tokens" "$each_ir" "$tokenize_ir" "$html_ir" <<'PY'
import sys
each_mbs, tok_mbs = float(sys.argv[1]), float(sys.argv[2])
cut, tokens, each, tok, html = map(int, sys.argv[3:8])
print(f"stream-cost-each-mbs={each_mbs:.0f}=swh_tokenize_each with a counting callback, MB/s, median of interleaved rounds")
print(f"stream-cost-tokenize-mbs={tok_mbs:.0f}=swh_tokenize and a loop over its array, MB/s, median of the same rounds")
print(f"stream-cost-callgrind-kb={cut / 1000:.0f}=the input callgrind counted, KB (its first lines)")
print(f"stream-cost-each-minstr={each / 1e6:.2f}=swh_tokenize_each, millions of instructions (callgrind)")
print(f"stream-cost-tokenize-minstr={tok / 1e6:.2f}=swh_tokenize, millions of instructions (callgrind)")
print(f"stream-cost-html-minstr={html / 1e6:.2f}=swh_highlight_html, millions of instructions (callgrind)")
print(f"stream-cost-per-token={(each - tok) / tokens:.0f}=instructions streaming adds per token")
PY
)
mapfile -t args <<< "$figures"
python3 scripts/bench/record-results.py stream-cost \
  "scripts/bench/stream-cost.sh ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))" "${args[@]}"
