#!/usr/bin/env bash
# Writes the C library and CLI artifacts of a release into DIST:
#
#   swift-highlight-VERSION-linux-x86_64.tar.gz    bin/swift-highlight, lib/ (.so with its soname
#                                                  links, .a), lib/pkgconfig/swift-highlight.pc,
#                                                  include/, share/doc/swift-highlight/, the
#                                                  CLI's manual page in share/man/man1/, the
#                                                  browser files of its docc command in
#                                                  share/swift-highlight/js/
#   swift-highlight-VERSION-linux-aarch64.tar.gz   the same without bin/ (the CLI needs a Swift
#                                                  runtime for aarch64, which this toolchain lacks)
#   libswift-highlight1_VERSION_amd64.deb          the shared library (soname libswift_highlight.so.ABI)
#   libswift-highlight-dev_VERSION_amd64.deb       header, .so link, .a, pkg-config file
#   swift-highlight_VERSION_amd64.deb              the command-line tool, its manual page and the
#                                                  browser files in /usr/share/swift-highlight/js/
#
#   scripts/release/native.sh DIST
#
# Inputs (built when not given; scripts/release.sh builds them once for every release script):
#   SWH_LIB_DIR_X86_64   scripts/build/shared.sh output for x86_64 (libswift_highlight.so*, .a)
#   SWH_LIB_DIR_AARCH64  scripts/build/shared.sh --arch aarch64 output
#   SWH_CLI              the x86_64 CLI linked with --static-swift-stdlib --disable-local-rpath
#   SWH_WASM             the core WebAssembly module (scripts/build/wasm.sh), with its SIMD build
#                        beside it (NAME_simd.wasm), for the CLI's docc command
#   SOURCE_DATE_EPOCH    the time stamp of every file in every archive (default: the last
#                        commit's time)
#
# Reproducible: the same sources and toolchain give the same bytes (entries sorted, mtimes
# SOURCE_DATE_EPOCH, owner root:root, gzip without name and time, binaries stripped).
# Needs an x86_64 Linux host (scripts/release/host.sh) with dpkg-deb and dpkg-shlibdeps
# (dpkg-dev), and for aarch64 the cross tools of scripts/build/shared.sh --arch aarch64; both
# install their Debian packages.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/release/native.sh DIST" >&2; exit 2; }
why=$("$root/scripts/release/host.sh") || { echo "release/native.sh: $why" >&2; exit 1; }
"$root/scripts/setup.sh" release >&2
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v $tool >/dev/null || { echo "release/native.sh: $tool is missing (Debian package dpkg-dev; scripts/setup.sh release)" >&2; exit 1; }
done
mkdir -p "$1"
dist=$(cd "$1" && pwd)
cd "$root"
umask 022
export LC_ALL=C TZ=UTC
version=$(scripts/version.sh) abi=$(scripts/version.sh --abi)
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null) || SOURCE_DATE_EPOCH=$(stat -c %Y include/swift_highlight.h)
fi
export SOURCE_DATE_EPOCH
real=libswift_highlight.so.$version soname=libswift_highlight.so.$abi

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

lib_x64=${SWH_LIB_DIR_X86_64:-} lib_a64=${SWH_LIB_DIR_AARCH64:-} cli=${SWH_CLI:-} wasm=${SWH_WASM:-}
if [ -z "$lib_x64" ]; then lib_x64=$root/.build/shared; scripts/build/shared.sh "$lib_x64" >&2; fi
if [ -z "$lib_a64" ]; then lib_a64=$root/.build/shared-aarch64; scripts/build/shared.sh --arch aarch64 "$lib_a64" >&2; fi
if [ -z "$cli" ]; then
  swift build -c release --static-swift-stdlib --disable-local-rpath --product swift-highlight >&2
  cli="$(swift build -c release --show-bin-path)/swift-highlight"
fi
if [ -z "$wasm" ]; then wasm=$work/swift_highlight.wasm; scripts/build/wasm.sh "$wasm" >&2; fi
for f in "$lib_x64/$real" "$lib_x64/libswift_highlight.a" "$lib_a64/$real" "$lib_a64/libswift_highlight.a" "$cli" "$wasm" "${wasm%.wasm}_simd.wasm"; do
  [ -f "$f" ] || { echo "release/native.sh: $f is missing" >&2; exit 1; }
done

# The browser files of the CLI's docc command: js/docc.js and what it loads, followed through
# the module graph (each `from './X'`, `import('./X')` and `new URL('./X', import.meta.url)` of
# js/), so that no list is kept here: a module docc.js comes to need is shipped with it. The
# WebAssembly module is SWH_WASM; the others come from js/. (scripts/test/release-native.sh
# checks that the installed CLI's docc copies exactly these files.)
docc_files() {
  local -A seen=()
  local todo=(docc.js) f next
  while [ ${#todo[@]} -gt 0 ]; do
    f=${todo[0]}; todo=("${todo[@]:1}")
    [ -z "${seen[$f]:-}" ] || continue
    seen[$f]=1
    case "$f" in
      */*|..*) echo "release/native.sh: js/ loads $f, outside js/" >&2; return 1 ;;
      *.js)
        [ -f "js/$f" ] || { echo "release/native.sh: js/$f (loaded by the docc script) is missing" >&2; return 1; }
        while read -r next; do todo+=("$next"); done < <(
          sed -En "s#.*from ['\"]\./([^'\"]+)['\"].*#\1#p; s#.*new URL\(['\"]\./([^'\"]+)['\"], import\.meta\.url\).*#\1#p; s#.*import\(['\"]\./([^'\"]+)['\"]\).*#\1#p" "js/$f") ;;
      swift_highlight.wasm|swift_highlight_simd.wasm) ;;
      *) echo "release/native.sh: js/ loads $f, which the release does not build" >&2; return 1 ;;
    esac
  done
  printf '%s\n' "${!seen[@]}" | sort
}
mapfile -t browser_files < <(docc_files)
[ ${#browser_files[@]} -gt 1 ] || { echo "release/native.sh: no browser files for docc" >&2; exit 1; }

# The browser files into DIR.
install_browser_files() { # dir
  local f
  install -d "$1"
  for f in "${browser_files[@]}"; do
    case "$f" in
      swift_highlight_simd.wasm) install -m 644 "${wasm%.wasm}_simd.wasm" "$1/$f" ;;
      *.wasm) install -m 644 "$wasm" "$1/$f" ;;
      *) install -m 644 "js/$f" "$1/$f" ;;
    esac
  done
}

# pkg-config file: PREFIX, and the library folder below it.
pc() { # prefix, libdir expression
  "$root/scripts/build/pkg-config.sh" "$1" "$2" "$version"
}

# The libraries of one machine into LIBDIR, stripped: the .so keeps only its dynamic symbols,
# the .a its symbol table (it is linked), no debug sections.
install_libs() { # source dir, target libdir, strip program
  local from=$1 to=$2 strip=$3
  install -d "$to"
  install -m 644 "$from/$real" "$to/$real"
  "$strip" --strip-unneeded -R .comment "$to/$real"
  ln -s "$real" "$to/$soname"
  ln -s "$soname" "$to/libswift_highlight.so"
  install -m 644 "$from/libswift_highlight.a" "$to/libswift_highlight.a"
  "$strip" --strip-debug -R .comment --enable-deterministic-archives "$to/libswift_highlight.a"
}

# Every file and folder of a tree gets SOURCE_DATE_EPOCH as its time.
clamp_times() { find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +; }

# The CLI's manual page: its --help text as a man(7) page, gzipped.
man_page() { # cli
  local date
  date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)
  {
    echo ".TH SWIFT-HIGHLIGHT 1 \"$date\" \"swift-highlight $version\" \"User Commands\""
    echo ".SH NAME"
    echo "swift-highlight \\- highlight Swift source code as HTML, terminal colours or tokens"
    echo ".SH SYNOPSIS"
    echo ".nf"
    "$1" --help | sed -n '/^usage:/,/^$/p' | sed '/^$/d; s/^usage: //; s/^       //' | sed 's/\\/\\e/g; s/-/\\-/g; s/^[.'"'"']/\\\&&/'
    echo ".fi"
    echo ".SH DESCRIPTION"
    echo ".nf"
    "$1" --help | sed '1,/^$/d' | sed 's/\\/\\e/g; s/-/\\-/g; s/^[.'"'"']/\\\&&/'
    echo ".fi"
    echo ".SH SEE ALSO"
    echo "The C API: /usr/include/swift_highlight.h (package libswift\\-highlight\\-dev)."
  } | gzip -9n
}

# CHANGELOG.md (Keep a Changelog) as a Debian changelog: one entry per version, the newest
# dated SOURCE_DATE_EPOCH, the others their release day.
debian_changelog() { # package
  python3 - "$1" "$maintainer" "$SOURCE_DATE_EPOCH" CHANGELOG.md <<'PY'
import sys, re, textwrap, datetime
package, maintainer, epoch = sys.argv[1], sys.argv[2], int(sys.argv[3])
text = open(sys.argv[4], encoding="utf-8").read()
sections = re.split(r"^## \[?([0-9][0-9.]*)\]? - ([0-9-]+)\s*$", text, flags=re.M)
out = []
for i in range(1, len(sections), 3):
    version, day, body = sections[i], sections[i + 1], sections[i + 2]
    when = datetime.datetime.fromtimestamp(epoch, datetime.timezone.utc) if i == 1 else \
        datetime.datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    items, current = [], None
    for line in body.splitlines():
        if re.match(r"^- ", line):
            current = [0, line[2:].strip()]; items.append(current)
        elif re.match(r"^  +- ", line) and current is not None:
            current = [1, line.strip()[2:].strip()]; items.append(current)
        elif line.startswith("  ") and current is not None and line.strip():
            current.append(line.strip())
    out.append(f"{package} ({version}) unstable; urgency=medium\n")
    for depth, *words in items:
        entry = re.sub(r"`([^`]*)`", r"\1", " ".join(words))
        out.append(textwrap.fill(entry, width=78, break_on_hyphens=False, break_long_words=False,
                                 initial_indent="    - " if depth else "  * ",
                                 subsequent_indent="      " if depth else "    "))
    out.append("")
    out.append(f" -- {maintainer}  {when.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n")
sys.stdout.write("\n".join(out))
PY
}

tarball_readme() { # arch, has-cli
  cat <<EOF
swift-highlight $version for Linux $1
$(echo "swift-highlight $version for Linux $1" | tr '[:print:]' '=')

A Swift syntax highlighter with a C ABI: HTML, terminal colours and tokens from Swift
source. The library needs only the C library (glibc); no Swift runtime.

Contents
EOF
  local row='  %-36s %s\n'
  # shellcheck disable=SC2059  # the format is ours
  printf "$row" include/swift_highlight.h "the C header (the API and its documentation)"
  printf "$row" "lib/$real" "the shared library (soname $soname)"
  printf "$row" "lib/$soname" "a link to it (what programs load)"
  printf "$row" lib/libswift_highlight.so "a link for -lswift_highlight"
  printf "$row" lib/libswift_highlight.a "the same engine as a static library"
  printf "$row" lib/pkgconfig/swift-highlight.pc "for pkg-config"
  if [ "$2" = 1 ]; then
    printf "$row" bin/swift-highlight "the command-line tool (run it with --help)"
    printf "$row" share/man/man1/swift-highlight.1.gz "its manual page"
    printf "$row" share/swift-highlight/js/ "the browser files its docc command copies"
  else
    echo "  (no bin/: the command-line tool is only built for x86_64; the library is complete)"
  fi
  cat <<EOF

Use
  Unpack anywhere, e.g. into /opt/swift-highlight:

    mkdir -p /opt/swift-highlight
    tar -xzf FILE --strip-components=1 -C /opt/swift-highlight

  then build against it with

    export PKG_CONFIG_PATH=/opt/swift-highlight/lib/pkgconfig
    cc main.c \$(pkg-config --define-prefix --cflags --libs swift-highlight) \\
       -Wl,-rpath,/opt/swift-highlight/lib

  (--define-prefix makes pkg-config take the prefix from where the .pc file is), or link the
  static library: cc main.c -I/opt/swift-highlight/include /opt/swift-highlight/lib/libswift_highlight.a
  Copied into /usr/local (tar -xzf FILE --strip-components=1 -C /usr/local, then ldconfig),
  pkg-config needs no --define-prefix and programs need no rpath.
  The libraries need Linux with glibc 2.17 or later.

Versions
  The soname changes only when the ABI version (SWH_ABI_VERSION in the header) does, that is
  when compiled callers would break; within one soname, newer libraries only add.

Licence: MIT (share/doc/swift-highlight/LICENSE).
EOF
}

make_tarball() { # arch, libdir, strip program, cli ("" for none)
  local arch=$1 from=$2 strip=$3 tool=$4
  local name=swift-highlight-$version-linux-$arch
  local top=$work/tar-$arch/$name
  install -d "$top/include" "$top/lib/pkgconfig" "$top/share/doc/swift-highlight"
  install_libs "$from" "$top/lib" "$strip"
  install -m 644 include/swift_highlight.h "$top/include/"
  pc /usr/local '${exec_prefix}/lib' > "$top/lib/pkgconfig/swift-highlight.pc"
  if [ -n "$tool" ]; then
    install -d "$top/bin"
    install -m 755 "$tool" "$top/bin/swift-highlight"
    "$strip" -R .comment "$top/bin/swift-highlight"
    install -d "$top/share/man/man1"
    man_page "$tool" > "$top/share/man/man1/swift-highlight.1.gz"
    install_browser_files "$top/share/swift-highlight/js"
  fi
  install -m 644 LICENSE CHANGELOG.md "$top/share/doc/swift-highlight/"
  tarball_readme "$arch" "$([ -n "$tool" ] && echo 1 || echo 0)" > "$top/share/doc/swift-highlight/README"
  find "$top" -type f -exec chmod go-w {} +
  clamp_times "$top"
  tar -C "$work/tar-$arch" --sort=name --owner=0 --group=0 --numeric-owner --format=gnu \
    --mtime="@$SOURCE_DATE_EPOCH" -cf - "$name" | gzip -9n > "$dist/$name.tar.gz"
  echo "release/native.sh: $dist/$name.tar.gz"
}

make_tarball x86_64 "$lib_x64" strip "$cli"
make_tarball aarch64 "$lib_a64" aarch64-linux-gnu-strip ""

# --- Debian packages (amd64) -------------------------------------------------------------------
deb_arch=amd64 multiarch=x86_64-linux-gnu
maintainer=${SWH_DEB_MAINTAINER:-"swift-highlight maintainers <maintainers@users.noreply.a-seed-41dec056.example>"}
libpkg=libswift-highlight$abi devpkg=libswift-highlight-dev toolpkg=swift-highlight

# Depends of the ELF files under a package root, from dpkg-shlibdeps (the C library's version
# that the symbols used need).
shlibdeps() { # files...
  local d=$work/shlibdeps
  mkdir -p "$d/debian"
  printf 'Source: swift-highlight\n\nPackage: swift-highlight\nArchitecture: any\n' > "$d/debian/control"
  local deps
  deps=$(cd "$d" && dpkg-shlibdeps -O --warnings=0 "$@" | sed -n 's/^shlibs:Depends=//p')
  [ -n "$deps" ] || { echo "release/native.sh: dpkg-shlibdeps gave no Depends for $*" >&2; return 1; }
  echo "$deps"
}

copyright() {
  cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: swift-highlight

Files: *
Copyright: $(sed -n 's/^Copyright (c) //p' LICENSE)
License: MIT

License: MIT
EOF
  # The licence text, as a DEP-5 paragraph: every line indented, empty lines as " .".
  sed -n '/^Permission/,$p' LICENSE | sed 's/^$/./; s/^/ /'
}

# One binary package from a staged root: doc folder, control file, md5sums, dpkg-deb.
build_deb() { # package, root, section, multi-arch, depends, short description, long description
  local pkg=$1 pkgroot=$2 section=$3 multi=$4 depends=$5 short=$6 long=$7
  local doc=$pkgroot/usr/share/doc/$pkg
  install -d "$doc" "$pkgroot/DEBIAN"
  copyright > "$doc/copyright"
  debian_changelog "$pkg" | gzip -9n > "$doc/changelog.gz"
  chmod 644 "$doc/copyright" "$doc/changelog.gz"
  local size
  size=$(du -k -s --apparent-size --exclude=DEBIAN "$pkgroot" | cut -f1)
  {
    echo "Package: $pkg"
    echo "Source: swift-highlight"
    echo "Version: $version"
    echo "Architecture: $deb_arch"
    echo "Maintainer: $maintainer"
    echo "Installed-Size: $size"
    [ -n "$depends" ] && echo "Depends: $depends"
    echo "Section: $section"
    echo "Priority: optional"
    echo "Multi-Arch: $multi"
    echo "Description: $short"
    printf '%s\n' "$long" | fmt -w 78 | sed 's/^$/./; s/^/ /'
  } > "$pkgroot/DEBIAN/control"
  (cd "$pkgroot" && find . -path ./DEBIAN -prune -o -type f -printf '%P\n' | sort | xargs -r md5sum) > "$pkgroot/DEBIAN/md5sums"
  find "$pkgroot/DEBIAN" -type f -exec chmod 644 {} +
  clamp_times "$pkgroot"
  dpkg-deb --root-owner-group -Zxz -z9 --build "$pkgroot" "$dist/${pkg}_${version}_${deb_arch}.deb" >/dev/null
  echo "release/native.sh: $dist/${pkg}_${version}_${deb_arch}.deb"
}

about="swift-highlight highlights Swift source code: HTML with CSS classes or inline styles,
terminal colours, or tokens with byte offsets. It classifies code by its role (declarations,
types, calls, keywords in context), tolerates snippets and damaged code, and never fails on
hostile input."

# The library.
lib=$work/deb/$libpkg
install_libs "$lib_x64" "$lib/usr/lib/$multiarch" strip
rm "$lib/usr/lib/$multiarch/libswift_highlight.so" "$lib/usr/lib/$multiarch/libswift_highlight.a"
lib_depends=$(shlibdeps "$lib/usr/lib/$multiarch/$real")
install -d "$lib/DEBIAN"
echo "libswift_highlight $abi $libpkg (>= $version)" > "$lib/DEBIAN/shlibs"
# The symbols file: each exported function with the first version that had it. A function the
# list does not know yet is new in this version; one the list names but the library no longer
# exports would break callers, so it stops the release.
exported=$(nm -D --defined-only "$lib/usr/lib/$multiarch/$real" | awk '$2 == "T" { print $3 }' | sort)
listed=$(sed -n 's/^ \([a-z_0-9]*\)@Base .*/\1/p' scripts/release/debian/$libpkg.symbols | sort)
gone=$(comm -13 <(echo "$exported") <(echo "$listed"))
[ -z "$gone" ] || { echo "release/native.sh: scripts/release/debian/$libpkg.symbols lists functions the library no longer exports: $gone" >&2; exit 1; }
{
  sed '/^ swh_/d' scripts/release/debian/$libpkg.symbols
  { sed -n '/^ swh_/p' scripts/release/debian/$libpkg.symbols
    comm -23 <(echo "$exported") <(echo "$listed") | sed "s/.*/ &@Base $version/"
  } | sort
} > "$lib/DEBIAN/symbols"
new=$(comm -23 <(echo "$exported") <(echo "$listed"))
[ -z "$new" ] || echo "release/native.sh: new in $version (add them to scripts/release/debian/$libpkg.symbols): $(echo $new)" >&2
# ldconfig runs once after the library is installed or removed (dpkg's trigger).
echo "activate-noawait ldconfig" > "$lib/DEBIAN/triggers"
build_deb "$libpkg" "$lib" libs same "$lib_depends" \
  "Swift syntax highlighter with a C ABI - shared library" \
  "$about

This package holds the shared library, which needs only the C library."

# The development files.
dev=$work/deb/$devpkg
install -d "$dev/usr/include" "$dev/usr/lib/$multiarch/pkgconfig"
install -m 644 include/swift_highlight.h "$dev/usr/include/"
ln -s "$soname" "$dev/usr/lib/$multiarch/libswift_highlight.so"
install -m 644 "$lib_x64/libswift_highlight.a" "$dev/usr/lib/$multiarch/"
strip --strip-debug -R .comment --enable-deterministic-archives "$dev/usr/lib/$multiarch/libswift_highlight.a"
pc /usr "\${prefix}/lib/$multiarch" > "$dev/usr/lib/$multiarch/pkgconfig/swift-highlight.pc"
chmod 644 "$dev/usr/lib/$multiarch/pkgconfig/swift-highlight.pc"
build_deb "$devpkg" "$dev" libdevel same "$libpkg (= $version)" \
  "Swift syntax highlighter with a C ABI - development files" \
  "$about

This package holds the C header, the static library and the pkg-config file
(pkg-config --cflags --libs swift-highlight)."

# The command-line tool.
tool=$work/deb/$toolpkg
install -d "$tool/usr/bin"
install -m 755 "$cli" "$tool/usr/bin/swift-highlight"
strip -R .comment "$tool/usr/bin/swift-highlight"
install -d "$tool/usr/share/man/man1"
man_page "$cli" > "$tool/usr/share/man/man1/swift-highlight.1.gz"
chmod 644 "$tool/usr/share/man/man1/swift-highlight.1.gz"
install_browser_files "$tool/usr/share/swift-highlight/js"
tool_depends=$(shlibdeps "$tool/usr/bin/swift-highlight")
build_deb "$toolpkg" "$tool" text foreign "$tool_depends" \
  "Swift syntax highlighter - command-line tool" \
  "$about

This package holds the command-line tool swift-highlight: Swift files to HTML fragments,
standalone pages, terminal colours or token lists, and Swift fences in Markdown; with the
browser files (JavaScript and WebAssembly) that make DocC documentation archives show its
highlighting (swift-highlight docc)."
