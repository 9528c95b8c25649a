#!/usr/bin/env bash
# What --compiler costs: one file (Tests/compiler/example.swift), a longer one with --xcode-kinds,
# and a Markdown page of eight swift fences, each compiled with an empty report cache and again
# with the cache filled, with the tool given (default: the release build). Each figure is the
# median of RUNS runs (default 5) of the whole command, wall-clock. The toolchain's clang module
# cache is kept between runs (as on any machine that has compiled before); only the reports'
# cache is emptied.
#
#   scripts/bench/compiler.sh [BINARY]
#
# The figures go into bench/RESULTS.md as compiler-* (scripts/bench/record-results.py), where
# docs/compiler.md cites them.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
bin=${1:-"$(swift build -c release --show-bin-path)/swift-highlight"}
[ -x "$bin" ] || { echo "compiler bench: no executable at $bin (swift build -c release)" >&2; exit 1; }
runs=${RUNS:-5}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"
for k in 1 2 3 4 5 6 7 8; do
  printf '```swift\n/// Block %d.\nstruct P%d { var x: Int }\nlet v%d = P%d(x: %d).x\n//  ^?\n```\n\n' $k $k $k $k $k
done > "$tmp/page.md"
# A longer file (525 lines: classes, structs, enum cases, globals, locals, Foundation and
# standard library names) for Xcode's kinds from the compiler (--xcode-kinds), whose syntax tree
# is read along with the report.
for k in $(seq 1 25); do
  cat <<SWIFT
final class Inventory$k {
    var items: [String] = []
    var count = 0
    func add(_ item: String) {
        items.append(item)
        count += 1
        let sorted = items.sorted()
        _ = sorted.first.map { \$0.count }
    }
    func sorted() -> [String] { items }
}
struct Place$k { var north = 0 }
enum Heading$k { case north, south }
var visits$k = 0
func walk$k(to place: Place$k, heading: Heading$k) -> Int {
    visits$k += 1
    if heading == .south { return place.north }
    return [3, 1, 2].sorted().count + max(visits$k, 1)
}
let inventory$k = Inventory$k()
let answer$k = walk$k(to: Place$k(), heading: Heading$k.north) + inventory$k.count
SWIFT
done > "$tmp/kinds.swift"
# median SECONDS...: the middle value.
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
# timed COLD ARGS...: one run's wall-clock seconds (COLD=1: the reports' cache emptied first).
timed() {
  local cold=$1; shift
  [ "$cold" = 1 ] && rm -rf "$XDG_CACHE_HOME/swift-highlight"
  local s e
  s=$(date +%s.%N); "$bin" "$@" > /dev/null; e=$(date +%s.%N)
  echo "$e - $s" | bc -l
}
measure() {
  local cold=$1; shift
  local t=()
  for _ in $(seq "$runs"); do t+=("$(timed "$cold" "$@")"); done
  median "${t[@]}"
}
"$bin" --compiler Tests/compiler/example.swift > /dev/null   # warms the clang module cache
file_cold=$(measure 1 --compiler Tests/compiler/example.swift)
file_warm=$(measure 0 --compiler Tests/compiler/example.swift)
kinds_cold=$(measure 1 --compiler --xcode-kinds "$tmp/kinds.swift")
kinds_warm=$(measure 0 --compiler --xcode-kinds "$tmp/kinds.swift")
page_cold=$(measure 1 markdown --compiler "$tmp/page.md")
page_warm=$(measure 0 markdown --compiler "$tmp/page.md")
cores=$(nproc)
fmt() { printf '%.2f' "$1"; }
ms() { printf '%.0f' "$(echo "$1 * 1000" | bc -l)"; }
echo "one file, no cache:        $(fmt "$file_cold") s"
echo "one file, cached:          $(ms "$file_warm") ms"
echo "$(wc -l < "$tmp/kinds.swift") lines, --xcode-kinds, no cache: $(fmt "$kinds_cold") s"
echo "$(wc -l < "$tmp/kinds.swift") lines, --xcode-kinds, cached: $(ms "$kinds_warm") ms"
echo "page of 8 fences, no cache: $(fmt "$page_cold") s ($cores cores)"
echo "page of 8 fences, cached:  $(ms "$page_warm") ms"
python3 scripts/bench/record-results.py compiler "scripts/bench/compiler.sh, median of $runs runs, $cores cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(swiftc --version 2>&1 | head -1)" \
  "compiler-file-cold=$(fmt "$file_cold")=seconds, one file (Tests/compiler/example.swift), the reports' cache empty" \
  "compiler-file-cached=$(ms "$file_warm")=milliseconds, the same file again (a cache hit: no compiler runs)" \
  "compiler-kinds-file-cold=$(fmt "$kinds_cold")=seconds, a file of $(wc -l < "$tmp/kinds.swift") lines with --xcode-kinds (the compiler's kinds of names), the reports' cache empty" \
  "compiler-kinds-file-cached=$(ms "$kinds_warm")=milliseconds, the same file again (a cache hit: no compiler runs)" \
  "compiler-page-cold=$(fmt "$page_cold")=seconds, a Markdown page of eight swift fences, the reports' cache empty (fences in parallel, one per core)" \
  "compiler-page-cached=$(ms "$page_warm")=milliseconds, the same page again (cache hits)"
