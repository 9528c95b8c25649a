#!/usr/bin/env bash
# Tests the Python release files (scripts/release/python.sh) as users install them, with the
# Swift toolchain out of reach (scripts/test/without-swift.sh), against the CLI:
#   1. every manylinux wheel's platform tag is the one `auditwheel show` (PyPI) reports for it,
#      and the files are written reproducibly (the same bytes twice);
#   2. a fresh venv with only the native x86_64 wheel (pip --no-index), and another with only
#      the py3-none-any wheel (wasmtime from PyPI, then pip --no-index --find-links with that
#      wheel alone): each gives the CLI's output, byte for byte, on examples/ and the held-out
#      snippets Tests/snippets/ (scripts/test/python-outputs.py; the CLI's output is computed
#      first, outside the namespace), and says which backend it uses (the native wheel: with
#      its extension module, and without it);
#   3. the pytest suite (API, Pygments, Sphinx, Markdown/MkDocs, CLI equality) on the native
#      wheel, in the venv of scripts/python-venv.sh, and its API and presentation parts on the
#      WebAssembly backend
#      (these run the CLI, so with the toolchain reachable);
#   4. the sdist: a wheel built from it with swiftc (and the extension module) gives the CLI's
#      output, and without swiftc its build stops with a message that names what is missing;
#   5. the aarch64 wheel's library, run by a cross-compiled C program under qemu-user, gives the
#      same bytes as the x86_64 wheel's (when the aarch64 wheel, the cross compiler and qemu-user
#      are there).
#
#   scripts/test/python.sh [--dist DIST_DIR] [BIN_DIR] [PYTEST_ARGS...]
#
# DIST_DIR holds the release files (default: $DIST_DIR, else dist/); what it lacks is built with
# scripts/release/python.sh. BIN_DIR holds the swift-highlight CLI (default: a release build of
# this package). The training corpus of ../shared/eval is materialized as accuracy.sh does;
# without that kit the corpus comparisons report "skipped". PYTEST_ARGS go to pytest. Where no
# mount namespace can be made, the same checks run with the toolchain reachable (and say so).
# Exits non-zero on any failure, and when pytest collects no test.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist=${DIST_DIR:-$root/dist}
if [ "${1:-}" = --dist ]; then dist=$2; shift 2; fi
if [ $# -ge 1 ] && [ -d "$1" ]; then
  bin_dir=$(cd "$1" && pwd)
  shift
else
  swift build -c release --package-path "$root" >/dev/null
  bin_dir=$(swift build -c release --package-path "$root" --show-bin-path)
fi
cli=$bin_dir/swift-highlight
[ -x "$cli" ] || { echo "test-python: no swift-highlight in $bin_dir" >&2; exit 1; }

# Pinned in scripts/python-pins.txt, so that every run tests the same tools.
auditwheel=$("$root/scripts/python-pins.sh" auditwheel)
wasmtime=$("$root/scripts/python-pins.sh" wasmtime)
pytest=$("$root/scripts/python-pins.sh" pytest)

version=$("$root/scripts/version.sh")
arch=$(uname -m)
mkdir -p "$dist"
dist=$(cd "$dist" && pwd)
find_one() { compgen -G "$dist/$1" | head -n 1 || true; }
native=$(find_one "swift_highlight-$version-py3-none-manylinux_*_$arch.whl")
any=$(find_one "swift_highlight-$version-py3-none-any.whl")
sdist=$(find_one "swift_highlight-$version.tar.gz")
if [ -z "$native" ] || [ -z "$any" ] || [ -z "$sdist" ]; then
  echo "test-python: building the Python release files into $dist"
  "$root/scripts/release/python.sh" "$dist" >/dev/null
  native=$(find_one "swift_highlight-$version-py3-none-manylinux_*_$arch.whl")
  any=$(find_one "swift_highlight-$version-py3-none-any.whl")
  sdist=$(find_one "swift_highlight-$version.tar.gz")
fi
[ -n "$native" ] && [ -n "$any" ] && [ -n "$sdist" ] || { echo "test-python: release files missing in $dist" >&2; exit 1; }

work=$root/.build/test-python
mkdir -p "$work"
python=$(command -v python3)
pip_quiet=(--quiet --disable-pip-version-check)

# Runs a command without the Swift toolchain, or with it where no mount namespace can be made.
isolated=1
"$root/scripts/test/without-swift.sh" true >/dev/null 2>&1 || isolated=0
[ $isolated = 1 ] || echo "test-python: no mount namespace here: the checks run with the toolchain reachable"
no_swift() {
  if [ $isolated = 1 ]; then "$root/scripts/test/without-swift.sh" "$@"; else "$@"; fi
}
fresh_venv() { # DIR: a new, empty venv
  rm -rf "$1"
  "$python" -m venv "$1"
}

# 1. The platform tags.
tools=$work/tools
[ -x "$tools/bin/auditwheel" ] || { fresh_venv "$tools"; "$tools/bin/pip" install "${pip_quiet[@]}" "$auditwheel"; }
for wheel in "$dist"/swift_highlight-"$version"-py3-none-manylinux_*.whl; do
  named=$(basename "$wheel" .whl); named=${named##*-}
  reported=$("$tools/bin/auditwheel" show "$wheel" | tr '\n' ' ' | sed -n 's/.*platform tag: "\([^"]*\)".*/\1/p')
  [ "$reported" = "$named" ] || { echo "test-python: $(basename "$wheel"): auditwheel show reports '$reported'" >&2; exit 1; }
  echo "test-python: $(basename "$wheel"): auditwheel show reports $reported"
done

# Reproducible: the same inputs give the same bytes (the wasm wheel from the module inside the
# one in DIST_DIR, and the sdist, each written twice).
repro=$work/reproducible
rm -rf "$repro"; mkdir -p "$repro"
python3 -m zipfile -e "$any" "$repro/any"
for n in 1 2; do
  SOURCE_DATE_EPOCH=1700000000 python3 "$root/scripts/release/python-dist.py" wasm-wheel --version "$version" \
    --wasm "$repro/any/swift_highlight/swift_highlight.wasm" "$repro/$n" >/dev/null
  SOURCE_DATE_EPOCH=1700000000 python3 "$root/scripts/release/python-dist.py" sdist --version "$version" "$repro/$n" >/dev/null
done
(cd "$repro/1" && sha256sum ./*) > "$repro/sums"
(cd "$repro/2" && sha256sum -c --quiet "$repro/sums") || { echo "test-python: the release files are not reproducible" >&2; exit 1; }
echo "test-python: the py3-none-any wheel and the sdist are written byte-identical twice"

# 2. The wheels, each alone in a fresh venv, against the CLI's output.
expected=$work/expected
rm -rf "$expected"
mapfile -t sources < <(find "$root/examples" "$root/Tests/snippets" -name '*.swift' -type f | LC_ALL=C sort)
python3 "$root/scripts/test/python-outputs.py" expect "$cli" "$expected" "${sources[@]}"
outputs=$root/scripts/test/python-outputs.py

fresh_venv "$work/venv-native"
no_swift "$work/venv-native/bin/pip" install "${pip_quiet[@]}" --no-index "$native"
no_swift "$work/venv-native/bin/python" "$outputs" check "$expected" --backend native+fast
# Its calls through ctypes alone too (the path of a Python that cannot import the extension).
SWIFT_HIGHLIGHT_FAST=0 no_swift "$work/venv-native/bin/python" "$outputs" check "$expected" --backend native

only_any=$work/only-any
rm -rf "$only_any"; mkdir -p "$only_any"; cp "$any" "$only_any/"
fresh_venv "$work/venv-wasm"
"$work/venv-wasm/bin/pip" install "${pip_quiet[@]}" "$wasmtime" "$pytest"
no_swift "$work/venv-wasm/bin/pip" install "${pip_quiet[@]}" --no-index --find-links "$only_any" swift-highlight
no_swift "$work/venv-wasm/bin/python" "$outputs" check "$expected" --backend wasm
# The wheel's scalar module too (the one above is its SIMD module, which wasmtime runs here).
SWIFT_HIGHLIGHT_WASM_SIMD=0 no_swift "$work/venv-wasm/bin/python" "$outputs" check "$expected" --backend wasm

# 3. The pytest suite: all of it on the native wheel, the API part on the WebAssembly backend.
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
export SWIFT_HIGHLIGHT_CLI="$cli"
unset SWIFT_HIGHLIGHT_LIBRARY SWIFT_HIGHLIGHT_WASM SWIFT_HIGHLIGHT_BACKEND
venv_python=$("$root/scripts/python-venv.sh" "$native" | tail -n 1)
cd "$root/python"
status=0 wasm_status=0
# (With the toolchain reachable: the tests run the CLI, which may be linked to its runtime.)
# The two runs at once, each a single process, each with a temporary folder of its own (the
# WebAssembly one's output is printed after the native one's).
"$work/venv-wasm/bin/python" -m pytest -q -rs -p no:cacheprovider --basetemp "$work/pytest-wasm" \
  tests/test_api.py tests/test_presentation.py "$@" > "$work/pytest-wasm.log" 2>&1 &
wasm_job=$!
"$venv_python" -m pytest -q -rs -p no:cacheprovider --basetemp "$work/pytest-native" tests "$@" || status=$?
wait $wasm_job || wasm_status=$?
if [ $status -eq 5 ]; then
  echo "test-python: pytest collected no tests" >&2
  exit 1
fi
[ $status -eq 0 ] || exit $status
echo "test-python: the API and presentation tests on the WebAssembly backend"
cat "$work/pytest-wasm.log"
[ $wasm_status -eq 0 ] || exit $wasm_status

# 4. The sdist: with swiftc it builds a working wheel (once per sdist), without it a clear error.
sdist_sum=$(sha256sum "$sdist" | cut -c1-16)
built=$work/sdist-wheel-$sdist_sum
if ! compgen -G "$built/*.whl" >/dev/null; then
  rm -rf "$work"/sdist-wheel-*
  echo "test-python: building a wheel from $(basename "$sdist") with swiftc"
  # From the sdist's own sources. The engine may come from SWH_ENGINE_CACHE: its key hashes the
  # bytes of the sources the sdist carries, the options and the compiler, so a hit is the same
  # compile, and an sdist that lacked or changed a file gets another key and compiles (and fails).
  "$tools/bin/pip" wheel "${pip_quiet[@]}" --no-deps --wheel-dir "$built" "$sdist" >/dev/null
fi
from_sdist=$(compgen -G "$built/swift_highlight-$version-py3-none-linux_$arch.whl" | head -n 1 || true)
[ -n "$from_sdist" ] || { echo "test-python: the sdist built no py3-none-linux_$arch wheel: $(ls "$built")" >&2; exit 1; }
fresh_venv "$work/venv-sdist"
no_swift "$work/venv-sdist/bin/pip" install "${pip_quiet[@]}" --no-index "$from_sdist"
no_swift "$work/venv-sdist/bin/python" "$outputs" check "$expected" --backend native+fast
if [ $isolated = 1 ]; then
  log=$work/sdist-without-swift.log
  if no_swift "$tools/bin/pip" wheel --no-deps --wheel-dir "$work/sdist-without-swift" "$sdist" >"$log" 2>&1; then
    echo "test-python: the sdist built without swiftc" >&2; exit 1
  fi
  grep -q "swift-highlight: cannot build the engine here: swiftc, swift not on PATH" "$log" || {
    echo "test-python: the sdist's build without swiftc failed without saying why:" >&2; tail -n 20 "$log" >&2; exit 1; }
  echo "test-python: without swiftc the sdist's build says: $(grep -o 'swift-highlight: cannot build the engine here: [^.]*\.' "$log" | head -n 1)"
fi
# 5. The aarch64 wheel's library (there is no aarch64 Python here): Tests/c/highlight-file.c
# linked against the library inside each manylinux wheel, the aarch64 program under qemu-user;
# both must give the same bytes.
aarch64=$(find_one "swift_highlight-$version-py3-none-manylinux_*_aarch64.whl")
if [ -n "$aarch64" ] && [ "$arch" = x86_64 ] && { ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null; }; then
  "$root/scripts/setup.sh" release cross  # qemu-user and the cross compiler
fi
if [ -z "$aarch64" ]; then
  echo "test-python: no aarch64 wheel in $dist: its library is not checked"
elif ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null || [ "$arch" != x86_64 ]; then
  echo "test-python: aarch64-linux-gnu-gcc or qemu-aarch64 missing (scripts/setup.sh release cross), or not on x86_64: the aarch64 wheel's library is not run"
else
  cross=$work/cross
  rm -rf "$cross"; mkdir -p "$cross"
  for pair in "x86_64:$native:cc" "aarch64:$aarch64:aarch64-linux-gnu-gcc"; do
    IFS=: read -r machine wheel compiler <<<"$pair"
    mkdir -p "$cross/$machine"
    python3 -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("swift_highlight/libswift_highlight.so"))' \
      "$wheel" "$cross/$machine/libswift_highlight.so"
    ln -s libswift_highlight.so "$cross/$machine/libswift_highlight.so.$("$root/scripts/version.sh" --abi)"
    "$compiler" -std=c11 -O2 -Wall -Wextra -Werror -I "$root/include" "$root/Tests/c/highlight-file.c" \
      "$cross/$machine/libswift_highlight.so" -Wl,-rpath,"$cross/$machine" -o "$cross/$machine/highlight-file"
  done
  compare_half() { # tag, files...: each file in both modes; one line per comparison made
    local tag=$1 f mode
    shift
    for f in "$@"; do
      for mode in html tokens; do
        "$cross/x86_64/highlight-file" $mode "$f" > "$cross/expected-$tag"
        QEMU_LD_PREFIX=/usr/aarch64-linux-gnu qemu-aarch64 "$cross/aarch64/highlight-file" $mode "$f" > "$cross/got-$tag"
        cmp -s "$cross/expected-$tag" "$cross/got-$tag" || { echo "test-python: the aarch64 wheel's library differs on $f ($mode)" >&2; return 1; }
        echo "$f $mode"
      done
    done
  }
  # The files in two halves at once (each qemu-user run is one process).
  half=$(( (${#sources[@]} + 1) / 2 ))
  compare_half a "${sources[@]:0:half}" > "$cross/compared-a" & first_half=$!
  compare_half b "${sources[@]:half}" > "$cross/compared-b" & second_half=$!
  halves=0
  wait $first_half || halves=1
  wait $second_half || halves=1
  [ $halves = 0 ] || exit 1
  compared=$(cat "$cross/compared-a" "$cross/compared-b" | wc -l)
  echo "test-python: the libraries of the x86_64 and aarch64 wheels give the same bytes ($compared outputs: ${#sources[@]} files x html, tokens; aarch64 under qemu-user)"
fi
echo "test-python: all Python checks passed"
