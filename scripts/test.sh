#!/usr/bin/env bash
# Sets up and runs every test of the project, building each configuration once:
#   - the GitHub workflows (.github/workflows): the GitHub workflow schema, zizmor, actions
#     pinned to commits (scripts/test/workflows.sh)
#   - the bindings' ABI modules regenerated from the header and compared (scripts/gen/abi.sh --check)
#   - the CLI's built-in system names regenerated from the toolchain and compared
#     (scripts/gen/system-names.sh --check)
#   - the engine's rooms: every reference in Sources/Highlight goes to its own room or one below,
#     in the order of docs/layout.md (scripts/test/layers.py, after its own tests)
#   - the shell code: no pipe into a grep that exits at its first match (scripts/test/pipes.sh)
#   - the release build (its CLI and bin folder are reused by the stages below), with the flags
#     of the release's CLI, and the x86_64 Embedded Swift engine beside it
#   - Swift unit tests (swift test --parallel, debug build)
#   - the C consumer test against the header and libHighlight.a / the Embedded Swift archive,
#     under valgrind
#   - scripts/install.sh into a temporary prefix: exports, pkg-config builds, CLI, README examples
#   - the release artifacts (scripts/release.sh into dist/, early, reused by later stages), cut
#     after purging the Debian packages it installs, and cut twice for the same SHA256SUMS; one
#     version and licence everywhere; tarballs and Debian packages used where no Swift exists,
#     the aarch64 library under qemu; the repository as a versioned SwiftPM dependency
#   - the accuracy regression guard on the training corpus (release CLI; needs ../shared/eval)
#   - recovery after damage: damaged copies of the training corpus against the reference labeller
#     (builds the oracle once when missing; needs ../shared/eval)
#   - the held-out snippets' hand-checked label listings against their sources
#   - every HTML output mode parsed by a real HTML5 parser (html5lib, strict)
#   - the command-line tool run as a user would (Tests/cli)
#   - `swift-highlight site` on made sites: in-place rewrites, SIGKILL mid-run, symlinks (Tests/site)
#   - sites built by Hugo, Jekyll, Pandoc, Sphinx and MkDocs, rewritten by `swift-highlight site`
#     and compared with the generators' own output (Tests/site), colours checked in Chromium
#   - the Ink modifier for Publish sites (Integrations/HighlightInk, its own package)
#   - the Rust crate's tests, including a downstream crate with no linker settings
#   - the Python package in a virtual environment (pytest: API, Pygments, Sphinx, Markdown/MkDocs)
#   - the JavaScript package on the WebAssembly build (node --test), and the playground in
#     headless Chromium against a loopback server
#   - the documentation: every code block of README.md and docs/*.md run, compiled, or marked
#     (run by another stage, or not runnable here and why), every figure checked against a fresh
#     measurement (scripts/docs/check-docs.py)
#   - the npm tarball (scripts/release/npm.sh) installed in an empty folder and used where no
#     Swift toolchain can be reached; the same for the packaged Rust crate against an installed
#     library, and once built from its packaged sources
#   - copy-safe blocks, dark mode by class and stock Prism themes in headless Chromium
#   - the compiler's notes (--compiler) in pages in headless Chromium
#   - `swift-highlight docc` on archives the toolchain's docc builds (a catalog with articles, a
#     tutorial, annotated listings and doc comments; swift-argument-parser's), read in Chromium
#   - a short libFuzzer + AddressSanitizer run on the C entry points (FUZZ_SECONDS, default 30),
#     then one of a few seconds on theme files (FUZZ_TARGET=theme-files)
# Stages that need the evaluation kit (../shared/eval) run when it is there and are skipped, with
# the reason, when it is not (a stage command exits 77 to say it skipped; swift test skips its
# accuracy-floor test the same way). The release is cut on Linux x86_64 only
# (scripts/release/host.sh; SWH_HOST_ARCH=aarch64 shows what an arm64 host runs): elsewhere the
# stages that cut or unpack it are skipped with that reason, the version check reads no
# artifacts, and the JavaScript and Python stages build the WebAssembly modules and the wheels
# they test themselves. Prints one line per stage and a closing
# "stages: N passed, N failed, N skipped"; exits non-zero on any failure, never on a skip.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# The stages check; they measure nothing for the docs: the scripts that write their figures into
# bench/RESULTS.md (scripts/bench/record-results.py) write nothing in a test run.
export SWIFT_HIGHLIGHT_RECORD_RESULTS=0
scripts/setup.sh test || { echo "setup failed"; exit 1; }

# Each configuration of the Embedded Swift engine (scripts/build/embedded.sh: the shared and
# static libraries, the C consumer, the Rust crate's build.rs; scripts/build/wasm.sh's object
# for WebAssembly: the release, the DocC stage's SwiftPM plugin) is compiled once and reused by
# the stages after it, keyed by everything the build reads. The second release of
# release-from-scratch.sh takes every engine from it (it compares what follows the compile; the
# aarch64 engine is compiled once more beside it and compared). The packaged crate's build from
# its own sources (crate-package.sh) never does: compiling them is what it tests. The wheel built
# from the sdist (python.sh) takes it: the key hashes the bytes of the sources the sdist carries.
export SWH_ENGINE_CACHE="$root/.build/engine-cache"

# Empty on a host that cuts the release; elsewhere why not (release-from-scratch.sh and
# release-native.sh skip there with that reason).
no_release=$(scripts/release/host.sh) && no_release=""

passed=0 failed=0 skipped=0 names=()
log=$(mktemp); trap 'rm -f "$log"' EXIT
stage() { # name, command... (a command that exits 77 skipped its stage: its last line says why)
  local name=$1; shift
  local t0=$SECONDS rc
  echo "=== $name"
  "$@" 2>&1 | tee "$log"; rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then
    # Tests that XCTest skipped inside a passing stage are named in its line.
    local inner
    inner=$(sed -n 's/.*: \([A-Za-z0-9_.]*\) : Test skipped - \(.*\)/\1 (\2)/p' "$log" | sort -u | paste -sd ';' -)
    passed=$((passed + 1)); names+=("ok   $name ($((SECONDS - t0)) s)${inner:+; skipped inside: $inner}")
  elif [ "$rc" -eq 77 ]; then
    skipped=$((skipped + 1)); names+=("skip $name: $(grep . "$log" | tail -n 1)")
  else
    failed=$((failed + 1)); names+=("FAIL $name ($((SECONDS - t0)) s)")
  fi
}

# The workflows of continuous integration and releases are valid and pass zizmor's audits
# (seconds once its venv is made; check-jsonschema and zizmor from PyPI).
stage "GitHub workflows: schema, zizmor, pinned actions (scripts/test/workflows.sh)" scripts/test/workflows.sh
# The bindings' ABI modules (Rust, Python, JavaScript) are what the header gives, every offset,
# size and value checked by the C compiler for x86_64, aarch64 and wasm32.
stage "bindings' ABI modules match the header (scripts/gen/abi.sh --check)" scripts/gen/abi.sh --check
# The keyword table is what its generator writes from the one list of words (under a second).
stage "the keyword table matches its generator (scripts/gen/keywords.py --check)" python3 scripts/gen/keywords.py --check
# The CLI's built-in system names are what this toolchain's symbol graphs give (8 s; skipped
# without swift-symbolgraph-extract or with another toolchain version than the file's).
stage "the CLI's system names match the toolchain (scripts/gen/system-names.sh --check)" scripts/gen/system-names.sh --check
# The engine's rooms (docs/layout.md, "Rooms, from the bottom up"): no file uses what a room
# above its own declares, and every file is in a room; the check's own tests first (seconds,
# no build).
stage "engine rooms: references only downward (scripts/test/layers.py)" \
  bash -c 'python3 scripts/test/layers-test.py && python3 scripts/test/layers.py'
# The shell code: no pipe into a grep that stops at its first match (under pipefail its early
# exit can fail the pipeline although the line was there).
stage "shell: no pipe into an early-exit grep (scripts/test/pipes.sh)" scripts/test/pipes.sh
# With the flags of the release's CLI (scripts/release.sh), which then builds nothing again: the
# CLI, and the engine's libHighlight.a from the same objects. Meanwhile, where the release is cut
# (Linux x86_64), on the other core (the SwiftPM build is mostly one compiler process), the host's
# Embedded Swift engine into the cache, where the release takes it from.
release_flags=(-c release --static-swift-stdlib --disable-local-rpath)
release_build() {
  local embedded=.build/embedded-host rc=0 p=""
  if [ -z "$no_release" ]; then
    mkdir -p "$embedded"
    scripts/build/embedded.sh "$embedded" > "$embedded/build.log" 2>&1 &
    p=$!
  fi
  swift build "${release_flags[@]}" --product swift-highlight >/dev/null &&
    swift build "${release_flags[@]}" --product Highlight >/dev/null || rc=1
  if [ -n "$p" ]; then
    wait "$p" || { echo "scripts/build/embedded.sh failed:"; cat "$embedded/build.log"; rc=1; }
  fi
  return $rc
}
if [ -z "$no_release" ]; then
  stage "swift build -c release, and the x86_64 Embedded Swift engine beside it" release_build
else
  stage "swift build -c release" release_build
fi
bin=$(swift build -c release --show-bin-path)
# Every release artifact into dist/ (shared libraries, wasm, CLI): later stages use them. Built
# after purging the Debian packages the release installs (it must install them again), then once
# more into another folder: the two SHA256SUMS must be the same.
# Meanwhile, the debug build of the package and its tests (what the swift test stage runs): the
# release stage leaves a core idle for minutes (the purge and the installs, the packing, the
# second run's links). SwiftPM locks .build, so the release's own `swift build` (a no-op) waits
# for it. The swift test stage waits for it, then builds what is missing itself: a build that
# failed here (the purge may take away a tool for a while) is made again there, and judged there.
test_build_log=$root/.build/test-build.log
mkdir -p "$root/.build"; rm -f "$test_build_log.status"
{ swift build --build-tests > "$test_build_log" 2>&1; echo $? > "$test_build_log.status"; } &
stage "release build: dist/ from scratch, twice, the same bytes; aarch64 engine compiled twice (scripts/release.sh)" scripts/test/release-from-scratch.sh dist
# The JavaScript stages use the two WebAssembly modules that build made (js.sh builds them only
# where they are missing: where no release is cut, the first JavaScript stage builds them anew).
for m in swift_highlight.wasm swift_highlight_simd.wasm swift_highlight_site.wasm; do
  if [ -z "$no_release" ]; then
    [ -f ".build/release-artifacts/$m" ] && cp ".build/release-artifacts/$m" js/
  else
    rm -f "js/$m"
  fi
done

# The tests in parallel, one process each, as many at a time as there are cores (each test's
# output printed, --verbose, so that stage() still names the tests XCTest skipped).
swift_test() {
  # (A stage runs in a subshell, which cannot wait for the job: its status file says it ended.)
  while [ ! -f "$test_build_log.status" ]; do sleep 1; done
  [ "$(cat "$test_build_log.status")" = 0 ] ||
    echo "swift test: the build beside the release failed (log: $test_build_log); building again"
  swift build --build-tests && swift test --skip-build --parallel --verbose
}
stage "swift test" swift_test
stage "C consumer test" Tests/c/run.sh "$bin"
stage "install: prefix, shared/static libraries, pkg-config, CLI, README examples" Tests/install/run.sh
if [ -z "$no_release" ]; then
  stage "one version, one licence (header, CLI, manifests, every artifact)" scripts/test/version.sh "$bin/swift-highlight" dist
else
  stage "one version, one licence (header, CLI, manifests; no artifacts: $no_release)" scripts/test/version.sh "$bin/swift-highlight" --no-dist
fi
stage "release: tarballs and .deb without Swift, aarch64 under qemu" scripts/test/release-native.sh "$bin/swift-highlight" dist
stage "SwiftPM: a versioned dependency on a tagged clone" scripts/test/swiftpm.sh "$bin/swift-highlight"
stage "accuracy guard" scripts/eval/accuracy-guard.sh "$bin/swift-highlight"
stage "recovery after damage" scripts/eval/recovery.sh "$bin/swift-highlight"
stage "held-out snippet listings match their sources" python3 scripts/eval/snippet-labels.py check Tests/snippets
stage "HTML5 parse of every HTML mode" Tests/html5/run.sh "$bin/swift-highlight"
stage "command-line tool" Tests/cli/run.sh "$bin/swift-highlight"
stage "site command: pages rewritten in place, SIGKILL, symlinks, --check" Tests/site/run.sh "$bin/swift-highlight"
stage "site generators: Hugo, Jekyll, Pandoc, Sphinx, MkDocs sites rewritten by site" scripts/test/site-generators.sh "$bin/swift-highlight"
stage "Ink modifier (Integrations/HighlightInk)" swift test --package-path Integrations/HighlightInk
stage "Rust crate" scripts/test/rust.sh
stage "Rust crate packaged: alone, without Swift on an installed library, and from its sources" scripts/test/crate-package.sh "$bin/swift-highlight"
# The Python release files of dist/, or, where no release is cut, this host's wheel, the
# WebAssembly wheel and the sdist, built anew into a folder of their own.
python_dist=()
[ -z "$no_release" ] || { python_dist=(--dist .build/test-python-dist); rm -rf .build/test-python-dist; }
# Meanwhile, the fuzz stage's AddressSanitizer build of the engine and fuzzer (scripts/test/fuzz.sh
# --build-only): the Python and JavaScript stages run mostly one process at a time, and it needs
# nothing they make. The fuzz stage waits for it, and fuzz.sh then builds what is missing (the
# build is keyed): a build that failed here is made again there, and judged there.
fuzz_build_log=$root/.build/fuzz-build.log
rm -f "$fuzz_build_log.status"
{ nice scripts/test/fuzz.sh --build-only > "$fuzz_build_log" 2>&1; echo $? > "$fuzz_build_log.status"; } &
stage "Python package" scripts/test/python.sh "${python_dist[@]}" "$bin"
stage "JavaScript package (WebAssembly)" env SKIP_WASM_BUILD=1 scripts/test/js.sh "$bin/swift-highlight"
# The same requests through every door (CLI, C, Swift, Rust, Python native and wasm, JavaScript),
# byte for byte: reuses the builds of the stages above.
stage "parity: every door, the same bytes (scripts/test/parity.sh)" scripts/test/parity.sh "$bin"
stage "npm package, installed and used without Swift" env SKIP_WASM_BUILD=1 scripts/test/npm-package.sh "$bin/swift-highlight"
# Every code block of README.md and docs/*.md run (CLI, JavaScript on js/, Python in
# .venv-python), compiled (C, Swift) or marked as run elsewhere or not runnable, and every figure
# checked against a fresh measurement (scripts/docs/check-docs.py; after the stages that build
# what it uses; its own checks first, scripts/docs/check-docs-test.py).
stage "documentation: every code block and figure (scripts/docs/check-docs.py)" \
  bash -c 'python3 scripts/docs/check-docs-test.py && python3 scripts/docs/check-docs.py --bin "$1"' _ "$bin"
stage "JS playground in Chromium" scripts/test/js-browser.sh
stage "Editors in Chromium (CodeMirror 6, Monaco, CodeMirror 5)" scripts/test/editors.sh
stage "copy-safe blocks, dark mode by class, Prism themes (Chromium)" scripts/test/copy-safe.sh "$bin/swift-highlight"
stage "the compiler's notes in pages: popups on focus, in view, copy-safe (Chromium)" scripts/test/compiler-pages.sh "$bin/swift-highlight"
stage "DocC archives built by docc, processed by swift-highlight docc, read in Chromium" scripts/test/docc.sh "$bin/swift-highlight"
# The two targets link the same AddressSanitizer build of the engine: the C entry points for
# FUZZ_SECONDS, then the theme-files reader for a few seconds (each replays its regressions first).
fuzz_both() {
  while [ ! -f "$fuzz_build_log.status" ]; do sleep 1; done
  [ "$(cat "$fuzz_build_log.status")" = 0 ] ||
    echo "fuzz: the build beside the Python stage failed (log: $fuzz_build_log); building again"
  scripts/test/fuzz.sh "$1" && FUZZ_TARGET=theme-files scripts/test/fuzz.sh 5
}
stage "fuzz ${FUZZ_SECONDS:-30} s, theme files 5 s" fuzz_both "${FUZZ_SECONDS:-30}"

echo "=== summary"
printf '%s\n' "${names[@]}"
echo "stages: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
