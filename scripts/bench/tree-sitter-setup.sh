#!/usr/bin/env bash
# What measuring tree-sitter beside our engine needs (scripts/bench/instructions.sh): the
# benchmark's tree-sitter child, bench/target/release/swh-bench-ts (tree-sitter-highlight 0.20 on
# the system libtree-sitter, the tree-sitter-swift grammar, the highlights-0.7.1.scm query, as
# scripts/bench/native.sh measures it), built here when it is missing or older than its sources.
# Prints two lines: the child's path, then the query's. Where something is missing (the grammar,
# which scripts/bench/native.sh fetches; the query of the evaluation kit; Rust or the Debian
# crates) it prints why on standard error and exits 3: the caller skips tree-sitter.
#
#   scripts/bench/tree-sitter-setup.sh NAME
#       NAME: the calling script's name, for its messages
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
name=$1
skip() { echo "$name: tree-sitter skipped: $*" >&2; exit 3; }
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
grammar_dir="$cache/tree_sitter_swift-0.0.1"
kit=${SWIFT_HIGHLIGHT_EVAL_DIR:-$(cd "$repo/.." && pwd)/shared/eval}
query="$(dirname "$kit")/baselines/tree-sitter-swift/highlights-0.7.1.scm"
child="$repo/bench/target/release/swh-bench-ts"

if [ ! -f "$grammar_dir/src/parser.c" ] || [ ! -f "$grammar_dir/src/scanner.c" ]; then
  skip "the tree-sitter-swift grammar is not in $grammar_dir (scripts/bench/native.sh fetches it)"
fi
[ -f "$query" ] || skip "the tree-sitter query $query is missing (the evaluation kit's baselines)"
stale=""
[ -x "$child" ] || stale=1
for f in bench/Cargo.toml bench/build.rs bench/src/bin/swh-bench-ts.rs bench/src/ts.rs bench/src/common.rs bench/src/stats.rs; do
  if [ "$f" -nt "$child" ]; then stale=1; fi
done
if [ -n "$stale" ]; then
  command -v cargo >/dev/null || skip "cargo is not installed (scripts/setup.sh rust)"
  echo "$name: building bench/'s tree-sitter child (release)" >&2
  # shellcheck disable=SC2046  # cargo-offline.sh prints nothing or `--config PATH`
  SWH_BENCH_GRAMMAR_DIR="$grammar_dir" cargo $(scripts/cargo-offline.sh) build --release --quiet \
    --manifest-path bench/Cargo.toml --target-dir bench/target --bin swh-bench-ts >&2 ||
    skip "bench/ did not build (scripts/bench/native.sh installs tree-sitter's Debian crates: scripts/setup.sh bench)"
fi
echo "$child"
echo "$query"
