#!/usr/bin/env bash
# Writes the Rust crate, DIST_DIR/swift-highlight-VERSION.crate: `cargo package` of rust-demo/
# with the engine's sources inside, so that it builds from itself alone.
#
#   scripts/release/crate.sh DIST_DIR
#
# Before packaging, rust-demo/engine/ (git-ignored, removed again afterwards) is filled with what
# the crate's build.rs needs to compile the engine: Sources/Highlight, Sources/CHighlight,
# Sources/HighlightLibc and include/ as they are, scripts/build/embedded.sh and
# engine-sources.sh (the Embedded Swift build), the fence-option cases its tests read
# (Tests/fences/cases.json), and a Package.swift for the engine's three
# targets alone (the Swift runtime build, `swift build --product Highlight`). The crate's
# `include` list in Cargo.toml keeps everything else out; LICENSE is the project's.
# cargo verifies the package by building it unless CRATE_NO_VERIFY=1 (scripts/test/crate-package.sh
# builds and tests the unpacked crate itself). VERSION is scripts/version.sh's, and
# rust-demo/Cargo.toml must agree. Crates come from crates.io, or from Debian's packaged crates
# where it is unreachable (scripts/cargo-offline.sh; this script installs them: scripts/setup.sh rust).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/release/crate.sh DIST_DIR" >&2; exit 2; }
mkdir -p "$1"
dist=$(cd "$1" && pwd)
if ! command -v cargo >/dev/null 2>&1 && [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]; then
  PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
fi
command -v cargo >/dev/null || { echo "release/crate: cargo is not on PATH (install Rust: rustup or Debian's cargo)" >&2; exit 1; }
# The packaged crates, for cargo-offline.sh below where crates.io is unreachable.
"$root/scripts/setup.sh" rust >&2

version=$("$root/scripts/version.sh")
crate_version=$(sed -nE 's/^version = "([^"]+)"$/\1/p' "$root/rust-demo/Cargo.toml" | head -n 1)
[ "$crate_version" = "$version" ] || {
  echo "release/crate: rust-demo/Cargo.toml has version $crate_version, the header (scripts/version.sh) $version" >&2; exit 1; }

engine=$root/rust-demo/engine
rm -rf "$engine"
trap 'rm -rf "$engine"' EXIT
mkdir -p "$engine/Sources" "$engine/include" "$engine/scripts/build"
cp -R "$root/Sources/Highlight" "$root/Sources/CHighlight" "$root/Sources/HighlightLibc" "$engine/Sources/"
cp "$root/include/swift_highlight.h" "$engine/include/"
cp "$root/scripts/build/embedded.sh" "$root/scripts/build/engine-sources.sh" "$engine/scripts/build/"
# The fence-option cases the crate's tests read (tests/fence.rs), as in the repository.
mkdir -p "$engine/Tests/fences"
cp "$root/Tests/fences/cases.json" "$engine/Tests/fences/"
# The Xcode theme file the crate's tests read (tests/api.rs), with its licence.
mkdir -p "$engine/Tests/themes/dracula"
cp "$root/Tests/themes/dracula/Alucard.xccolortheme" "$root/Tests/themes/dracula/LICENSE" "$engine/Tests/themes/dracula/"
cat > "$engine/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
// The engine of swift-highlight alone, as the Rust crate carries it: the static library its
// build script links when it builds against the Swift runtime (the sources are the repository's).
import PackageDescription

let package = Package(
    name: "swift-highlight-engine",
    products: [
        .library(name: "Highlight", type: .static, targets: ["Highlight"]),
    ],
    targets: [
        .target(name: "CHighlight", path: "Sources/CHighlight"),
        .target(name: "HighlightLibc", path: "Sources/HighlightLibc"),
        .target(name: "Highlight", dependencies: ["CHighlight", "HighlightLibc"], path: "Sources/Highlight"),
    ]
)
SWIFT

offline=$("$root/scripts/cargo-offline.sh")
# shellcheck disable=SC2206 # word splitting intended: "--config PATH" or nothing
cargo_args=($offline)
verify=()
[ "${CRATE_NO_VERIFY:-0}" = 1 ] && verify=(--no-verify)
target=$root/rust-demo/target
# --allow-dirty: engine/ is not committed (it is a copy made just now).
(cd "$root/rust-demo" && cargo "${cargo_args[@]}" package --quiet -p swift-highlight --allow-dirty "${verify[@]}" --target-dir "$target")
crate=$target/package/swift-highlight-$version.crate
[ -f "$crate" ] || { echo "release/crate: cargo package did not write $crate" >&2; exit 1; }
cp "$crate" "$dist/"
echo "$dist/swift-highlight-$version.crate"
