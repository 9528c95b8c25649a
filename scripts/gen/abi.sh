#!/usr/bin/env bash
# Writes the bindings' ABI modules from include/swift_highlight.h (rust-demo/src/ffi/abi.rs,
# python/src/swift_highlight/_header.py, js/abi.js): every constant, struct and layout they use,
# each offset and value checked by the C compiler for x86_64, aarch64 and wasm32; and the code of
# the options the header declares (@option: js/header-options.d.ts, rust-demo/src/header_options.rs,
# the keyword arguments of python/src/swift_highlight/_highlight.py, the table of docs/output.md),
# and the header's copy in Sources/CHighlight/include. Rerun it after any change to the header;
# commit what it writes.
#
#   scripts/gen/abi.sh           write the modules
#   scripts/gen/abi.sh --check   write nothing; fail, showing the difference, when a committed
#                                module is not what the header gives (a stage of scripts/test.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
exec python3 "$root/scripts/gen/abi.py" "$@"
