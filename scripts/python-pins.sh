#!/usr/bin/env bash
# The pinned requirement of each PyPI package NAME (scripts/python-pins.txt), space-separated,
# in the order given; exits 1 naming a package that has no pin.
#
#   scripts/python-pins.sh pytest wasmtime      ->  pytest==9.2.0 wasmtime==50.0.1
set -euo pipefail
pins="$(cd "$(dirname "$0")" && pwd)/python-pins.txt"
out=()
for name in "$@"; do
  pin=$(grep -m 1 "^$name==" "$pins") || { echo "python-pins: no pin for $name in $pins" >&2; exit 1; }
  out+=("$pin")
done
echo "${out[*]}"
