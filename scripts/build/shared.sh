#!/usr/bin/env bash
# Builds the libraries that scripts/install.sh installs, from the Embedded Swift engine of
# scripts/build/embedded.sh (no Swift runtime; only the C library is needed):
#
#   OUT_DIR/libswift_highlight.so.X.Y.Z   shared library, soname libswift_highlight.so.ABI
#   OUT_DIR/libswift_highlight.so.ABI     -> libswift_highlight.so.X.Y.Z
#   OUT_DIR/libswift_highlight.so         -> libswift_highlight.so.ABI   (for -lswift_highlight)
#   OUT_DIR/libswift_highlight.a          static library, self-contained
#
# X.Y.Z is the library version and ABI the ABI version, both read from the header
# (SWH_VERSION_*, SWH_ABI_VERSION): the soname changes only when compiled callers would break.
#
# Both libraries are made from one relocatable object: the Embedded Swift archive (what
# `scripts/build/link-flags.sh --embedded` links) through `ld -r`, unreachable sections dropped, every
# symbol made local except the header's functions (scripts/build/header-functions.sh), and symbols that
# no relocation needs removed. So nothing of Swift is visible to a program or another library,
# and the static library needs no file of the Swift toolchain. The shared library is linked from
# that object with a version script of the same list, no undefined symbols allowed, full RELRO.
#
#   scripts/build/shared.sh [--debug] [--arch ARCH] [OUT_DIR]
#
#   OUT_DIR      default: .build/shared, or .build/shared-ARCH with --arch (the Embedded Swift
#                archive is built in OUT_DIR/embedded)
#   --debug      the engine at -Onone
#   --arch ARCH  the same two libraries for Linux on ARCH: only aarch64 (cross-compiled on any
#                host; see scripts/build/embedded.sh). Needs Debian's gcc-aarch64-linux-gnu and
#                libc6-dev-arm64-cross; links with the Swift toolchain's lld (GNU ld for
#                aarch64 refuses one of the relocations of the engine's -none-elf object) and
#                the cross binutils. The result runs on aarch64 Linux with glibc 2.17 or later.
#
# Linux (GNU ld and binutils) only.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
debug="" out="" arch=""
while [ $# -gt 0 ]; do
  case "$1" in
    --debug) debug=--debug ;;
    --arch) [ $# -ge 2 ] || { echo "build-shared.sh: --arch needs a value (aarch64)" >&2; exit 2; }; arch=$2; shift ;;
    --arch=*) arch=${1#--arch=} ;;
    -*) echo "build-shared.sh: unknown option $1" >&2; exit 2 ;;
    *) out=$1 ;;
  esac
  shift
done
[ "$(uname -s)" = Linux ] || { echo "build-shared.sh: only Linux is supported (GNU ld version scripts)" >&2; exit 1; }
[ "$arch" = arm64 ] && arch=aarch64
[ "$arch" = "$(uname -m)" ] && arch=""
# The C compiler driver, linker choice and binutils for the target.
cc=(cc) ldflags=() objcopy=objcopy ar=ar
case "$arch" in
  "") ;;
  aarch64)
    "$root/scripts/setup.sh" cross >&2
    command -v aarch64-linux-gnu-gcc >/dev/null \
      || { echo "build-shared.sh: --arch aarch64 needs aarch64-linux-gnu-gcc (Debian package gcc-aarch64-linux-gnu)" >&2; exit 1; }
    lld=$(dirname "$(command -v swiftc)")/ld.lld
    [ -x "$lld" ] || { echo "build-shared.sh: --arch aarch64 needs the Swift toolchain's ld.lld next to swiftc" >&2; exit 1; }
    cc=(aarch64-linux-gnu-gcc) objcopy=aarch64-linux-gnu-objcopy ar=aarch64-linux-gnu-ar ;;
  *) echo "build-shared.sh: unsupported --arch $arch (aarch64 or $(uname -m))" >&2; exit 2 ;;
esac
out=${out:-$root/.build/shared${arch:+-$arch}}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"

version_part() { # NAME -> the value of `#define NAME <number>` in the header
  local v
  v=$(sed -nE "s/^#define $1 ([0-9]+)\$/\\1/p" include/swift_highlight.h)
  [ -n "$v" ] || { echo "build-shared.sh: no #define $1 in include/swift_highlight.h" >&2; exit 1; }
  echo "$v"
}
version="$(version_part SWH_VERSION_MAJOR).$(version_part SWH_VERSION_MINOR).$(version_part SWH_VERSION_PATCH)"
abi=$(version_part SWH_ABI_VERSION)
real=libswift_highlight.so.$version
soname=libswift_highlight.so.$abi

mapfile -t functions < <(scripts/build/header-functions.sh)

scripts/build/embedded.sh $debug ${arch:+--arch "$arch"} "$out/embedded"

work=$out/work
rm -rf "$work"; mkdir -p "$work"
if [ "$arch" = aarch64 ]; then
  # gcc finds `ld.lld` for -fuse-ld=lld in its -B folder.
  mkdir -p "$work/lld"; ln -s "$lld" "$work/lld/ld.lld"
  ldflags=(-fuse-ld=lld -B"$work/lld/")
fi
printf '%s\n' "${functions[@]}" > "$work/exports.txt"
{
  echo "/* The functions of include/swift_highlight.h (scripts/build/header-functions.sh); nothing else. */"
  echo "{"
  echo "  global:"
  printf '    %s;\n' "${functions[@]}"
  echo "  local: *;"
  echo "};"
} > "$work/exports.map"
roots=()
for f in "${functions[@]}"; do roots+=("-Wl,-u,$f"); done

# One object: the header's functions and all they reach, nothing else global.
# shellcheck disable=SC2046  # link-flags.sh prints several words
# (link-flags.sh --embedded adds --gc-sections.)
"${cc[@]}" ${ldflags[@]+"${ldflags[@]}"} -r -nostdlib "${roots[@]}" $(scripts/build/link-flags.sh --embedded "$out/embedded") -o "$work/engine-all.o"
$objcopy --keep-global-symbols="$work/exports.txt" "$work/engine-all.o" "$work/engine-local.o"
# Then drop the symbols no relocation needs: the locals, and undefined symbols that only the
# dropped sections referred to (so the static library names nothing a program must provide
# beyond the C library). Also drop .swift_modhash, a hash the compiler derives from the build
# (it differs with the checkout's folder; only debuggers read it): without it the same sources
# give the same bytes wherever they are built.
$objcopy --strip-unneeded --remove-section=.swift_modhash "$work/engine-local.o" "$work/swift_highlight.o"

rm -f "$out/libswift_highlight.a" "$out"/libswift_highlight.so*
$ar rcsD "$out/libswift_highlight.a" "$work/swift_highlight.o"
"${cc[@]}" ${ldflags[@]+"${ldflags[@]}"} -shared -o "$out/$real" "$work/swift_highlight.o" \
  -Wl,-soname,"$soname" -Wl,--version-script="$work/exports.map" \
  -Wl,-z,defs -Wl,-z,relro -Wl,-z,now -Wl,--gc-sections -Wl,--as-needed
ln -s "$real" "$out/$soname"
ln -s "$soname" "$out/libswift_highlight.so"
echo "build-shared.sh: ${arch:-$(uname -m)}: $out/$real (soname $soname, ${#functions[@]} functions), $out/libswift_highlight.a"
