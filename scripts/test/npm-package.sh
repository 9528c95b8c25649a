#!/usr/bin/env bash
# The npm package as its users get it, where no Swift toolchain exists:
#   1. scripts/release/npm.sh writes swift-highlight-VERSION.tgz into a temporary dist folder;
#      its entries are exactly package.json, LICENSE, README.md and package.json's "files", and
#      packing again (the same module) gives the same bytes;
#   2. the CLI computes the expected outputs of every file of examples/ and Tests/snippets/ in
#      four modes (Tests/release/expected-outputs.sh: HTML; --pre --scheme hljs --line-numbers;
#      ANSI 24-bit; the file in a ```swift fence through `markdown`);
#   3. in scripts/test/without-swift.sh (the toolchain's folder empty, no swift on PATH): an
#      empty folder, `npm install --offline` of the tarball, then Tests/release/npm-consumer.mjs
#      (ESM import of the package, both plugin entry points and swift-highlight/site) writes
#      the same outputs, and
#      Tests/release/npm-consumer.ts compiles with tsc --strict against the installed
#      declarations;
#   4. the outputs equal the CLI's byte for byte;
#   5. installed offline beside each editor it works with, npm says nothing and fetches nothing
#      (no ERESOLVE warning about a peer dependency): beside CodeMirror 6 (`codemirror` 6.x, and
#      @codemirror/view, state and language), CodeMirror 5 (`codemirror` 5.x) and Monaco
#      (`monaco-editor`), as local packages made from the builds the editor tests use
#      (scripts/test/editor-builds.sh; skipped, with a line saying so, where those cannot be had).
#
#   scripts/test/npm-package.sh CLI
#
# CLI is a built swift-highlight executable. The Debian packages come from scripts/setup.sh js
# (and wasm). npm comes with some Node distributions; where it does not, Debian's npm package is
# installed (scripts/debian-packages-npm.txt). SKIP_WASM_BUILD=1 packs the existing
# js/swift_highlight.wasm, js/swift_highlight_simd.wasm and js/swift_highlight_site.wasm. Exits 77 (skipped) where no mount
# namespace can be made.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: scripts/test/npm-package.sh CLI (a built swift-highlight)" >&2; exit 2; }
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
# Node, markdown-it, marked and tsc (js); wasi-libc and binaryen when the module is built (wasm).
if [ "${SKIP_WASM_BUILD:-0}" = 1 ] && [ -f "$root/js/swift_highlight.wasm" ] && [ -f "$root/js/swift_highlight_simd.wasm" ] \
    && [ -f "$root/js/swift_highlight_site.wasm" ]; then
  "$root/scripts/setup.sh" js
else
  "$root/scripts/setup.sh" wasm js
fi
command -v npm >/dev/null || "$root/scripts/setup.sh" npm
command -v tsc >/dev/null || { echo "npm-package: tsc is not installed (Debian's node-typescript; scripts/setup.sh js installs it)" >&2; exit 1; }

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
version=$("$root/scripts/version.sh")
tgz=$("$root/scripts/release/npm.sh" "$work/dist")
[ "$tgz" = "$work/dist/swift-highlight-$version.tgz" ] || { echo "npm-package: unexpected name $tgz" >&2; exit 1; }
echo "npm-package: $(basename "$tgz"): $(wc -c <"$tgz") bytes" >&2

# 1. What is inside, and the same bytes once more.
expected_entries=$( { printf 'package/%s\n' package.json LICENSE README.md
  node -e 'for (const f of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).files) console.log("package/" + f)' "$root/js/package.json"; } | LC_ALL=C sort)
entries=$(tar -tzf "$tgz" | LC_ALL=C sort)
if [ "$entries" != "$expected_entries" ]; then
  echo "npm-package: FAIL: the tarball holds" >&2; diff <(echo "$expected_entries") <(echo "$entries") >&2; exit 1
fi
tar -xzf "$tgz" -C "$work" package/swift_highlight.wasm package/swift_highlight_simd.wasm package/swift_highlight_site.wasm \
  package/LICENSE package/package.json
cmp -s "$work/package/LICENSE" "$root/LICENSE" || { echo "npm-package: FAIL: LICENSE differs from the project's" >&2; exit 1; }
node -e 'const p = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  if (p.license !== "MIT" || p.version !== process.argv[2]) { console.error("npm-package: FAIL: package.json license/version", p.license, p.version); process.exit(1); }' \
  "$work/package/package.json" "$version"
SWH_WASM=$work/package/swift_highlight.wasm "$root/scripts/release/npm.sh" "$work/again" >/dev/null
cmp "$tgz" "$work/again/swift-highlight-$version.tgz" || { echo "npm-package: FAIL: packing twice gave different bytes" >&2; exit 1; }

# 2. Expected outputs, from the CLI (before the toolchain is hidden).
inputs=$work/inputs.txt
find "$root/examples" "$root/Tests/snippets" -type f | LC_ALL=C sort > "$inputs"
"$root/Tests/release/expected-outputs.sh" "$cli" "$inputs" "$work/expected"

# 3. Installed and used with no Swift toolchain.
app=$work/app
mkdir -p "$app"
cp "$root/Tests/release/npm-consumer.mjs" "$root/Tests/release/npm-consumer.ts" "$app/"
printf '{ "name": "npm-consumer", "private": true, "type": "module" }\n' > "$app/package.json"
rc=0
APP=$app TGZ=$tgz INPUTS=$inputs GOT=$work/got "$root/scripts/test/without-swift.sh" bash -euo pipefail -c '
  cd "$APP"
  npm install --offline --no-audit --no-fund --ignore-scripts --cache "$APP/.npm-cache" "$TGZ" >/dev/null
  node npm-consumer.mjs "$INPUTS" "$GOT"
  tsc --strict --noEmit --module nodenext --moduleResolution nodenext --target es2022 npm-consumer.ts
  echo "npm-package: tsc --strict accepts npm-consumer.ts against the installed declarations"' || rc=$?
[ $rc -eq 0 ] || exit $rc

# 4. Byte for byte.
if ! diff -r "$work/expected" "$work/got" >/dev/null; then
  echo "npm-package: FAIL: the installed package's output differs from the CLI's:" >&2
  diff -rq "$work/expected" "$work/got" >&2 || true
  exit 1
fi
count=$(find "$work/expected" -type f | wc -l)
echo "npm-package: $count outputs ($(wc -l <"$inputs") files x 4 modes) equal the CLI's byte for byte, without Swift" >&2

# 5. Beside the editors: npm installs both offline and warns of nothing.
if vendor=$("$root/scripts/test/editor-builds.sh" 2>"$work/editor-builds.log"); then
  editors=$work/editors
  mkdir -p "$editors/cm6" "$editors/cm5/package/lib" "$editors/monaco/package/min/vs" "$editors/tgz"
  node "$root/js/test-browser/editors/cm6-packages.js" "$vendor/cm6/cm6-all.js" "$editors/cm6"
  # CodeMirror 5 as Debian ships it, and Monaco's loader with the version its build states.
  cm5_version=$(sed -n 's/.*CodeMirror.version = "\([0-9.]*\)".*/\1/p' "$vendor/cm5/lib/codemirror.js" | head -n 1)
  cp "$vendor/cm5/lib/codemirror.js" "$vendor/cm5/lib/codemirror.css" "$editors/cm5/package/lib/"
  printf '{ "name": "codemirror", "version": "%s", "main": "lib/codemirror.js", "license": "MIT" }\n' "$cm5_version" > "$editors/cm5/package/package.json"
  monaco_version=$(sed -n 's/.*Version: \([0-9.]*\).*/\1/p' "$vendor/monaco/vs/loader.js" | head -n 1)
  cp "$vendor/monaco/vs/loader.js" "$editors/monaco/package/min/vs/"
  printf '{ "name": "monaco-editor", "version": "%s", "license": "MIT" }\n' "$monaco_version" > "$editors/monaco/package/package.json"
  for dir in "$editors/cm6/codemirror" "$editors/cm6/@codemirror/view" "$editors/cm6/@codemirror/state" \
             "$editors/cm6/@codemirror/language" "$editors/cm5/package" "$editors/monaco/package"; do
    (cd "$editors/tgz" && npm pack --silent "$dir" >/dev/null)
  done
  cm6=$(ls "$editors/tgz"/codemirror-6.*.tgz) cm5=$(ls "$editors/tgz"/codemirror-5.*.tgz)
  set_cm6="$cm6 $(ls "$editors/tgz"/codemirror-view-*.tgz "$editors/tgz"/codemirror-state-*.tgz "$editors/tgz"/codemirror-language-*.tgz | tr '\n' ' ')"
  for beside in "$cm6" "$set_cm6" "$cm5" "$(ls "$editors/tgz"/monaco-editor-*.tgz)"; do
    app=$work/beside && rm -rf "$app" && mkdir -p "$app"
    printf '{ "name": "beside", "private": true, "type": "module" }\n' > "$app/package.json"
    # shellcheck disable=SC2086 # one tarball or several
    if ! (cd "$app" && npm install --offline --no-audit --no-fund --ignore-scripts --cache "$app/.npm-cache" $beside "$tgz") >"$work/npm.log" 2>&1 \
       || grep -qiE 'warn|ERESOLVE' "$work/npm.log"; then
      echo "npm-package: FAIL: installing beside $(basename -a $beside | tr '\n' ' ')said:" >&2; cat "$work/npm.log" >&2; exit 1
    fi
  done
  echo "npm-package: installed offline beside codemirror $(basename "$cm6" .tgz | sed 's/codemirror-//') (alone and with @codemirror/view, state, language), codemirror $cm5_version and monaco-editor $monaco_version: no warning, nothing fetched" >&2
else
  echo "npm-package: beside the editors: skipped ($(tail -n 1 "$work/editor-builds.log"))" >&2
fi
