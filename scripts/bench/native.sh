#!/usr/bin/env bash
# The side-by-side benchmark: swift-highlight against tree-sitter-highlight, side by side in one run.
#
#   scripts/bench/native.sh [--file PATH] [--runs N]
#
# On a fresh Debian machine with the Swift toolchain, Rust and Python 3, this sets up everything:
#   - the Debian packages of scripts/debian-packages-{test,rust}.txt and scripts/debian-packages-bench.txt
#     (scripts/setup.sh bench), among them the
#     system libtree-sitter 0.20.7 and Debian's tree-sitter / tree-sitter-highlight 0.20 crates;
#   - the tree-sitter-swift grammar, the PyPI sdist tree-sitter-swift==0.0.1 (ABI 14), and the
#     3.8 MB input of ../shared/eval/corpus.py --bench, both cached outside git in
#     ${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench/;
# then builds bench/ in release mode (cargo, offline through Debian's crates when crates.io is
# unreachable; the Swift engine is built by the swift-highlight crate's build script) and runs it.
# The table goes to stdout, progress to stderr. --file PATH measures another input; --runs N sets
# the timed runs per figure (default 7). The tree-sitter query is
# ../shared/baselines/tree-sitter-swift/highlights-0.7.1.scm.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
shared="$repo/../shared"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight/bench"
grammar_version=0.0.1
grammar_dir="$cache/tree_sitter_swift-$grammar_version"
input="$cache/bench-input.swift"
query="$shared/baselines/tree-sitter-swift/highlights-0.7.1.scm"

say() { echo "bench: $*" >&2; }

"$repo/scripts/setup.sh" test rust bench
mkdir -p "$cache"

# The grammar: generated parser.c + scanner.c from the sdist (compiled by bench/build.rs).
if [ ! -f "$grammar_dir/src/parser.c" ] || [ ! -f "$grammar_dir/src/scanner.c" ]; then
  say "fetching tree-sitter-swift==$grammar_version (sdist) into $cache"
  tmp=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --no-binary :all: --dest "$tmp" \
    "tree-sitter-swift==$grammar_version"
  rm -rf "$grammar_dir"
  tar -xzf "$tmp/tree_sitter_swift-$grammar_version.tar.gz" -C "$cache"
  rm -rf "$tmp"
  [ -f "$grammar_dir/src/parser.c" ] || { say "the sdist has no src/parser.c"; exit 1; }
fi

# The input: 3.8 MB of real Swift (Sources/ of swift-collections and vapor).
if [ ! -s "$input" ]; then
  say "writing the benchmark input $input"
  python3 "$shared/eval/corpus.py" --bench "$input.tmp"
  mv "$input.tmp" "$input"
fi

[ -f "$query" ] || { say "the tree-sitter query $query is missing"; exit 1; }

say "building bench/ (release)"
export SWH_BENCH_GRAMMAR_DIR="$grammar_dir"
# shellcheck disable=SC2046  # cargo-offline.sh prints nothing or `--config PATH`
cargo $("$repo/scripts/cargo-offline.sh") build --release --quiet \
  --manifest-path "$repo/bench/Cargo.toml" --target-dir "$repo/bench/target"

# Which source was measured: the commit, and "-dirty" when the work tree has changes.
SWH_BENCH_REVISION=$(git -C "$repo" describe --always --dirty 2>/dev/null || true)
export SWH_BENCH_REVISION
echo "toolchains: $(swift --version 2>&1 | head -n 1); $(rustc --version); $(cc --version | head -n 1)"
echo
exec "$repo/bench/target/release/swh-bench" --file "$input" --query "$query" "$@"
