#!/usr/bin/env bash
# Prints the path of the reference labeller (the evaluation kit's oracle, swift-syntax), building
# it when there is none: $SWIFT_ORACLE when set; else an existing build under $ORACLE_BUILD
# (default /tmp/oracle-build), the release one first; else a new build there, a debug build
# (about 1.5 minutes on 2 cores, where the release build of swift-syntax takes many) unless
# --release is given. Both configurations label every file the same; the debug one labels about
# 8 times slower (a few thousand files: a minute or two), so --release suits labelling large sets.
#
#   scripts/eval/oracle.sh EVAL_DIR [--release]
set -euo pipefail
eval_dir=${1:?usage: oracle.sh EVAL_DIR [--release]}
want=debug; [ "${2:-}" = --release ] && want=release
if [ -n "${SWIFT_ORACLE:-}" ]; then echo "$SWIFT_ORACLE"; exit 0; fi
build=${ORACLE_BUILD:-/tmp/oracle-build}
for config in release $([ $want = debug ] && echo debug); do
  if [ -x "$build/$config/swift-oracle" ]; then echo "$build/$config/swift-oracle"; exit 0; fi
done
echo "oracle: building the reference labeller ($want) into $build" >&2
swift build -c $want --package-path "$eval_dir/oracle" --scratch-path "$build" >&2
[ -x "$build/$want/swift-oracle" ] || { echo "oracle: no executable at $build/$want/swift-oracle after the build" >&2; exit 1; }
echo "$build/$want/swift-oracle"
