#!/usr/bin/env bash
# The C and CLI release artifacts (scripts/release/native.sh), checked as their users get them:
#
#   - the two tarballs and three Debian packages are in DIST, and SHA256SUMS covers DIST; each
#     tarball holds exactly the files it should, sorted, owned by 0/0, all with one time stamp,
#     gzip without name and time; every binary is stripped;
#   - the x86_64 tarball's CLI runs `swift-highlight docc` on an archive made by hand with the
#     browser files of its share/swift-highlight/js (no --assets, empty environment), and copies
#     exactly those; their .js files are js/'s; the swift-highlight .deb holds the same files;
#   - the .deb files: control fields, DEP-5 copyright, shlibs, symbols (= the exported
#     functions), ldconfig trigger, Depends on libc6 with a version;
#   - reproducible: native.sh run again on the same inputs gives the same bytes (when the
#     inputs of scripts/release.sh are there to reuse);
#   - the aarch64 library of the aarch64 tarball gives the x86_64 tarball's bytes under qemu
#     (scripts/test/cross-aarch64.sh);
#   - then, in a mount namespace where no Swift toolchain can be reached
#     (scripts/test/without-swift.sh): the x86_64 tarball unpacked, a C program built with
#     `pkg-config --define-prefix` against it (shared and static) and its bin/swift-highlight
#     give the CLI's output on examples/ and Tests/snippets/ (HTML and terminal colours,
#     computed with CLI before entering the namespace), and its docc command finds its browser
#     files; the .deb files installed with `apt-get install ./….deb`, a C program built with
#     `pkg-config` runs with no rpath and no LD_LIBRARY_PATH and gives the same output, as does
#     /usr/bin/swift-highlight, whose docc command finds /usr/share/swift-highlight/js; then
#     `dpkg -r` and `dpkg --purge` leave the folders the packages touched as they were.
#   - lintian's verdict on the packages, when lintian is installed (errors fail).
#
#   scripts/test/release-native.sh CLI [DIST]
#
#   CLI   the swift-highlight built from this checkout (gives the expected output)
#   DIST  where scripts/release.sh wrote the artifacts (default: dist/)
# Needs root (apt-get, dpkg, the mount namespace); exits 77 (skipped) where that is missing, and
# on a host that does not cut the release (scripts/release/host.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}
files=(examples/*.swift Tests/snippets/*.swift)
# Output of a highlighter command on every file, compared with the expected files.
same_as_expected() { # expected dir, mode (html|ansi), command...
  local expected=$1 mode=$2; shift 2
  local f n=0 differ=0
  for f in "${files[@]}"; do
    local key=${f//\//_}
    "$@" "$f" > "$work/got" 2>"$work/err" || { echo "  failed on $f: $(head -c 300 "$work/err")"; differ=1; continue; }
    cmp -s "$work/got" "$expected/$key.$mode" || { echo "  $f ($mode) differs"; differ=1; }
    n=$((n + 1))
  done
  [ $differ = 0 ] && echo "  $n files, identical"
  return $differ
}

# `swift-highlight docc` of an installation, with no --assets and an empty environment, on an
# archive made by hand (two DocC pages, as Tests/cli/run.sh makes one): --check finds the
# browser files and work to do; the run gives both pages the script and copies exactly the
# installation's browser files, unchanged; --check afterwards finds nothing to do.
docc_installed() { # cli, the installation's browser-file folder
  local cli=$1 js=$2 arc out f bad=0
  arc=$(mktemp -d "$work/docc.XXXXXX")/Hand.doccarchive
  mkdir -p "$arc/data/documentation" "$arc/js" "$arc/documentation/hand"
  local page='<!doctype html><html><head><script>var baseUrl = "/"</script><script defer="defer" src="/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>'
  printf '%s\n' "$page" > "$arc/index.html"
  printf '%s\n' "$page" > "$arc/documentation/hand/index.html"
  [ -d "$js" ] || { echo "  $js is missing"; return 1; }
  out=$(cd "$arc/.." && env -i "$cli" docc --check "$arc" 2>&1) && { echo "  --check on a new archive passed: $out"; return 1; }
  grep -q '2 to give the script' <<<"$out" || { echo "  docc --check: $out"; return 1; }
  out=$(cd "$arc/.." && env -i "$cli" docc "$arc" 2>&1) || { echo "  docc: $out"; return 1; }
  grep -q '2 given the script' <<<"$out" || { echo "  docc: $out"; return 1; }
  grep -q 'src="/swift-highlight/docc.js"' "$arc/documentation/hand/index.html" || { echo "  no script: $(cat "$arc/documentation/hand/index.html")"; return 1; }
  diff <(ls "$js") <(ls "$arc/swift-highlight") | sed 's/^/  /' || { echo "  (< the installation's files, > the files docc copied)"; return 1; }
  for f in "$js"/*; do cmp -s "$f" "$arc/swift-highlight/${f##*/}" || { echo "  ${f##*/} differs from the installation's"; bad=1; }; done
  out=$(cd "$arc/.." && env -i "$cli" docc --check "$arc" 2>&1) || { echo "  docc --check afterwards: $out"; bad=1; }
  return $bad
}

# ------------------------------------------------------------------------------------------
# Inside the namespace: no Swift toolchain (called by this script itself).
if [ "${1:-}" = --inside ]; then
  dist=$2 expected=$3 work=$4
  version=$(scripts/version.sh) abi=$(scripts/version.sh --abi)
  cflags=(-std=c11 -O2 -Wall -Wextra -Werror)
  no_swift() { ! command -v swift >/dev/null && ! command -v swiftc >/dev/null; }
  step "no swift, no swiftc on PATH" no_swift

  # The tarball, unpacked where its user wants it.
  prefix=$work/opt/swift-highlight
  mkdir -p "$prefix"
  tar -xzf "$dist/swift-highlight-$version-linux-x86_64.tar.gz" -C "$prefix" --strip-components=1
  pcflags() { PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --define-prefix "$@" swift-highlight; }
  pc_prefix() { [ "$(pcflags --variable=prefix)" = "$prefix" ] || { echo "  prefix: $(pcflags --variable=prefix)"; return 1; }; }
  step "tarball: pkg-config --define-prefix takes the prefix from where it is unpacked" pc_prefix
  # shellcheck disable=SC2046  # pkg-config prints several words
  step "tarball: cc \$(pkg-config --define-prefix --cflags --libs) -Wl,-rpath" \
    cc "${cflags[@]}" Tests/c/highlight-file.c $(pcflags --cflags --libs) -Wl,-rpath,"$prefix/lib" -o "$work/tar-shared"
  # shellcheck disable=SC2046
  step "tarball: cc with lib/libswift_highlight.a" \
    cc "${cflags[@]}" Tests/c/highlight-file.c $(pcflags --cflags) "$prefix/lib/libswift_highlight.a" -o "$work/tar-static"
  # `grep >/dev/null`, not `grep -q`, after a pipe here and in the other test scripts: under
  # pipefail, grep -q leaves at its first match and the writer still writing dies of SIGPIPE,
  # which fails the pipeline now and then (or passes a negated one).
  uses_tarball_so() { ldd "$work/tar-shared" | grep "libswift_highlight.so.$abi => $prefix/lib/" >/dev/null; }
  step "tarball: the program loads the tarball's libswift_highlight.so.$abi" uses_tarball_so
  for prog in tar-shared tar-static; do
    step "tarball: $prog = CLI (HTML)" same_as_expected "$expected" html "$work/$prog" html
    step "tarball: $prog = CLI (terminal)" same_as_expected "$expected" ansi "$work/$prog" ansi
  done
  tar_cli() { env -i "$prefix/bin/swift-highlight" --format html "$@"; }
  step "tarball: bin/swift-highlight (empty environment) = CLI (HTML)" same_as_expected "$expected" html tar_cli
  step "tarball: bin/swift-highlight --version" bash -c "[ \"\$('$prefix/bin/swift-highlight' --version)\" = 'swift-highlight $version' ]"
  step "tarball: bin/swift-highlight docc finds share/swift-highlight/js (no --assets)" \
    docc_installed "$prefix/bin/swift-highlight" "$prefix/share/swift-highlight/js"

  # The Debian packages: install, use, remove, purge.
  debs=("$dist/libswift-highlight${abi}_${version}_amd64.deb" "$dist/libswift-highlight-dev_${version}_amd64.deb" "$dist/swift-highlight_${version}_amd64.deb")
  packages=(libswift-highlight$abi libswift-highlight-dev swift-highlight)
  touched=(/usr/bin /usr/include /usr/lib/x86_64-linux-gnu /usr/share/doc /var/lib/dpkg/info)
  snapshot() { find "${touched[@]}" -xdev \( -type f -o -type l -o -type d \) -printf '%p %y %m %s\n' 2>/dev/null | sort; }
  already=$(dpkg-query -W -f='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null | grep -c ' installed' || true)
  if [ "$already" != 0 ]; then
    fail=$((fail + 1)); echo "FAIL the packages are already installed on this machine; not touching them"
  else
    snapshot > "$work/before"
    apt_install() {
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 "${debs[@]}" > "$work/apt.log" 2>&1 \
        || { tail -n 20 "$work/apt.log"; return 1; }
    }
    step "apt-get install ./libswift-highlight$abi… ./libswift-highlight-dev… ./swift-highlight…" apt_install
    installed_files() {
      local f missing=0
      for f in /usr/lib/x86_64-linux-gnu/libswift_highlight.so.$version /usr/lib/x86_64-linux-gnu/libswift_highlight.a \
               /usr/include/swift_highlight.h /usr/lib/x86_64-linux-gnu/pkgconfig/swift-highlight.pc /usr/bin/swift-highlight \
               /usr/share/doc/libswift-highlight$abi/copyright /usr/share/doc/libswift-highlight-dev/copyright \
               /usr/share/doc/swift-highlight/copyright /usr/share/swift-highlight/js/docc.js; do
        [ -f "$f" ] || { echo "  missing $f"; missing=1; }
      done
      [ "$(readlink /usr/lib/x86_64-linux-gnu/libswift_highlight.so.$abi)" = "libswift_highlight.so.$version" ] || { echo "  bad soname link"; missing=1; }
      [ "$(readlink /usr/lib/x86_64-linux-gnu/libswift_highlight.so)" = "libswift_highlight.so.$abi" ] || { echo "  bad dev link"; missing=1; }
      return $missing
    }
    step "the files are under /usr (multiarch library folder)" installed_files
    # (On a merged-/usr system the linker finds it as /lib/x86_64-linux-gnu/…, the same file.)
    in_ld_cache() {
      ldconfig -p | grep -E "libswift_highlight\.so\.$abi .*=> (/usr)?/lib/x86_64-linux-gnu/libswift_highlight\.so\.$abi\$" >/dev/null \
        || { ldconfig -p | grep swift_highlight | sed 's/^/  /'; return 1; }
    }
    step "the ldconfig trigger ran: libswift_highlight.so.$abi is in the linker cache" in_ld_cache
    step "pkg-config --modversion = $version" bash -c "[ \"\$(pkg-config --modversion swift-highlight)\" = '$version' ]"
    # shellcheck disable=SC2046
    step "deb: cc main.c \$(pkg-config --cflags --libs swift-highlight)" \
      cc "${cflags[@]}" Tests/c/highlight-file.c $(pkg-config --cflags --libs swift-highlight) -o "$work/deb-shared"
    no_rpath() { ! readelf -d "$work/deb-shared" | grep -E 'RPATH|RUNPATH' >/dev/null; }
    step "deb: the program has no rpath" no_rpath
    deb_prog() { env -u LD_LIBRARY_PATH "$work/deb-shared" "$@"; }
    uses_system_so() {
      local libs
      libs=$(env -u LD_LIBRARY_PATH ldd "$work/deb-shared")
      grep -Eq "libswift_highlight\.so\.$abi => (/usr)?/lib/x86_64-linux-gnu/libswift_highlight\.so\.$abi " <<<"$libs" \
        || { sed 's/^/  /' <<<"$libs"; return 1; }
    }
    step "deb: it loads /usr/lib/x86_64-linux-gnu/libswift_highlight.so.$abi with no LD_LIBRARY_PATH" uses_system_so
    step "deb: the program = CLI (HTML)" same_as_expected "$expected" html deb_prog html
    step "deb: the program = CLI (terminal)" same_as_expected "$expected" ansi deb_prog ansi
    # shellcheck disable=SC2046
    step "deb: cc main.c -Wl,-Bstatic \$(pkg-config --static --libs) -Wl,-Bdynamic" \
      cc "${cflags[@]}" Tests/c/highlight-file.c $(pkg-config --cflags swift-highlight) -Wl,-Bstatic $(pkg-config --static --libs swift-highlight) -Wl,-Bdynamic -o "$work/deb-static"
    no_so() { ! ldd "$work/deb-static" | grep libswift_highlight >/dev/null; }
    step "deb: … holds the engine (no libswift_highlight.so needed)" no_so
    step "deb: the static program = CLI (HTML)" same_as_expected "$expected" html "$work/deb-static" html
    deb_cli() { env -i /usr/bin/swift-highlight --format html "$@"; }
    step "deb: /usr/bin/swift-highlight = CLI (HTML)" same_as_expected "$expected" html deb_cli
    step "deb: /usr/bin/swift-highlight docc finds /usr/share/swift-highlight/js (no --assets)" \
      docc_installed /usr/bin/swift-highlight /usr/share/swift-highlight/js
    remove() { dpkg -r "${packages[@]}" > "$work/dpkg-r.log" 2>&1 || { cat "$work/dpkg-r.log"; return 1; }; }
    step "dpkg -r" remove
    removed() { [ ! -e /usr/lib/x86_64-linux-gnu/libswift_highlight.so.$abi ] && [ ! -e /usr/bin/swift-highlight ] && [ ! -e /usr/share/swift-highlight ] && ! ldconfig -p | grep libswift_highlight >/dev/null; }
    step "… the library, header, tool and browser files are gone, and the linker cache forgot the library" removed
    purge() { dpkg --purge "${packages[@]}" > "$work/dpkg-purge.log" 2>&1 || { cat "$work/dpkg-purge.log"; return 1; }; }
    step "dpkg --purge" purge
    snapshot > "$work/after"
    no_trace() { diff "$work/before" "$work/after" | sed 's/^/  /' | head -n 20; cmp -s "$work/before" "$work/after"; }
    step "no trace: ${touched[*]} as before the install" no_trace
  fi
  echo "release-native (no Swift): $pass passed, $fail failed"
  [ $fail -eq 0 ]
  exit
fi

# ------------------------------------------------------------------------------------------
# Outside: with the toolchain.
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: scripts/test/release-native.sh CLI [DIST]" >&2; exit 2; }
why=$(scripts/release/host.sh) || { echo "release-native: skipped: $why"; exit 77; }
if [ "$(id -u)" -ne 0 ]; then echo "release-native: skipped: needs root (apt-get, dpkg, a mount namespace)"; exit 77; fi
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dist=${2:-$root/dist}
[ -d "$dist" ] || { echo "release-native: $dist is missing: run scripts/release.sh first" >&2; exit 1; }
dist=$(cd "$dist" && pwd)
scripts/setup.sh release cross
version=$(scripts/version.sh) abi=$(scripts/version.sh --abi)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
chmod 755 "$work"   # apt's sandbox user reads the .deb files from here

tarballs=(swift-highlight-$version-linux-x86_64.tar.gz swift-highlight-$version-linux-aarch64.tar.gz)
debs=(libswift-highlight${abi}_${version}_amd64.deb libswift-highlight-dev_${version}_amd64.deb swift-highlight_${version}_amd64.deb)
present() { local f missing=0; for f in "${tarballs[@]}" "${debs[@]}"; do [ -f "$dist/$f" ] || { echo "  missing $f"; missing=1; }; done; return $missing; }
step "the tarballs and Debian packages are in $dist" present
sums() { # SHA256SUMS names every other file of DIST, and every sum matches
  [ -f "$dist/SHA256SUMS" ] || { echo "  no SHA256SUMS"; return 1; }
  diff <(awk '{print $2}' "$dist/SHA256SUMS" | sort) <(find "$dist" -maxdepth 1 -type f ! -name SHA256SUMS -printf '%f\n' | sort) | sed 's/^/  /' || return 1
  (cd "$dist" && sha256sum --quiet -c SHA256SUMS)
}
step "SHA256SUMS lists every artifact, and the sums match" sums

# Tarball layout.
lib_files() {
  printf '%s\n' include/ include/swift_highlight.h lib/ lib/libswift_highlight.a lib/libswift_highlight.so \
    "lib/libswift_highlight.so.$abi" "lib/libswift_highlight.so.$version" lib/pkgconfig/ lib/pkgconfig/swift-highlight.pc \
    share/ share/doc/ share/doc/swift-highlight/ share/doc/swift-highlight/CHANGELOG.md share/doc/swift-highlight/LICENSE \
    share/doc/swift-highlight/README
}
tar_layout() { # tarball, with-bin
  local name=${1%.tar.gz} listing
  listing=$(tar -tzf "$dist/$1")
  local expected
  # With bin/: the browser files of its docc command in share/swift-highlight/js/ (which ones is
  # the CLI's to say: docc_installed checks that they are exactly what it copies).
  expected=$({ echo "$name/"; { lib_files; [ "$2" = 1 ] && printf '%s\n' bin/ bin/swift-highlight share/man/ share/man/man1/ share/man/man1/swift-highlight.1.gz \
    share/swift-highlight/ share/swift-highlight/js/; } | sed "s|^|$name/|"
    [ "$2" = 1 ] && grep "^$name/share/swift-highlight/js/." <<<"$listing"; } | sort)
  diff <(sort <<<"$listing") <(echo "$expected") | sed 's/^/  /' || return 1
  [ "$listing" = "$(LC_ALL=C sort <<<"$listing")" ] || { echo "  entries are not sorted"; return 1; }
  local meta
  meta=$(tar -tvzf "$dist/$1" --numeric-owner | awk '{ print $2, $4, $5 }' | sort -u)
  [ "$(awk '{print $1}' <<<"$meta" | sort -u)" = "0/0" ] || { echo "  owners: $(awk '{print $1}' <<<"$meta" | sort -u | paste -sd ' ')"; return 1; }
  [ "$(awk '{print $2, $3}' <<<"$meta" | sort -u | wc -l)" = 1 ] || { echo "  more than one time stamp"; return 1; }
  # gzip header: no file name (FLG bit 3) and MTIME 0.
  [ "$(od -An -tx1 -j3 -N5 "$dist/$1" | tr -d ' \n')" = 0000000000 ] || { echo "  the gzip header has a name or a time"; return 1; }
}
step "${tarballs[0]}: exactly bin, lib, include, lib/pkgconfig, share/doc, share/man, share/swift-highlight/js; sorted, 0/0, one mtime, gzip -n" tar_layout "${tarballs[0]}" 1
step "${tarballs[1]}: the same without bin, share/man and share/swift-highlight" tar_layout "${tarballs[1]}" 0
mkdir -p "$work/x86_64" "$work/aarch64"
tar -xzf "$dist/${tarballs[0]}" -C "$work/x86_64" --strip-components=1
tar -xzf "$dist/${tarballs[1]}" -C "$work/aarch64" --strip-components=1
stripped() {
  local f bad=0
  for f in "$work/x86_64/bin/swift-highlight" "$work/x86_64/lib/libswift_highlight.so.$version" "$work/aarch64/lib/libswift_highlight.so.$version"; do
    readelf -S "$f" | grep -E ' \.(symtab|debug_[a-z]+|comment) ' >/dev/null && { echo "  $f is not stripped"; bad=1; }
  done
  for f in "$work/x86_64/lib/libswift_highlight.a" "$work/aarch64/lib/libswift_highlight.a"; do
    readelf -S "$f" | grep -E ' \.debug_[a-z]+ ' >/dev/null && { echo "  $f has debug sections"; bad=1; }
  done
  return $bad
}
step "binaries stripped (no symbol table or debug sections; the .a keeps its symbols)" stripped
cli_static_runtime() { ! ldd "$work/x86_64/bin/swift-highlight" | grep -E 'libswift|libFoundation|libdispatch' >/dev/null; }
step "bin/swift-highlight needs no Swift shared library" cli_static_runtime
no_search_path() {
  local f bad=0
  for f in "$work/x86_64/bin/swift-highlight" "$work/x86_64/lib/libswift_highlight.so.$version" "$work/aarch64/lib/libswift_highlight.so.$version"; do
    readelf -d "$f" | grep -E '\((RPATH|RUNPATH)\)' >/dev/null && { echo "  $f has an rpath: $(readelf -d "$f" | grep -E 'RPATH|RUNPATH')"; bad=1; }
  done
  return $bad
}
step "no rpath or runpath in the CLI and the libraries" no_search_path
step "x86_64 tarball: bin/swift-highlight docc finds share/swift-highlight/js (no --assets) and copies exactly its files" \
  docc_installed "$work/x86_64/bin/swift-highlight" "$work/x86_64/share/swift-highlight/js"
browser_files_are_ours() { # folder: its .js files are js/'s, its .wasm files WebAssembly modules
  local f bad=0
  for f in "$1"/*; do
    case "$f" in
      *.js) cmp -s "$f" "js/${f##*/}" || { echo "  ${f##*/} is not js/${f##*/}"; bad=1; } ;;
      *.wasm) [ "$(od -An -tx1 -N4 "$f" | tr -d ' ')" = 0061736d ] || { echo "  ${f##*/} is not a WebAssembly module"; bad=1; } ;;
      *) echo "  ${f##*/}: not a browser file"; bad=1 ;;
    esac
  done
  return $bad
}
step "x86_64 tarball: share/swift-highlight/js: the .js files are js/'s, the .wasm is WebAssembly" \
  browser_files_are_ours "$work/x86_64/share/swift-highlight/js"

# The Debian packages' metadata.
deb_meta() { # deb
  local deb=$dist/$1 pkg d=$work/meta-$1 bad=0
  pkg=$(dpkg-deb -f "$deb" Package)
  mkdir -p "$d"; dpkg-deb -e "$deb" "$d/DEBIAN"; dpkg-deb -x "$deb" "$d/root"
  for field in Package Version Architecture Maintainer Installed-Size Section Priority Description; do
    [ -n "$(dpkg-deb -f "$deb" "$field")" ] || { echo "  $1: no $field"; bad=1; }
  done
  grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/$' "$d/root/usr/share/doc/$pkg/copyright" \
    && grep -q '^License: MIT$' "$d/root/usr/share/doc/$pkg/copyright" || { echo "  $1: copyright is not DEP-5 with License: MIT"; bad=1; }
  (cd "$d/root" && md5sum --quiet -c "../DEBIAN/md5sums") || { echo "  $1: md5sums do not match"; bad=1; }
  [ "$(dpkg-deb -c "$deb" | awk '{print $2}' | sort -u)" = "root/root" ] || { echo "  $1: files not owned by root/root"; bad=1; }
  case "$pkg" in
    libswift-highlight$abi)
      grep -qx "libswift_highlight $abi libswift-highlight$abi (>= $version)" "$d/DEBIAN/shlibs" || { echo "  $1: shlibs"; bad=1; }
      grep -qx "activate-noawait ldconfig" "$d/DEBIAN/triggers" || { echo "  $1: no ldconfig trigger"; bad=1; }
      diff <(sed -n 's/^ \(swh_[a-z_0-9]*\)@Base .*/\1/p' "$d/DEBIAN/symbols" | sort) \
           <(nm -D --defined-only "$d/root/usr/lib/x86_64-linux-gnu/libswift_highlight.so.$version" | awk '$2 == "T" {print $3}' | sort) \
        || { echo "  $1: the symbols file is not the exported functions"; bad=1; }
      dpkg-deb -f "$deb" Depends | grep -E '^libc6 \(>= [0-9.]+\)$' >/dev/null || { echo "  $1: Depends: $(dpkg-deb -f "$deb" Depends)"; bad=1; } ;;
    libswift-highlight-dev)
      [ "$(dpkg-deb -f "$deb" Depends)" = "libswift-highlight$abi (= $version)" ] || { echo "  $1: Depends: $(dpkg-deb -f "$deb" Depends)"; bad=1; } ;;
    swift-highlight)
      dpkg-deb -f "$deb" Depends | grep -E '(^|, )libc6 \(>= [0-9.]+\)' >/dev/null || { echo "  $1: Depends: $(dpkg-deb -f "$deb" Depends)"; bad=1; }
      diff -r "$d/root/usr/share/swift-highlight/js" "$work/x86_64/share/swift-highlight/js" | sed 's/^/  /' \
        || { echo "  $1: /usr/share/swift-highlight/js is not the tarball's share/swift-highlight/js"; bad=1; } ;;
  esac
  return $bad
}
for deb in "${debs[@]}"; do
  step "$deb: control, DEP-5 copyright, md5sums, root/root$(case $deb in libswift-highlight$abi*) echo ', shlibs, symbols, ldconfig trigger, Depends libc6';; swift-highlight_*) echo ', the browser files of the tarball';; esac)" deb_meta "$deb"
done

# Reproducible: the same inputs again, the same bytes.
inputs=$root/.build/release-artifacts
if [ -f "$inputs/swift-highlight" ] && [ -f "$inputs/x86_64/libswift_highlight.so.$version" ] && [ -f "$inputs/aarch64/libswift_highlight.so.$version" ] \
   && [ -f "$inputs/swift_highlight.wasm" ]; then
  again() {
    # The time stamp the artifacts were made with (a commit since then must not count).
    local epoch
    epoch=$(python3 -c 'import sys, tarfile; print(tarfile.open(sys.argv[1]).getmembers()[0].mtime)' "$dist/${tarballs[0]}")
    SOURCE_DATE_EPOCH=$epoch SWH_LIB_DIR_X86_64=$inputs/x86_64 SWH_LIB_DIR_AARCH64=$inputs/aarch64 SWH_CLI=$inputs/swift-highlight \
      SWH_WASM=$inputs/swift_highlight.wasm scripts/release/native.sh "$work/again" > "$work/again.log" 2>&1 || { cat "$work/again.log"; return 1; }
    local f same=0
    for f in "${tarballs[@]}" "${debs[@]}"; do cmp -s "$dist/$f" "$work/again/$f" || { echo "  $f differs"; same=1; }; done
    return $same
  }
  step "reproducible: scripts/release/native.sh again gives the same bytes" again
else
  echo "note reproducibility not checked: $inputs (scripts/release.sh's build) is not there"
fi

step "aarch64 tarball under qemu = x86_64 tarball (scripts/test/cross-aarch64.sh)" \
  scripts/test/cross-aarch64.sh "$work/x86_64/lib" "$work/aarch64/lib"

if command -v lintian >/dev/null; then
  lint() {
    local out
    out=$(lintian --tag-display-limit 0 "${debs[@]/#/$dist/}" 2>&1 | grep -v 'running with root privileges') || true
    [ -z "$out" ] || sed 's/^/  /' <<<"$out"
    ! grep -q '^E: ' <<<"$out"
  }
  step "lintian: no errors (warnings listed)" lint
else
  echo "note lintian is not installed: the packages' lint is not checked"
fi

# The expected output, from the CLI of this checkout.
mkdir -p "$work/expected"
for f in "${files[@]}"; do
  key=${f//\//_}
  "$cli" --format html "$f" > "$work/expected/$key.html"
  COLORTERM=truecolor "$cli" --format ansi --color always "$f" > "$work/expected/$key.ansi"
done
echo "ok   expected output of ${#files[@]} files (HTML, terminal) from $cli"
# So that everything inside the namespace finds them (apt's sandbox user included).
cp "$dist"/*.deb "$dist"/*.tar.gz "$work/" && chmod 644 "$work"/*.deb
rc=0
scripts/test/without-swift.sh "$0" --inside "$work" "$work/expected" "$work" || rc=$?
if [ $rc -eq 0 ]; then pass=$((pass + 1)); elif [ $rc -eq 77 ]; then echo "skip the no-Swift part (see above)"; else fail=$((fail + 1)); fi
echo "release-native: $pass passed, $fail failed (outside the namespace; the part inside counts once)"
[ $fail -eq 0 ]
