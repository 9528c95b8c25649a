#!/usr/bin/env bash
# The packaged Rust crate as its users get it:
#   1. scripts/release/crate.sh writes swift-highlight-VERSION.crate into a temporary dist folder
#      (packaging again gives the same bytes); it holds the bindings, their tests, LICENSE (the
#      project's) and engine/, whose Sources/, include/ and build scripts must equal the
#      repository's byte for byte;
#   2. the CLI computes the expected outputs of every file of examples/ and Tests/snippets/ in
#      four modes (Tests/release/expected-outputs.sh);
#   3. scripts/install.sh installs the C library into a temporary prefix (or INSTALL_PREFIX, an
#      existing installation, is used);
#   4. the crate is unpacked alone in a folder, and Tests/release/crate-consumer.rs becomes a
#      crate of its own with a path dependency on it;
#   5. in scripts/test/without-swift.sh (the toolchain's folder empty, no swift on PATH): without
#      pkg-config's swift-highlight the build fails with the message that names both ways; with
#      PKG_CONFIG_PATH on the installed library, `cargo test` of the crate passes, and the consumer,
#      linked to the shared library and (SWIFT_HIGHLIGHT_STATIC=1) to the static one, writes
#      outputs equal to the CLI's byte for byte;
#   6. with the toolchain, once: `cargo test` of the unpacked crate, with the engine compiled from
#      the sources it carries (Embedded Swift, never from the test command's SWH_ENGINE_CACHE,
#      which the other builds may use: compiled by the crate's engine/scripts/build/embedded.sh
#      during steps 2 to 5, into a cache of this run's own that build.rs then takes it from; and
#      the Swift runtime build through the packaged engine/Package.swift), and the consumer's
#      outputs again.
#   Steps 5 and 6 share one cargo target folder: the build dependencies (serde_json and what it
#   needs) compile once. The crate itself is built anew by each build that links otherwise:
#   its build script declares what it reads (PKG_CONFIG_PATH, SWIFT_HIGHLIGHT_STATIC, …), and a
#   change of any of them makes cargo run it again and rebuild the crate and its dependents.
#   Each build checks which engine it got: the installed shared library (the consumer says
#   "engine: system"), the static archive (ldd: no libswift), and in step 6 an engine compiled
#   from the crate's sources (the consumer says "engine: embedded" or "runtime").
#
#   scripts/test/crate-package.sh CLI
#
# CLI is a built swift-highlight executable. Crates come from crates.io, or from Debian's
# packaged crates where it is unreachable (scripts/cargo-offline.sh; its config is put where the
# cargo runs of the unpacked crate, its tests included, find it). Exits 77 (skipped) where no
# mount namespace can be made.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: scripts/test/crate-package.sh CLI (a built swift-highlight)" >&2; exit 2; }
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
if ! command -v cargo >/dev/null 2>&1 && [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]; then
  PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
fi
command -v cargo >/dev/null || { echo "crate-package: cargo is not on PATH" >&2; exit 1; }
# Debian's packaged crates (rust) and pkg-config and binutils (test).
"$root/scripts/setup.sh" rust test

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
version=$("$root/scripts/version.sh")
crate=$(CRATE_NO_VERIFY=1 "$root/scripts/release/crate.sh" "$work/dist")
[ "$crate" = "$work/dist/swift-highlight-$version.crate" ] || { echo "crate-package: unexpected name $crate" >&2; exit 1; }
echo "crate-package: $(basename "$crate"): $(wc -c <"$crate") bytes" >&2
CRATE_NO_VERIFY=1 "$root/scripts/release/crate.sh" "$work/again" >/dev/null
cmp "$crate" "$work/again/$(basename "$crate")" || { echo "crate-package: FAIL: packaging twice gave different bytes" >&2; exit 1; }

# 1. What is inside.
mkdir -p "$work/alone"
tar -xzf "$crate" -C "$work/alone"
unpacked=$work/alone/swift-highlight-$version
[ "$(ls -A "$work/alone")" = "swift-highlight-$version" ] || { echo "crate-package: FAIL: the crate unpacks to more than one folder" >&2; exit 1; }
top=$(ls -A "$unpacked" | LC_ALL=C sort | paste -sd ' ' -)
want='.cargo_vcs_info.json Cargo.lock Cargo.toml Cargo.toml.orig LICENSE README.md build.rs engine src tests'
[ "$top" = "$want" ] || { echo "crate-package: FAIL: the crate holds '$top', expected '$want'" >&2; exit 1; }
cmp "$unpacked/LICENSE" "$root/LICENSE"
grep -qx 'license = "MIT"' "$unpacked/Cargo.toml" || { echo "crate-package: FAIL: Cargo.toml names no MIT licence" >&2; exit 1; }
for d in Sources/Highlight Sources/CHighlight Sources/HighlightLibc; do
  diff -r "$root/$d" "$unpacked/engine/$d" || { echo "crate-package: FAIL: the crate's engine/$d differs from the repository's" >&2; exit 1; }
done
diff -r "$root/include" "$unpacked/engine/include"
diff "$root/scripts/build/embedded.sh" "$unpacked/engine/scripts/build/embedded.sh"
diff "$root/scripts/build/engine-sources.sh" "$unpacked/engine/scripts/build/engine-sources.sh"
diff "$root/Tests/fences/cases.json" "$unpacked/engine/Tests/fences/cases.json"
for f in Alucard.xccolortheme LICENSE; do cmp "$root/Tests/themes/dracula/$f" "$unpacked/engine/Tests/themes/dracula/$f"; done
echo "crate-package: engine/ equals the repository's Sources/, include/ and Embedded build scripts" >&2
# Step 6's engine, compiled now from the crate's own sources on the core steps 2 to 5 leave idle
# (a single-threaded whole-module compile): the debug Embedded Swift archive that `cargo test`'s
# build.rs asks for, stored in a cache of this run's own (never the test command's), which step 6
# gives build.rs. Its key hashes every input of the compile (the crate's engine sources, headers,
# script, compiler, options), so build.rs's hit is this compile of the crate's sources.
crate_engine_cache=$work/engine-cache
(cd "$unpacked/engine" && env -u SWH_ENGINE_CACHE SWH_ENGINE_CACHE="$crate_engine_cache"   bash scripts/build/embedded.sh --debug "$work/engine-debug" >"$work/engine-debug.log" 2>&1) &
crate_engine_job=$!

# 2. Expected outputs, from the CLI.
inputs=$work/inputs.txt
find "$root/examples" "$root/Tests/snippets" -type f | LC_ALL=C sort > "$inputs"
"$root/Tests/release/expected-outputs.sh" "$cli" "$inputs" "$work/expected"

# 3. An installed library.
prefix=${INSTALL_PREFIX:-}
if [ -z "$prefix" ]; then
  prefix=$work/prefix
  "$root/scripts/install.sh" --prefix "$prefix" >/dev/null
fi
[ -f "$prefix/lib/pkgconfig/swift-highlight.pc" ] || { echo "crate-package: no swift-highlight.pc under $prefix/lib/pkgconfig" >&2; exit 1; }

# 4. The consumer crate, and cargo's offline config where crates.io is unreachable.
mkdir -p "$work/consumer/src"
cp "$root/Tests/release/crate-consumer.rs" "$work/consumer/src/main.rs"
cat > "$work/consumer/Cargo.toml" <<TOML
[package]
name = "crate-consumer"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
swift-highlight = { path = "../alone/swift-highlight-$version" }

[workspace]
TOML
offline=$("$root/scripts/cargo-offline.sh")
if [ -n "$offline" ]; then
  mkdir -p "$work/.cargo"
  cp "${offline#--config }" "$work/.cargo/config.toml"
  echo "crate-package: crates.io unreachable, Debian's packaged crates through $work/.cargo/config.toml" >&2
fi

# 5. No Swift toolchain: the installed library, or the message that names both ways.
rc=0
WORK=$work UNPACKED=$unpacked PREFIX=$prefix INPUTS=$inputs "$root/scripts/test/without-swift.sh" bash -euo pipefail -c '
  cd "$UNPACKED"
  export CARGO_TARGET_DIR=$WORK/target
  if PKG_CONFIG_PATH=$WORK/nothing cargo build --quiet 2>"$WORK/neither.txt"; then
    echo "crate-package: FAIL: the crate built with no swiftc and no installed library" >&2; exit 1
  fi
  for phrase in "no Swift compiler and no installed swift-highlight library" PKG_CONFIG_PATH SWIFT_HIGHLIGHT_LIB_DIR "swiftc"; do
    grep -qF "$phrase" "$WORK/neither.txt" || { echo "crate-package: FAIL: the failed build does not say \"$phrase\":" >&2; cat "$WORK/neither.txt" >&2; exit 1; }
  done
  echo "crate-package: with neither swiftc nor an installed library, the build fails naming both ways" >&2
  export PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig
  cargo test > "$WORK/test-system.log" 2>&1 || { cat "$WORK/test-system.log" >&2; exit 1; }
  grep -E "^(test result|warning: swift-highlight)" "$WORK/test-system.log" >&2
  cd "$WORK/consumer"
  # A dependent gets no rpath: the shared library in a prefix of its own is found through
  # LD_LIBRARY_PATH (a library installed under /usr needs nothing).
  out=$(LD_LIBRARY_PATH=$PREFIX/lib cargo run --quiet -- "$INPUTS" "$WORK/got-system")
  echo "$out" >&2
  [[ "$out" == *"(engine: system)"* ]] || { echo "crate-package: FAIL: the installed library was not linked" >&2; exit 1; }
  # The installed static archive (Embedded Swift): the binary needs no libswift_highlight.so.
  out=$(SWIFT_HIGHLIGHT_STATIC=1 cargo run --quiet -- "$INPUTS" "$WORK/got-static")
  echo "$out" >&2
  if ldd "$WORK/target/debug/crate-consumer" | grep -E "libswift"; then
    echo "crate-package: FAIL: linked with SWIFT_HIGHLIGHT_STATIC=1, the consumer needs the shared libraries above" >&2; exit 1
  fi' || rc=$?
[ $rc -eq 0 ] || exit $rc

compare() { # what, folder
  if ! diff -r "$work/expected" "$2" >/dev/null; then
    echo "crate-package: FAIL: $1: the output differs from the CLI's:" >&2
    diff -rq "$work/expected" "$2" >&2 || true
    exit 1
  fi
  echo "crate-package: $1: $(find "$2" -type f | wc -l) outputs ($(wc -l <"$inputs") files x 4 modes) equal the CLI's byte for byte" >&2
}
compare "the crate linked to the installed shared library, without Swift" "$work/got-system"
compare "the crate linked to the installed static library, without Swift" "$work/got-static"

# 6. With the toolchain: the engine compiled from the sources in the crate.
wait "$crate_engine_job" || { echo "crate-package: FAIL: compiling the crate's engine failed:" >&2; tail -n 30 "$work/engine-debug.log" >&2; exit 1; }
(
  cd "$unpacked"
  # Compiled from the crate's sources in this run (above), never taken from the test command's
  # engine cache.
  export SWH_ENGINE_CACHE=$crate_engine_cache
  export CARGO_TARGET_DIR=$work/target
  # The dependent crate linked by LLD and by GNU ld is scripts/test/rust.sh's (the same sources):
  # here the runtime build, which compiles engine/Package.swift, stands for the linking tests.
  cargo test -- --skip a_dependent_crate_links_statically_without_any_settings \
    --skip a_dependent_crate_links_with_gnu_ld > "$work/test-sources.log" 2>&1 || { cat "$work/test-sources.log" >&2; exit 1; }
  grep -E "^test result" "$work/test-sources.log" >&2
  cd "$work/consumer"
  out=$(cargo run --quiet -- "$inputs" "$work/got-sources")
  echo "$out"
  [[ "$out" == *"(engine: embedded)"* || "$out" == *"(engine: runtime)"* ]] || { echo "crate-package: FAIL: the engine was not built from source" >&2; exit 1; }
)
compare "the crate built from its packaged sources" "$work/got-sources"
