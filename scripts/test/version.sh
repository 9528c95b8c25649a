#!/usr/bin/env bash
# One version, one licence: every place that states the version agrees with the header's
# SWH_VERSION_* (printed by scripts/version.sh), and every manifest names the MIT licence.
#
#   scripts/test/version.sh CLI [DIST | --no-dist]
#
#   CLI    the swift-highlight binary to ask with --version
#   DIST   the release artifacts of scripts/release.sh (default: dist/); every artifact there
#          is checked: its file name, the .pc inside each tarball, each .deb's Version, the
#          metadata of wheels and sdist, the npm tarball's package.json, the crate's
#          Cargo.toml, and LICENSE inside each one; --no-dist checks the sources and the CLI
#          only (on a host that does not cut the release, scripts/release/host.sh)
#
# Sources checked: both copies of the header (include/ and Sources/CHighlight/include/ must be
# identical), the Swift library's version string, CHANGELOG.md's newest section,
# python/pyproject.toml (or, when its version is dynamic, the built metadata), the Python
# package's __version__ when it is a literal, js/package.json, rust-demo/Cargo.toml; and
# js/package.json's repository, which must be the address the Pygments lexer names.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: scripts/test/version.sh CLI [DIST | --no-dist]" >&2; exit 2; }
cli=$1 dist=${2:-$root/dist}
cd "$root"
version=$(scripts/version.sh)
echo "version: the header says $version"
pass=0 fail=0
check() { # what, got ("" = not stated)
  if [ "$2" = "$version" ]; then pass=$((pass + 1)); echo "ok   $1: $2"
  else fail=$((fail + 1)); echo "FAIL $1: ${2:-(no version found)}, not $version"; fi
}
licence() { # what, got
  if [ "$2" = MIT ]; then pass=$((pass + 1)); echo "ok   $1 licence: MIT"
  else fail=$((fail + 1)); echo "FAIL $1 licence: ${2:-(none named)}, not MIT"; fi
}
holds_licence() { # what, a file's contents on stdin
  if cmp -s - LICENSE; then pass=$((pass + 1)); echo "ok   $1 carries LICENSE"
  else fail=$((fail + 1)); echo "FAIL $1 does not carry LICENSE (or a different one)"; fi
}

if cmp -s include/swift_highlight.h Sources/CHighlight/include/swift_highlight.h; then
  pass=$((pass + 1)); echo "ok   Sources/CHighlight/include/swift_highlight.h = include/swift_highlight.h"
else
  fail=$((fail + 1)); echo "FAIL Sources/CHighlight/include/swift_highlight.h differs from include/swift_highlight.h"
fi
check "Sources/Highlight/API/CEntryPoints.swift (swh_version_string)" \
  "$(sed -n 's/.*static let string: StaticString = "\([^"]*\)".*/\1/p' Sources/Highlight/API/CEntryPoints.swift)"
check "$cli --version" "$("$cli" --version | sed -n 's/^swift-highlight //p')"
# The bindings' SWH_VERSION_* are generated from the header (scripts/gen/abi.sh --check).
check "CHANGELOG.md newest section" "$(sed -n 's/^## \[\{0,1\}\([0-9][0-9.]*\)\]\{0,1\}.*/\1/p' CHANGELOG.md | head -n 1)"

# Manifests.
toml_field() { # file, section, key -> the string value of KEY in [SECTION]
  python3 - "$@" <<'EOF'
import sys, re
path, section, key = sys.argv[1:]
current = None
for line in open(path, encoding="utf-8"):
    m = re.match(r"\s*\[([^\]]+)\]\s*$", line)
    if m:
        current = m.group(1).strip()
        continue
    m = re.match(r'\s*%s\s*=\s*"([^"]*)"' % re.escape(key), line)
    if current == section and m:
        print(m.group(1))
        break
EOF
}
json_field() { python3 -c 'import json, sys; v = json.load(open(sys.argv[1])).get(sys.argv[2]); print(v if isinstance(v, str) else "")' "$@"; }
py_version=$(toml_field python/pyproject.toml project version)
if [ -n "$py_version" ]; then
  check "python/pyproject.toml" "$py_version"
elif grep -Eq '^dynamic *=.*"version"' python/pyproject.toml; then
  echo "note python/pyproject.toml: the version is dynamic (checked in the built wheels and sdist)"
else
  check "python/pyproject.toml" ""
fi
py_licence=$(toml_field python/pyproject.toml project license)
[ -n "$py_licence" ] || py_licence=$(python3 -c 'import re,sys; m=re.search(r"^license\s*=\s*\{\s*text\s*=\s*\"([^\"]*)\"", open(sys.argv[1]).read(), re.M); print(m.group(1) if m else "")' python/pyproject.toml)
licence "python/pyproject.toml" "$py_licence"
init_version=$(sed -n 's/^__version__ = "\([^"]*\)"$/\1/p' python/src/swift_highlight/__init__.py)
[ -z "$init_version" ] || check "python/src/swift_highlight/__init__.py __version__" "$init_version"
check "js/package.json" "$(json_field js/package.json version)"
# One repository address: the npm manifest's (npm's provenance check compares it with the
# repository the release workflow runs in) is the one the Pygments lexer names.
npm_repo=$(python3 -c 'import json, re, sys; r = json.load(open(sys.argv[1])).get("repository") or {}; print(re.sub(r"^git\+|\.git$", "", r.get("url", "") if isinstance(r, dict) else r))' js/package.json)
py_repo=$(sed -n 's/^ *url = "\(https:[^"]*\)"$/\1/p' python/src/swift_highlight/pygments.py | head -n 1)
if [ -n "$npm_repo" ] && [ "$npm_repo" = "$py_repo" ]; then pass=$((pass + 1)); echo "ok   js/package.json repository: $npm_repo"
else fail=$((fail + 1)); echo "FAIL js/package.json repository: ${npm_repo:-(none)}, not the Pygments lexer's url ${py_repo:-(none found)}"; fi
licence "js/package.json" "$(json_field js/package.json license)"
check "rust-demo/Cargo.toml" "$(toml_field rust-demo/Cargo.toml package version)"
licence "rust-demo/Cargo.toml" "$(toml_field rust-demo/Cargo.toml package license)"

# Artifacts.
if [ "$dist" = --no-dist ]; then
  echo "note no artifacts checked (--no-dist)"
elif [ ! -d "$dist" ] || [ -z "$(ls -A "$dist")" ]; then
  echo "FAIL $dist is missing or empty: run scripts/release.sh first"
  fail=$((fail + 1))
else
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  shopt -s nullglob
  for f in "$dist"/*; do
    name=$(basename "$f")
    case "$name" in
      SHA256SUMS) continue ;;
      swift-highlight-*-linux-*.tar.gz)
        v=${name#swift-highlight-}; check "$name (file name)" "${v%%-linux-*}"
        top=${name%.tar.gz}
        tar -xzf "$f" -C "$tmp" "$top/lib/pkgconfig/swift-highlight.pc" "$top/share/doc/swift-highlight/LICENSE"
        check "$name: lib/pkgconfig/swift-highlight.pc" "$(sed -n 's/^Version: //p' "$tmp/$top/lib/pkgconfig/swift-highlight.pc")"
        holds_licence "$name" < "$tmp/$top/share/doc/swift-highlight/LICENSE" ;;
      *.deb)
        pkg=$(dpkg-deb -f "$f" Package)
        check "$name: Version" "$(dpkg-deb -f "$f" Version)"
        v=${name#"${pkg}_"}; check "$name (file name)" "${v%%_*}"
        dpkg-deb -x "$f" "$tmp/deb-$pkg"
        if grep -q '^License: MIT$' "$tmp/deb-$pkg/usr/share/doc/$pkg/copyright"; then
          pass=$((pass + 1)); echo "ok   $name: /usr/share/doc/$pkg/copyright names License: MIT"
        else
          fail=$((fail + 1)); echo "FAIL $name: /usr/share/doc/$pkg/copyright does not name License: MIT"
        fi
        for pc in "$tmp/deb-$pkg"/usr/lib/*/pkgconfig/swift-highlight.pc; do
          check "$name: $(basename "$pc")" "$(sed -n 's/^Version: //p' "$pc")"
        done ;;
      *.whl)
        v=${name#swift_highlight-}; check "$name (file name)" "${v%%-*}"
        meta=$(python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode())' "$f")
        check "$name: METADATA Version" "$(sed -n 's/^Version: //p' <<<"$meta" | head -n 1)"
        lic=$(sed -n 's/^License-Expression: //p; s/^License: //p' <<<"$meta" | head -n 1)
        licence "$name: METADATA" "$lic"
        python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); n = [n for n in z.namelist() if n.rsplit("/", 1)[-1] in ("LICENSE", "LICENSE.txt")]; sys.stdout.buffer.write(z.read(n[0]) if n else b"")' "$f" \
          | holds_licence "$name" ;;
      swift_highlight-*.tar.gz)
        v=${name#swift_highlight-}; check "$name (sdist file name)" "${v%.tar.gz}"
        pkginfo=$(tar -xzOf "$f" "${name%.tar.gz}/PKG-INFO")
        check "$name: PKG-INFO Version" "$(sed -n 's/^Version: //p' <<<"$pkginfo" | head -n 1)"
        tar -xzOf "$f" "${name%.tar.gz}/LICENSE" | holds_licence "$name" ;;
      swift-highlight-*.tgz)
        v=${name#swift-highlight-}; check "$name (file name)" "${v%.tgz}"
        tar -xzf "$f" -C "$tmp" package/package.json package/LICENSE
        check "$name: package.json" "$(json_field "$tmp/package/package.json" version)"
        holds_licence "$name" < "$tmp/package/LICENSE" ;;
      *.crate)
        v=${name#swift-highlight-}; check "$name (file name)" "${v%.crate}"
        tar -xzf "$f" -C "$tmp" "${name%.crate}/Cargo.toml" "${name%.crate}/LICENSE"
        check "$name: Cargo.toml" "$(toml_field "$tmp/${name%.crate}/Cargo.toml" package version)"
        holds_licence "$name" < "$tmp/${name%.crate}/LICENSE" ;;
      *) fail=$((fail + 1)); echo "FAIL $name: an artifact this test does not know" ;;
    esac
  done
fi
echo "version: $pass passed, $fail failed"
[ $fail -eq 0 ]
