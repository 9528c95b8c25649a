#!/usr/bin/env bash
# Writes the npm package, DIST_DIR/swift-highlight-VERSION.tgz: `npm pack` of js/ with the
# WebAssembly modules inside, the licence and its README (js/README.md, for npm users).
#
#   scripts/release/npm.sh DIST_DIR
#
# The package holds package.json, the files its "files" field lists (the modules, their
# TypeScript declarations and the three WebAssembly modules, swift_highlight.wasm,
# swift_highlight_simd.wasm and swift_highlight_site.wasm), LICENSE and README.md; nothing else.
# The WebAssembly modules are built by scripts/build/wasm.sh into the staging folder (js/ is
# left as it is); SWH_WASM=FILE takes FILE and the SIMD and site modules beside it (FILE without
# .wasm, plus _simd.wasm and _site.wasm) instead (scripts/release.sh builds the modules once for
# every artifact), and SKIP_WASM_BUILD=1 takes the three modules of js/ when they all exist. npm writes
# every entry with the same fixed time and normalized modes, so the same files give the same
# bytes. VERSION is scripts/version.sh's, and package.json must agree.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/release/npm.sh DIST_DIR" >&2; exit 2; }
mkdir -p "$1"
dist=$(cd "$1" && pwd)
# Node and its npm client; Debian's npm (which brings Debian's nodejs) where either is missing.
if ! command -v npm >/dev/null || ! command -v node >/dev/null; then "$root/scripts/setup.sh" npm >&2; fi
command -v npm >/dev/null || { echo "release/npm: npm is not installed (Debian's npm package)" >&2; exit 1; }
command -v node >/dev/null || { echo "release/npm: node is not installed" >&2; exit 1; }

version=$("$root/scripts/version.sh")
pkg_version=$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).version' "$root/js/package.json")
[ "$pkg_version" = "$version" ] || {
  echo "release/npm: js/package.json has version $pkg_version, the header (scripts/version.sh) $version" >&2; exit 1; }

stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
pkg=$stage/package
mkdir -p "$pkg"
if [ -n "${SWH_WASM:-}" ]; then
  for m in simd site; do
    [ -f "${SWH_WASM%.wasm}_$m.wasm" ] || { echo "release/npm: ${SWH_WASM%.wasm}_$m.wasm (the $m module beside SWH_WASM) is missing" >&2; exit 1; }
    cp "${SWH_WASM%.wasm}_$m.wasm" "$pkg/swift_highlight_$m.wasm"
  done
  cp "$SWH_WASM" "$pkg/swift_highlight.wasm"
elif [ "${SKIP_WASM_BUILD:-0}" = 1 ] && [ -f "$root/js/swift_highlight.wasm" ] && [ -f "$root/js/swift_highlight_simd.wasm" ] \
    && [ -f "$root/js/swift_highlight_site.wasm" ]; then
  cp "$root/js/swift_highlight.wasm" "$root/js/swift_highlight_simd.wasm" "$root/js/swift_highlight_site.wasm" "$pkg/"
else
  "$root/scripts/build/wasm.sh" "$pkg/swift_highlight.wasm"
fi
mapfile -t files < <(node -e '
  for (const f of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).files) console.log(f)' "$root/js/package.json")
for f in "${files[@]}"; do
  case "$f" in
    swift_highlight.wasm|swift_highlight_simd.wasm|swift_highlight_site.wasm) ;;
    */*|*'*'*) echo "release/npm: package.json \"files\" entry $f: only plain file names are supported" >&2; exit 1 ;;
    *) cp "$root/js/$f" "$pkg/$f" ;;
  esac
done
cp "$root/js/package.json" "$pkg/package.json"
cp "$root/LICENSE" "$pkg/LICENSE"
cp "$root/js/README.md" "$pkg/README.md"
chmod 644 "$pkg"/*

# No registry is asked anything: the package has no dependencies and runs no scripts.
rm -f "$dist/swift-highlight-$version.tgz"
(cd "$pkg" && npm pack --offline --ignore-scripts --no-fund --no-audit --loglevel=warn --cache "$stage/npm-cache" \
  --pack-destination "$dist" >/dev/null)
out=$dist/swift-highlight-$version.tgz
[ -f "$out" ] || { echo "release/npm: npm pack did not write $out" >&2; exit 1; }
echo "$out"
