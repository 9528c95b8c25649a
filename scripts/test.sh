#!/usr/bin/env bash
# Sets up and runs every test of the project, building each configuration once:
#   1. Swift unit tests (swift test, debug build)
#   2. the C consumer test against the header and libHighlight.a (release build), under valgrind
#   3. the accuracy regression guard on the training corpus (release CLI)
#   4. every HTML output mode parsed by a real HTML5 parser (html5lib, strict), and the CLI run
#      as a user would: inputs, options, every error path, exit statuses (Tests/cli/run.sh)
#   5. the Rust crate's tests, including a downstream crate with no linker settings
#   6. a short libFuzzer + AddressSanitizer run on the C entry points (FUZZ_SECONDS, default 30)
# Prints one line per stage and a closing "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/setup.sh || { echo "setup failed"; exit 1; }

passed=0 failed=0 names=()
stage() { # name, command...
  local name=$1; shift
  local t0=$SECONDS
  echo "=== $name"
  if "$@"; then
    passed=$((passed + 1)); names+=("ok   $name ($((SECONDS - t0)) s)")
  else
    failed=$((failed + 1)); names+=("FAIL $name ($((SECONDS - t0)) s)")
  fi
}

release_build() { swift build -c release >/dev/null; }
stage "swift build -c release" release_build
bin=$(swift build -c release --show-bin-path)

stage "swift test" swift test
stage "C consumer test" Tests/c/run.sh "$bin"
stage "accuracy guard" scripts/accuracy-guard.sh "$bin/swift-highlight"
stage "HTML5 parse of every HTML mode" Tests/html5/run.sh "$bin/swift-highlight"
stage "command-line tool" Tests/cli/run.sh "$bin/swift-highlight"
stage "Rust crate" scripts/test-rust.sh
stage "fuzz ${FUZZ_SECONDS:-30} s" scripts/fuzz.sh "${FUZZ_SECONDS:-30}"

echo "=== summary"
printf '%s\n' "${names[@]}"
echo "stages: $passed passed, $failed failed"
[ $failed -eq 0 ]
