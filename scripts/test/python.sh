#!/usr/bin/env bash
# Tests the Python package (python/): installs it with pip into the virtual environment of
# scripts/python-venv.sh (.venv-python, reused between runs; packages from PyPI), which builds
# the engine's shared library with scripts/build/shared.sh, then runs its pytest suite against
# the CLI.
#
#   scripts/test/python.sh [BIN_DIR]
#
# BIN_DIR holds the swift-highlight CLI the results are compared with (default: a release build
# of this package). The training corpus of ../shared/eval is materialized as accuracy.sh does;
# without that kit the corpus comparisons report "skipped". Further arguments go to pytest.
# Exits non-zero on any failure, and when pytest collects no test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -ge 1 ]; then
  bin_dir=$(cd "$1" && pwd)
  shift
else
  swift build -c release --package-path "$root" >/dev/null
  bin_dir=$(swift build -c release --package-path "$root" --show-bin-path)
fi
[ -x "$bin_dir/swift-highlight" ] || { echo "test-python: no swift-highlight in $bin_dir" >&2; exit 1; }

venv_python=$("$root/scripts/python-venv.sh" | tail -n 1)

eval_dir="$root/../shared/eval"
if [ -f "$eval_dir/corpus.py" ]; then
  cache=${EVAL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight-eval}
  if [ ! -f "$cache/train/.complete" ]; then
    rm -rf "$cache/train"; mkdir -p "$cache"
    python3 "$eval_dir/corpus.py" "$cache" >/dev/null
    touch "$cache/train/.complete"
  fi
  export SWIFT_HIGHLIGHT_CORPUS="$cache/train"
else
  echo "test-python: ../shared/eval not found: corpus comparisons skipped"
fi

export SWIFT_HIGHLIGHT_CLI="$bin_dir/swift-highlight"
unset SWIFT_HIGHLIGHT_LIBRARY
cd "$root/python"
status=0
"$venv_python" -m pytest -q -rs -p no:cacheprovider tests "$@" || status=$?
if [ $status -eq 5 ]; then
  echo "test-python: pytest collected no tests" >&2
  exit 1
fi
exit $status
