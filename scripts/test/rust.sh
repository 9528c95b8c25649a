#!/usr/bin/env bash
# Builds and tests the Rust crate in rust-demo/:
#   1. scripts/setup.sh rust (Debian packages, including the packaged crates for offline builds);
#   2. `cargo test` in rust-demo/ (API, HTML, threads, large input, linking tests; the linking
#      tests write a dependent crate into target/downstream-crate and build it with the default
#      linker and GNU ld);
#   3. the dependent crate once more, run, and checked with ldd for Swift shared libraries;
#   4. the demo: `cargo run --release -- examples/post.md` renders a page with highlighted Swift;
#   5. the Rust example of docs/rust.md (scripts/docs/readme-block.py) in a new cargo project beside a link
#      to this clone, built with the same cargo arguments.
# Where crates.io is unreachable, cargo gets the config printed by scripts/cargo-offline.sh.
# Exits non-zero on the first failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)

if ! command -v cargo >/dev/null 2>&1 && [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]; then
  PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
fi
command -v cargo >/dev/null || { echo "test-rust: cargo is not on PATH (install Rust: rustup or Debian's cargo)" >&2; exit 1; }

"$root/scripts/setup.sh" rust
offline=$("$root/scripts/cargo-offline.sh")
# shellcheck disable=SC2206 # word splitting intended: "--config PATH" or nothing
cargo_args=($offline)
[ -z "$offline" ] || echo "test-rust: crates.io unreachable, using $offline" >&2

cd "$root/rust-demo"
echo "test-rust: cargo test" >&2
cargo "${cargo_args[@]}" test

echo "test-rust: dependent crate (target/downstream-crate, written by tests/linking.rs)" >&2
cargo "${cargo_args[@]}" build --quiet --manifest-path target/downstream-crate/Cargo.toml --target-dir target/downstream
bin=target/downstream/debug/swift-highlight-downstream
"$bin" 'struct S { let x = 1 }' >/dev/null
if ldd "$bin" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
  echo "test-rust: FAIL: $bin needs the Swift shared libraries above" >&2
  exit 1
fi
echo "test-rust: $bin runs and needs no Swift shared library" >&2

echo "test-rust: demo (cargo run --release -- examples/post.md)" >&2
page=target/post.html
cargo "${cargo_args[@]}" run --quiet --release -- examples/post.md > "$page"
swift_blocks=$(grep -c '^```swift' examples/post.md)
highlighted=$(grep -o '<pre class="swh-code">' "$page" | wc -l)
if [ "$highlighted" -ne "$swift_blocks" ] || ! grep -q '<pre><code class="language-text">' "$page"; then
  echo "test-rust: FAIL: $page has $highlighted highlighted blocks for $swift_blocks Swift blocks, or no plain block" >&2
  exit 1
fi
if ldd target/release/swift-highlight-demo | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
  echo "test-rust: FAIL: the demo needs the Swift shared libraries above" >&2
  exit 1
fi

echo "test-rust: the Rust example of docs/rust.md in a new project" >&2
readme=$(mktemp -d); trap 'rm -rf "$readme"' EXIT
ln -s "$root" "$readme/swift-highlight"
"$root/scripts/docs/readme-block.py" rust/setup.sh "$root/docs/rust.md" > "$readme/setup.sh"
(cd "$readme" && bash -euo pipefail setup.sh)
"$root/scripts/docs/readme-block.py" rust/src/main.rs "$root/docs/rust.md" > "$readme/hello-highlight/src/main.rs"
got=$(cd "$readme/hello-highlight" && CARGO_TARGET_DIR="$root/rust-demo/target/readme" \
  cargo "${cargo_args[@]}" run --quiet 2>&1) || { echo "$got" >&2; exit 1; }
if [[ "$got" != *'<pre class="swh-code"><code><span class="swh-keyword">let</span>'* || "$got" != *"comment"* ]]; then
  echo "test-rust: FAIL: the Rust example of docs/rust.md printed: $got" >&2
  exit 1
fi
echo "test-rust: $page: $highlighted Swift blocks highlighted; all Rust checks passed" >&2
