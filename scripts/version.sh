#!/usr/bin/env bash
# Prints the project's version, e.g. "0.2.0". The single source of truth is the C header's
# SWH_VERSION_MAJOR / _MINOR / _PATCH; every manifest and artifact takes its version from here
# (scripts/test/version.sh checks that they agree). `--abi` prints SWH_ABI_VERSION instead.
set -euo pipefail
header="$(cd "$(dirname "$0")/.." && pwd)/include/swift_highlight.h"
part() { sed -nE "s/^#define $1 ([0-9]+)\$/\\1/p" "$header"; }
if [ "${1:-}" = --abi ]; then part SWH_ABI_VERSION; exit; fi
major=$(part SWH_VERSION_MAJOR) minor=$(part SWH_VERSION_MINOR) patch=$(part SWH_VERSION_PATCH)
[ -n "$major" ] && [ -n "$minor" ] && [ -n "$patch" ] || { echo "version.sh: no SWH_VERSION_* in $header" >&2; exit 1; }
echo "$major.$minor.$patch"
