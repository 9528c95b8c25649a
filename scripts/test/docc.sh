#!/usr/bin/env bash
# `swift-highlight docc` on documentation archives built by the Swift toolchain's own DocC:
#   - Tests/docc/Sample.docc (articles, a tutorial with code files, annotated listings:
#     highlight=, strikeout=, showLineNumbers, wrap=) with the symbol graph of
#     Tests/docc/Sources (listings in doc comments), built twice: at the root and with
#     --hosting-base-path;
#   - swift-argument-parser's own catalog, from the package mirror (its articles; skipped with a
#     note when the mirror does not have it);
#   - Tests/docc/Notes.docc processed by docc --compiler (the compiler's notes on its listing);
#   - a package with that catalog and those doc comments, documented by swift-docc-plugin (from
#     the package mirror) and processed by our SwiftPM plugin (swift package
#     highlight-documentation), as the README says;
# then the command's contract on them (--check, --dry-run, a second run changes nothing, the
# render JSON untouched, nothing written outside, malformed and partial archives refused and left
# as they were), and each archive served on 127.0.0.1 and read in headless Chromium
# (js/test-browser/docc.test.js): on a fresh load and after following links inside DocC's app,
# every Swift listing's text is its source, its classes ours, annotations, line numbers, wrapping
# and the copy button intact. Prints the bytes the command adds and the measured delay between
# DocC showing a listing and ours replacing it.
#
#   scripts/test/docc.sh [BIN/swift-highlight]   (default: a debug build of the package)
#
# Exits 77 (skipped; the last line says why) when docc or Chromium is absent.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-}
"$repo/scripts/setup.sh" wasm js browser >&2 || echo "test-docc: setup could not install every package" >&2
docc=$(command -v docc || true)
if [ -z "$docc" ]; then echo "docc is not on PATH (it comes with the Swift toolchain)"; exit 77; fi
command -v node >/dev/null || { echo "test-docc: node is not on PATH" >&2; exit 1; }
. "$repo/scripts/test/chromium.sh"
if [ -z "$chromium" ]; then echo "Chromium is not installed (scripts/setup.sh browser installs it)"; exit 77; fi
[ -f "$repo/js/swift_highlight.wasm" ] || "$repo/scripts/build/wasm.sh"
if [ -z "$bin" ]; then
  (cd "$repo" && swift build --product swift-highlight >&2)
  bin=$(cd "$repo" && swift build --show-bin-path)/swift-highlight
fi

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "test-docc: $*" >&2; exit 1; }

# --- The archives -------------------------------------------------------------------------------
swiftc -emit-module -emit-module-path "$work/Sample.swiftmodule" -parse-as-library -module-name Sample \
  -emit-symbol-graph -emit-symbol-graph-dir "$work/symbols" "$repo/Tests/docc/Sources/Sample.swift"
convert() { # catalog output [docc options...]
  local catalog=$1 out=$2; shift 2
  mkdir -p "$(dirname "$out")"
  "$docc" convert "$catalog" --enable-experimental-code-block-annotations -o "$out" "$@" >"$work/docc.log" 2>&1 \
    || { cat "$work/docc.log" >&2; fail "docc convert $catalog failed"; }
}
# Sample.docc with its symbol graph is converted once; each test that needs a fresh archive of
# it gets a copy of that one (the same files docc would write again).
convert "$repo/Tests/docc/Sample.docc" "$work/pristine/Sample.doccarchive" --additional-symbol-graph-dir "$work/symbols"
sample_copy() { # destination: a fresh, unprocessed archive of Sample.docc
  mkdir -p "$(dirname "$1")"
  cp -a "$work/pristine/Sample.doccarchive" "$1"
}
sample_copy "$work/sample/Sample.doccarchive"
mkdir -p "$work/hosted"
convert "$repo/Tests/docc/Sample.docc" "$work/hosted/sample-base" --additional-symbol-graph-dir "$work/symbols" \
  --hosting-base-path sample-base
sites='[{"name":"Sample.docc","served":"'$work'/sample/Sample.doccarchive","start":"/documentation/sample/",
  "links":["/documentation/sample/strings","/documentation/sample/bag","/tutorials/tutorials","/tutorials/sample/building-a-point"],"minimumListings":8,
  "theme":{"light":{"keyword":"rgb(10, 20, 200)","string":"rgb(160, 0, 0)"},"dark":{"keyword":"rgb(250, 120, 10)","string":"rgb(120, 250, 120)"}}},
 {"name":"Sample.docc with --hosting-base-path","served":"'$work'/hosted","start":"/sample-base/documentation/sample/",
  "links":["/sample-base/documentation/sample/strings"],"minimumListings":6}'
archives=("$work/sample/Sample.doccarchive" "$work/hosted/sample-base")
mirror=/opt/swift-packages/apple/swift-argument-parser.git
if git -C "$mirror" rev-parse --verify -q HEAD >/dev/null 2>&1; then
  mkdir -p "$work/ap"
  git -C "$mirror" archive HEAD Sources/ArgumentParser/Documentation.docc | tar -x -C "$work/ap"
  convert "$work/ap/Sources/ArgumentParser/Documentation.docc" "$work/ap/ArgumentParser.doccarchive" \
    --fallback-display-name ArgumentParser --fallback-bundle-identifier com.apple.ArgumentParser
  sites+=',{"name":"swift-argument-parser'"'"'s catalog","served":"'$work'/ap/ArgumentParser.doccarchive",
    "start":"/documentation/argumentparser/gettingstarted","links":["/documentation/argumentparser/declaringarguments"],"minimumListings":20}'
  archives+=("$work/ap/ArgumentParser.doccarchive")
else
  echo "test-docc: note: no swift-argument-parser in the package mirror; its catalog is not tested" >&2
fi
# The SwiftPM plugin: a package with a catalog and doc comments, swift-docc-plugin from the package
# mirror and this package (tagged) as its two documentation dependencies; generate-documentation,
# then highlight-documentation, as the README says.
docc_plugin=https://github.com/swiftlang/swift-docc-plugin
if git ls-remote -q "$docc_plugin" >/dev/null 2>&1; then
  # swift-highlight as users get it: a tagged git repository of the checkout's tracked files (no
  # WebAssembly module: the plugin builds it, once, with scripts/build/wasm.sh; under the test
  # command, which sets SWH_ENGINE_CACHE, that script takes the compiled object the release made,
  # whose key hashes the copy's own sources, and links and optimizes the modules itself).
  version=$("$repo/scripts/version.sh")
  dependency=$work/swift-highlight
  mkdir -p "$dependency"
  (cd "$repo" && git ls-files -z | while IFS= read -r -d '' f; do
    [ -e "$f" ] || [ -L "$f" ] || continue
    mkdir -p "$dependency/$(dirname "$f")"; cp -P "$f" "$dependency/$f"
  done)
  git -C "$dependency" init -q && git -C "$dependency" add -A
  git -C "$dependency" -c user.name=docc-test -c user.email=docc-test@localhost commit -q -m "swift-highlight $version"
  git -C "$dependency" tag "$version"
  package=$work/package
  mkdir -p "$package/Sources/Sample"
  cp "$repo/Tests/docc/Sources/Sample.swift" "$package/Sources/Sample/"
  cp -r "$repo/Tests/docc/Sample.docc" "$package/Sources/Sample/"
  cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Sample",
    products: [.library(name: "Sample", targets: ["Sample"])],
    dependencies: [
        .package(url: "$docc_plugin", from: "1.5.0"),
        .package(url: "file://$dependency", from: "$version"),
    ],
    targets: [.target(name: "Sample")]
)
MANIFEST
  in_package() { (cd "$package" && swift package --allow-writing-to-package-directory "$@" >"$work/plugin.log" 2>&1); }
  in_package generate-documentation --target Sample --enable-experimental-code-block-annotations \
    || { cat "$work/plugin.log" >&2; fail "generate-documentation failed"; }
  built=$package/.build/plugins/Swift-DocC/outputs/Sample.doccarchive
  [ -f "$built/index.html" ] || fail "generate-documentation wrote no archive at $built"
  in_package highlight-documentation --check && fail "highlight-documentation --check passed before the archive was processed"
  in_package highlight-documentation || { cat "$work/plugin.log" >&2; fail "highlight-documentation failed"; }
  in_package highlight-documentation --check || { cat "$work/plugin.log" >&2; fail "highlight-documentation --check fails after it ran"; }
  [ -f "$built/swift-highlight/swift_highlight.wasm" ] || fail "the plugin's archive has no engine"
  sites+=',{"name":"swift package generate-documentation + highlight-documentation","served":"'$built'",
    "start":"/documentation/sample/","links":["/documentation/sample/bag","/documentation/sample/bag/set"],"minimumListings":5}'
else
  echo "test-docc: note: swift-docc-plugin cannot be fetched ($docc_plugin); the SwiftPM plugin is not tested" >&2
fi
# The plugin as docs/docc.md shows it for archives outside .build: a package whose Package.swift
# is the page's, with swift-highlight as a path dependency in a folder named swift-highlight (a
# link to this checkout, whose js/ has the WebAssembly module), and the page's commands.
mylib=$work/bypath/MyLibrary
mkdir -p "$mylib/Sources/MyLibrary"
ln -s "$repo" "$work/bypath/swift-highlight"
"$repo/scripts/docs/readme-block.py" docc/Package.swift "$repo/docs/docc.md" > "$mylib/Package.swift"
# (swift-docc-plugin is not needed by these commands; without the mirror it cannot be resolved.)
git ls-remote -q "$docc_plugin" >/dev/null 2>&1 || sed -i '/swift-docc-plugin/d' "$mylib/Package.swift"
cp "$repo/Tests/docc/Sources/Sample.swift" "$mylib/Sources/MyLibrary/"
cp -r "$repo/Tests/docc/Sample.docc" "$mylib/Sources/MyLibrary/MyLibrary.docc"
"$repo/scripts/docs/readme-block.py" docc/elsewhere.sh "$repo/docs/docc.md" > "$work/bypath/elsewhere.sh"
(cd "$mylib" && bash -e "$work/bypath/elsewhere.sh" >"$work/bypath.log" 2>&1) \
  || { tail -n 40 "$work/bypath.log" >&2; fail "docs/docc.md's plugin commands for an archive outside .build failed"; }
grep -q "usage: swift package" "$work/bypath.log" || fail "highlight-documentation --help printed no usage"
[ -f "$mylib/site/MyLibrary.doccarchive/swift-highlight/swift_highlight.wasm" ] || fail "the plugin wrote no engine into site/"
"$bin" docc --check "$mylib/site/MyLibrary.doccarchive" >/dev/null || fail "the plugin's archive in site/ is not processed"

# Xcode's finer kinds (--xcode-kinds): an archive processed without, then with the option.
sample_copy "$work/xcode/Sample.doccarchive"
"$bin" docc "$work/xcode/Sample.doccarchive" 2>/dev/null || fail "docc on the --xcode-kinds copy failed"
"$bin" docc --xcode-kinds "$work/xcode/Sample.doccarchive" 2>"$work/err" || fail "docc --xcode-kinds failed: $(cat "$work/err")"
"$bin" docc --check --xcode-kinds "$work/xcode/Sample.doccarchive" 2>/dev/null || fail "docc --check --xcode-kinds fails after it ran"
"$bin" docc --check "$work/xcode/Sample.doccarchive" 2>/dev/null && fail "docc --check passes on an archive given --xcode-kinds"
[ -f "$work/xcode/Sample.doccarchive/swift-highlight/docc-xcode.css" ] || fail "docc --xcode-kinds wrote no docc-xcode.css"
while IFS= read -r -d '' page; do
  [ "$(grep -o 'swift-highlight/docc.js' "$page" | wc -l)" -eq 1 ] && [ "$(grep -o 'data-swift-highlight-xcode-kinds' "$page" | wc -l)" -eq 1 ] \
    || fail "$page does not load the script and the stylesheet exactly once"
done < <(find "$work/xcode/Sample.doccarchive" -name 'index.html' -print0)
sites+=',{"name":"Sample.docc with --xcode-kinds","served":"'$work'/xcode/Sample.doccarchive","start":"/documentation/sample/",
  "links":["/documentation/sample/bag"],"minimumListings":4,"xcodeKinds":true}'
sites+=']'

# An archive built with --no-transform-for-static-hosting: one page, the root index.html, which
# gets the script (docs/docc.md).
convert "$repo/Tests/docc/Sample.docc" "$work/nt/Sample.doccarchive" --no-transform-for-static-hosting
"$bin" docc "$work/nt/Sample.doccarchive" >"$work/nt.log" 2>&1 || { cat "$work/nt.log" >&2; fail "docc refused a --no-transform-for-static-hosting archive"; }
grep -q "1 pages, 1 given the script" "$work/nt.log" || fail "on a --no-transform-for-static-hosting archive: $(cat "$work/nt.log")"
[ "$(grep -c 'swift-highlight/docc.js' "$work/nt/Sample.doccarchive/index.html")" -ge 1 ] || fail "no script in the root page"

# docc --compiler on Tests/docc/Notes.docc (a listing with set-up lines, a ^? query and a declared
# error), when the toolchain has sourcekit-lsp: the listing's code in the render JSON becomes the
# code as shown; the page is read in Chromium below (js/test-browser/docc-notes.test.js).
notes_site=""
convert "$repo/Tests/docc/Notes.docc" "$work/notes/Notes.doccarchive"
if "$bin" docc --compiler "$work/notes/Notes.doccarchive" 2>"$work/notes.log"; then
  grep -qF '"code":["/// The distance from the origin.","func length(of p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }","let answer = length(of: Point(x: 3, y: 4))","let wrong: Int = \"x\""]' \
    "$work/notes/Notes.doccarchive/data/documentation/notes.json" || fail "docc --compiler: the listing's code in the render JSON is not the code as shown"
  notes_site='{"served":"'$work'/notes/Notes.doccarchive","start":"/documentation/notes/","code":["/// The distance from the origin.","func length(of p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }","let answer = length(of: Point(x: 3, y: 4))","let wrong: Int = \"x\""]}'
elif grep -q "no Swift compiler" "$work/notes.log"; then
  echo "test-docc: docc --compiler skipped: $(cat "$work/notes.log")" >&2
else
  fail "docc --compiler failed: $(cat "$work/notes.log")"
fi

# --- The command's contract ---------------------------------------------------------------------
snapshot() { # folder: every file's path, mode and checksum, and every link
  (cd "$1" && find . \( -type f -o -type l \) -printf '%p %m %y %l\n' | sort && find . -type f -print0 | sort -z | xargs -0 sha256sum)
}
for archive in "${archives[@]}"; do
  before=$(snapshot "$archive")
  cp -r "$archive/data" "$work/data-before"
  "$bin" docc --check "$archive" >"$work/out" 2>&1 && fail "--check passed on an archive not processed yet"
  "$bin" docc --dry-run "$archive" >"$work/out" 2>&1 || fail "--dry-run failed: $(cat "$work/out")"
  grep -q '/swift-highlight/swift_highlight.wasm$' "$work/out" || fail "--dry-run did not list the engine"
  [ "$(snapshot "$archive")" = "$before" ] || fail "--check or --dry-run wrote to $archive"
  "$bin" docc "$archive" 2>"$work/err" || fail "docc $archive failed: $(cat "$work/err")"
  after=$(snapshot "$archive")
  "$bin" docc --check "$archive" 2>/dev/null || fail "--check fails right after a run"
  "$bin" docc "$archive" 2>/dev/null || fail "a second run failed"
  [ "$(snapshot "$archive")" = "$after" ] || fail "a second run changed $archive"
  diff -r "$work/data-before" "$archive/data" >/dev/null || fail "the render JSON of $archive changed"
  rm -rf "$work/data-before"
  # Only the engine's folder is new, and every page has the script once.
  new=$(comm -13 <(echo "$before" | awk 'NF==4 {print $1}' | sort) <(echo "$after" | awk 'NF==4 {print $1}' | sort) | grep -v '^\./swift-highlight/' || true)
  [ -z "$new" ] || fail "files other than swift-highlight/ appeared: $new"
  while IFS= read -r -d '' page; do
    [ "$(grep -o 'swift-highlight/docc.js' "$page" | wc -l)" -eq 1 ] || fail "$page does not load the script exactly once"
  done < <(find "$archive" -name 'index.html' -print0)
done
grep -q 'src="/sample-base/swift-highlight/docc.js"' "$work/hosted/sample-base/documentation/sample/index.html" \
  || fail "the script does not follow --hosting-base-path"
if [ -f "$work/hosted/sample-base/index-template.html" ]; then
  grep -q '{{BASE_PATH}}/swift-highlight/docc.js' "$work/hosted/sample-base/index-template.html" || fail "index-template.html lacks the script"
fi

# Malformed and partial archives: an error that says why, and nothing changes.
refused() { # folder expected-message
  local folder=$1 message=$2 snap
  snap=$(snapshot "$folder")
  if "$bin" docc "$folder" >"$work/out" 2>&1; then fail "docc accepted $folder"; fi
  grep -q -- "$message" "$work/out" || fail "docc on $folder said: $(cat "$work/out") (expected: $message)"
  [ "$(snapshot "$folder")" = "$snap" ] || fail "docc changed the refused $folder"
}
sample_copy "$work/bad/Partial.doccarchive"
rm -rf "$work/bad/Partial.doccarchive/data"
refused "$work/bad/Partial.doccarchive" "is not a DocC archive: it needs index.html"
sample_copy "$work/bad/Foreign.doccarchive"
foreign=$(find "$work/bad/Foreign.doccarchive/documentation" -name index.html | sort | tail -n 1)
printf '<!doctype html><title>not DocC</title>\n' >"$foreign"
refused "$work/bad/Foreign.doccarchive" "is not a DocC page"
[ ! -e "$work/bad/Foreign.doccarchive/swift-highlight" ] || fail "a refused archive got the engine"
sample_copy "$work/bad/Linked.doccarchive"
mkdir "$work/outside"
ln -s "$work/outside" "$work/bad/Linked.doccarchive/swift-highlight"
refused "$work/bad/Linked.doccarchive" "is not a folder"
[ -z "$(ls -A "$work/outside")" ] || fail "docc wrote outside the archive through a symbolic link"
refused "$work/outside" "is not a DocC archive"
"$bin" docc --assets "$work/outside" "${archives[0]}" >"$work/out" 2>&1 && fail "docc ran with --assets of an empty folder"
grep -q "does not hold the browser files" "$work/out" || fail "--assets of an empty folder said: $(cat "$work/out")"

# Killed in the middle (SIGKILL at growing delays): every file is whole, the old or the new one,
# and the next run finishes the job, giving what an uninterrupted run gives.
sample_copy "$work/kill/Sample.doccarchive"
cp -r "$work/kill/Sample.doccarchive" "$work/kill/Original.doccarchive"
cp -r "$work/kill/Sample.doccarchive" "$work/kill/Reference.doccarchive"
"$bin" docc "$work/kill/Reference.doccarchive" 2>/dev/null || fail "docc on the reference copy failed"
for delay in 0.005 0.01 0.02 0.04 0.08; do
  (timeout -s KILL "$delay" "$bin" docc "$work/kill/Sample.doccarchive" >/dev/null 2>&1 || true) 2>/dev/null
  while IFS= read -r -d '' file; do
    relative=${file#"$work/kill/Sample.doccarchive/"}
    case "$(basename "$file")" in .*swift-highlight-*) continue ;; esac   # our temporary files
    cmp -s "$file" "$work/kill/Reference.doccarchive/$relative" || cmp -s "$file" "$work/kill/Original.doccarchive/$relative" \
      || fail "after SIGKILL at $delay s, $relative is neither its old nor its new version"
  done < <(find "$work/kill/Sample.doccarchive" -type f -print0)
done
"$bin" docc "$work/kill/Sample.doccarchive" 2>/dev/null || fail "docc after SIGKILL failed"
[ "$(snapshot "$work/kill/Sample.doccarchive")" = "$(snapshot "$work/kill/Reference.doccarchive")" ] \
  || fail "after SIGKILL and a second run, the archive differs from an uninterrupted run"

# --- The bytes added ----------------------------------------------------------------------------
python3 - "$work/sample/Sample.doccarchive" "$repo/Tests/docc" <<'EOF' >&2
import gzip, os, sys
archive = sys.argv[1]
engine = os.path.join(archive, 'swift-highlight')
raw = sum(os.path.getsize(os.path.join(engine, f)) for f in os.listdir(engine))
gz = sum(len(gzip.compress(open(os.path.join(engine, f), 'rb').read(), 9)) for f in os.listdir(engine))
page = open(os.path.join(archive, 'index.html'), 'rb').read()
tags = page[page.index(b'<link rel="preload"'):page.index(b'<script defer')]
print(f"test-docc: bytes added: engine {raw} bytes ({gz} gzipped -9) once per archive; {len(tags)} bytes per page")
EOF

# --- In the browser -----------------------------------------------------------------------------
cd "$repo/js"
DOCC_SITES=$sites DOCC_REPORT="$work/delays.json" node --test test-browser/docc.test.js
[ -z "$notes_site" ] || DOCC_NOTES=$notes_site node --test test-browser/docc-notes.test.js
if [ -f "$work/delays.json" ]; then
  python3 - "$work/delays.json" <<'EOF' >&2
import json, sys
r = json.load(open(sys.argv[1]))
print(f"test-docc: delay between DocC showing a listing and ours: at most {r['maxFrames']} frames "
      f"({r['maxMs']:.1f} ms, mean {r['meanMs']:.1f} ms) over {r['listings']} listings")
EOF
fi
