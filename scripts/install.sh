#!/usr/bin/env bash
# Builds and installs swift-highlight:
#
#   PREFIX/bin/swift-highlight                  the CLI, Swift standard library linked statically
#                                               (needs no Swift shared library at run time)
#   PREFIX/include/swift_highlight.h            the C header
#   PREFIX/lib/libswift_highlight.a             the engine as Embedded Swift, needs only the C library
#   PREFIX/lib/libswift_highlight.so.X.Y.Z      the same as a shared library, exporting only the
#   PREFIX/lib/libswift_highlight.so.ABI -> …   header's functions (soname libswift_highlight.so.ABI)
#   PREFIX/lib/libswift_highlight.so -> …
#   PREFIX/lib/pkgconfig/swift-highlight.pc     for `pkg-config --cflags --libs swift-highlight`
#
#   scripts/install.sh [--prefix PREFIX] [--build-dir DIR]
#
#   --prefix PREFIX  where to install (default /usr/local)
#   --build-dir DIR  where scripts/build/shared.sh builds the libraries (default .build/shared)
#   DESTDIR          (environment) staged install: files go to $DESTDIR$PREFIX, while the
#                    pkg-config file still names PREFIX
#
# The libraries come from scripts/build/shared.sh; the CLI is the package's release build,
# relinked with --static-swift-stdlib. Linux only (as build-shared.sh). After installing into
# /usr or /usr/local as root, runs ldconfig so that the new soname is found.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=/usr/local build=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --build-dir) [ $# -ge 2 ] || { echo "install.sh: --build-dir needs a folder" >&2; exit 2; }; build=$2; shift 2 ;;
    --build-dir=*) build=${1#--build-dir=}; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$prefix" in
  /*) ;;
  *) echo "install.sh: --prefix must be an absolute path (the pkg-config file names it): $prefix" >&2; exit 2 ;;
esac
prefix=${prefix%/}; [ -n "$prefix" ] || prefix=/
destdir=${DESTDIR:-}
build=${build:-$root/.build/shared}
cd "$root"

echo "install.sh: building the libraries (scripts/build/shared.sh $build)" >&2
scripts/build/shared.sh "$build" >&2
echo "install.sh: building the CLI (swift build -c release --static-swift-stdlib)" >&2
swift build -c release --static-swift-stdlib --product swift-highlight >&2
cli="$(swift build -c release --show-bin-path)/swift-highlight"

version_part() { sed -nE "s/^#define $1 ([0-9]+)\$/\\1/p" include/swift_highlight.h; }
version="$(version_part SWH_VERSION_MAJOR).$(version_part SWH_VERSION_MINOR).$(version_part SWH_VERSION_PATCH)"
abi=$(version_part SWH_ABI_VERSION)
real=libswift_highlight.so.$version soname=libswift_highlight.so.$abi
[ -f "$build/$real" ] || { echo "install.sh: $build/$real was not built" >&2; exit 1; }

bindir=$destdir$prefix/bin includedir=$destdir$prefix/include libdir=$destdir$prefix/lib
install -d "$bindir" "$includedir" "$libdir/pkgconfig"
install -m 755 "$cli" "$bindir/swift-highlight"
install -m 644 include/swift_highlight.h "$includedir/swift_highlight.h"
install -m 644 "$build/libswift_highlight.a" "$libdir/libswift_highlight.a"
install -m 755 "$build/$real" "$libdir/$real"
ln -sfn "$real" "$libdir/$soname"
ln -sfn "$soname" "$libdir/libswift_highlight.so"
pc_prefix=$prefix; [ "$pc_prefix" = / ] && pc_prefix=""
"$root/scripts/build/pkg-config.sh" "$pc_prefix" '${exec_prefix}/lib' "$version" > "$libdir/pkgconfig/swift-highlight.pc"
chmod 644 "$libdir/pkgconfig/swift-highlight.pc"

for f in bin/swift-highlight include/swift_highlight.h lib/libswift_highlight.a "lib/$real" \
         "lib/$soname" lib/libswift_highlight.so lib/pkgconfig/swift-highlight.pc; do
  echo "installed $destdir$prefix/$f"
done
case "$prefix" in
  /usr|/usr/local)
    # A folder of the dynamic linker's cache: refresh it, so that the new soname is found.
    if [ -z "$destdir" ] && [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi ;;
  *)
    [ -n "$destdir" ] || echo "install.sh: $prefix/lib is not searched by the dynamic linker: programs linked with the shared library need -Wl,-rpath,$prefix/lib (or LD_LIBRARY_PATH)" >&2 ;;
esac
