#!/usr/bin/env bash
# Prints the cargo arguments this machine needs to build the Rust crate (rust-demo/):
#   - nothing, when crates.io is reachable (a normal machine: cargo as usual);
#   - `--config PATH` otherwise, PATH being a cargo config written outside the repository that
#     replaces crates.io with Debian's packaged crates (/usr/share/cargo/registry, filled by the
#     librust-*-dev packages in scripts/debian-packages-rust.txt).
# Usage:  cargo $(scripts/cargo-offline.sh) test
# SWIFT_HIGHLIGHT_CARGO_OFFLINE=1 skips the check and always prints the offline config.
# Nothing is written into the repository: a committed source replacement would break builds
# for everyone who has crates.io.
set -euo pipefail

registry=${SWIFT_HIGHLIGHT_DEBIAN_REGISTRY:-/usr/share/cargo/registry}

reachable() {
  # The sparse index's config file: small, always there. 5 seconds at most.
  if command -v curl >/dev/null 2>&1; then
    curl -fsS --max-time 5 -o /dev/null https://index.crates.io/config.json 2>/dev/null
  elif command -v python3 >/dev/null 2>&1; then
    python3 - <<'PY' 2>/dev/null
import urllib.request
urllib.request.urlopen("https://index.crates.io/config.json", timeout=5).read()
PY
  else
    timeout 5 bash -c 'exec 3<>/dev/tcp/index.crates.io/443' 2>/dev/null
  fi
}

if [ "${SWIFT_HIGHLIGHT_CARGO_OFFLINE:-auto}" != 1 ] && reachable; then
  exit 0
fi

if [ ! -d "$registry" ]; then
  echo "cargo-offline: crates.io is unreachable and $registry does not exist;" \
       "run scripts/setup.sh rust to install the packaged crates" >&2
  exit 1
fi

dir="${XDG_CACHE_HOME:-$HOME/.cache}/swift-highlight"
config="$dir/cargo-offline.toml"
mkdir -p "$dir"
tmp="$config.$$"
cat > "$tmp" <<TOML
# Written by swift-highlight's scripts/cargo-offline.sh: crates.io was unreachable, so crates
# come from Debian's packaged registry. Safe to delete; it is rewritten when needed.
[source.crates-io]
replace-with = "debian-packages"

[source.debian-packages]
directory = "$registry"

[net]
offline = true
TOML
mv "$tmp" "$config"
printf -- '--config %s\n' "$config"
