#!/usr/bin/env bash
# Measures `swift-highlight site` on a generated site of about 57 MB of HTML (500 pages of about
# 110 KB, 27,000 Swift blocks in the shapes of ten generators and highlighters; made by
# scripts/bench/site-generate.py from the held-out snippets and examples).
#
#   scripts/bench/site.sh [--runs N] [--pages N] [BINARY]
#
# BINARY defaults to the release build (built when missing). For each thread count (1 and the
# number of processors) it runs N times (default 3) on a fresh copy of the site (first run: every
# block rewritten, every page replaced), then once more on the rewritten copy (nothing to
# change: every block recognised as ours and compared) and once with --dry-run on the original
# (every block highlighted, no page written: the cost without the file system's writes), and
# prints each run's summary line and the median wall-clock MB/s. The site is made once in a temporary folder and removed at the end.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=3 pages=500 bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --pages) pages=$2; shift 2 ;;
    *) bin=$1; shift ;;
  esac
done
if [ -z "$bin" ]; then
  (cd "$root" && swift build -c release --product swift-highlight >/dev/null)
  bin="$root/.build/release/swift-highlight"
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 "$root/scripts/bench/site-generate.py" --pages "$pages" --page-kb 110 "$tmp/original"
echo "HTML bytes: $(find "$tmp/original" -name '*.html' -printf '%s\n' | awk '{ s += $1 } END { print s }')"
cpus=$(nproc)
for threads in 1 $([ "$cpus" -gt 1 ] && echo "$cpus"); do
  rates=()
  for ((r = 1; r <= runs; r++)); do
    rm -rf "$tmp/site"; cp -r "$tmp/original" "$tmp/site"; sync
    line=$("$bin" site --jobs "$threads" "$tmp/site" 2>&1 | tail -n 1)
    echo "rewrite, $threads threads: $line"
    rates+=("$(sed -E 's/.*\(([0-9.]+) MB\/s.*/\1/' <<<"$line")")
  done
  median=$(printf '%s\n' "${rates[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "median, rewrite, $threads threads: $median MB/s"
  line=$("$bin" site --jobs "$threads" "$tmp/site" 2>&1 | tail -n 1)
  echo "second run (nothing to change), $threads threads: $line"
  line=$("$bin" site --dry-run --jobs "$threads" "$tmp/original" 2>&1 >/dev/null | tail -n 1)
  echo "--dry-run on the original (every block highlighted, no page written), $threads threads: $line"
done
