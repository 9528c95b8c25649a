#!/usr/bin/env bash
# Builds the Python package's optional extension module, swift_highlight._fast
# (python/src/swift_highlight/_fast.c), for the release wheel of this machine's architecture:
# on CPython's stable ABI (Py_LIMITED_API 3.8), with the headers of $PYTHON (default python3),
# needing no library at all (it calls the engine through addresses that ctypes found, and the
# Python C API of the interpreter that imports it).
#
#   scripts/build/python-extension.sh OUT_FILE
#
# OUT_FILE is normally _fast.abi3.so. pip builds the same module from setup.py instead, with the
# compiler Python was built with.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/build/python-extension.sh OUT_FILE" >&2; exit 2; }
python=${PYTHON:-python3}
include=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
[ -f "$include/Python.h" ] || { echo "build-python-extension.sh: no Python.h in $include (Debian: apt-get install python3-dev)" >&2; exit 1; }
cc=${CC:-cc}
"$cc" -std=c11 -O2 -Wall -Wextra -Werror -fPIC -shared -Wl,-z,relro,-z,now \
  -I "$include" -I "$root/include" "$root/python/src/swift_highlight/_fast.c" -o "$1"
