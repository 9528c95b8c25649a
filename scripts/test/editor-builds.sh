#!/usr/bin/env bash
# The editor builds the tests use, in .build/editors/vendor (not committed; reused by later
# runs): CodeMirror 6 and Monaco from two PyPI packages that vendor them (django-codemirror6's
# cm6-all.js, one script that puts all of CodeMirror 6 in window.CM6; monaco-qt's
# monaco-editor/min/vs), downloaded with pip into .build/editors/wheels, and CodeMirror 5 as
# Debian installs it (libjs-codemirror, linked). Prints the vendor folder; exits 77 (the last
# line says why) when the PyPI packages cannot be had.
#
#   scripts/test/editor-builds.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
# Pinned: the CodeMirror 6 of late 2022 (the oldest the extension supports) and Monaco.
cm6=django-codemirror6==1.0.1 monaco=monaco-qt==0.2.0
cache=$repo/.build/editors vendor=$repo/.build/editors/vendor
mkdir -p "$cache/wheels"
if [ "$(cat "$vendor/.pins" 2>/dev/null)" != "$cm6 $monaco" ]; then
  if ! python3 -m pip download --quiet --disable-pip-version-check --no-deps -d "$cache/wheels" "$cm6" "$monaco" >&2; then
    echo "pip cannot download $cm6 and $monaco (no PyPI here)" >&2; exit 77
  fi
  rm -rf "$vendor" && mkdir -p "$vendor/cm6"
  python3 - "$cache/wheels" "$vendor" <<'PY'
import sys, zipfile, pathlib
wheels, vendor = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
with zipfile.ZipFile(next(wheels.glob("django_codemirror6-1.0.1-*.whl"))) as z:
    (vendor / "cm6" / "cm6-all.js").write_bytes(z.read("django_codemirror6/static/cm6/cm6-all.js"))
with zipfile.ZipFile(next(wheels.glob("monaco_qt-0.2.0-*.whl"))) as z:
    prefix = "monaco/monaco-editor/min/vs/"
    for name in z.namelist():
        if name.startswith(prefix) and not name.endswith("/"):
            out = vendor / "monaco" / "vs" / name[len(prefix):]
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(z.read(name))
PY
  echo "$cm6 $monaco" > "$vendor/.pins"
fi
# CodeMirror 5 as Debian installs it.
rm -rf "$vendor/cm5" && ln -s /usr/share/javascript/codemirror "$vendor/cm5"
echo "$vendor"
