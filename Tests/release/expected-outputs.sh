#!/usr/bin/env bash
# Writes what the command-line tool prints for each input file in the four modes the release
# tests compare packages against (Tests/release/npm-consumer.mjs and crate-consumer.rs write the
# same names):
#   NAME.html                    --format html
#   NAME.pre-hljs-numbers.html   --format html --pre --scheme hljs --line-numbers
#   NAME.ansi24                  --format ansi --color always --color-depth 24
#   NAME.fence.md.html           the file in a ```swift fence, through `markdown -`
#
#   Tests/release/expected-outputs.sh CLI LIST OUT_DIR     (LIST: one input file a line)
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: Tests/release/expected-outputs.sh CLI LIST OUT_DIR" >&2; exit 2; }
cli=$1 list=$2 out=$3
mkdir -p "$out"
while read -r file; do
  [ -n "$file" ] || continue
  name=$out/$(basename "$file")
  "$cli" --format html "$file" > "$name.html"
  "$cli" --format html --pre --scheme hljs --line-numbers "$file" > "$name.pre-hljs-numbers.html"
  "$cli" --format ansi --color always --color-depth 24 "$file" > "$name.ansi24"
  { printf '```swift\n'; cat "$file"; printf '\n```\n'; } | "$cli" markdown - > "$name.fence.md.html"
done < "$list"
