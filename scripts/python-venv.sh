#!/usr/bin/env bash
# Makes (or reuses) the virtual environment of the Python package's tests and benchmark, with
# their PyPI packages, and installs the package into it: the wheel WHEEL (a release file of
# scripts/release/python.sh), or else the package of this tree, built by pip (whose isolated
# build runs scripts/build/shared.sh). Prints the venv's python on the last line.
#
#   scripts/python-venv.sh [WHEEL]
#
# The venv is .venv-python (SWIFT_HIGHLIGHT_VENV overrides it); PYTHON picks the interpreter that
# makes it (default python3; Debian's needs python3-venv).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
venv=${SWIFT_HIGHLIGHT_VENV:-$root/.venv-python}
# Pinned (scripts/python-pins.txt), so that every run tests and measures against the same
# Pygments, Sphinx, Markdown (and wasmtime, for the WebAssembly backend of the parity test,
# scripts/test/parity.sh).
requirements=$("$root/scripts/python-pins.sh" pytest Pygments Sphinx Markdown pymdown-extensions mkdocs wasmtime)

if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv" >&2 || { echo "python-venv: cannot make a venv with $python (Debian: apt-get install python3-venv)" >&2; exit 1; }
fi
if [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$requirements" ]; then
  # shellcheck disable=SC2086
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $requirements >&2
  echo "$requirements" > "$venv/.requirements"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "${1:-$root/python}" >&2
echo "$venv/bin/python"
