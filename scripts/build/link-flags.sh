#!/usr/bin/env bash
# Prints the linker flags a C (or C++) program needs after `libHighlight.a` on this machine,
# derived from the Swift toolchain on PATH (never hard-coded paths).
#
#   scripts/build/link-flags.sh [--dynamic|--static|--embedded] [--debug] [LIB_DIR]
#
#   --dynamic  link the Swift runtime's shared libraries, with an rpath (default)
#   --static   link the Swift runtime statically: the program needs no Swift library at run time
#   --embedded for libHighlightEmbedded.a of scripts/build/embedded.sh: no Swift runtime at all,
#              only the C library (LIB_DIR default: .build/embedded). The link drops unused
#              sections: the archive's only references to the toolchain's Unicode data tables
#              are in code the C entry points never reach (string comparison of the Swift API)
#   --debug    for a debug build of libHighlight.a (adds swiftSwiftOnoneSupport)
#   LIB_DIR    folder of libHighlight.a (default: the release build folder of this package)
#
# Example:  cc -std=c11 main.c -Iinclude $(scripts/build/link-flags.sh) -o main
set -euo pipefail
mode=dynamic debug=0 libdir=""
for a in "$@"; do
  case "$a" in
    --dynamic) mode=dynamic ;;
    --static) mode=static ;;
    --embedded) mode=embedded ;;
    --debug) debug=1 ;;
    -*) echo "link-flags.sh: unknown option $a" >&2; exit 2 ;;
    *) libdir=$a ;;
  esac
done
here=$(cd "$(dirname "$0")/../.." && pwd)
if [ -z "$libdir" ] && [ $mode = embedded ]; then
  libdir=$here/.build/embedded
elif [ -z "$libdir" ]; then
  conf=release; [ $debug = 1 ] && conf=debug
  libdir=$(cd "$here" && swift build -c $conf --show-bin-path)
fi
info=$(swift -print-target-info)
read -r resource runtime_dir arch os < <(python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["paths"]["runtimeResourcePath"], d["paths"]["runtimeLibraryPaths"][0], d["target"]["arch"], d["target"]["platform"])' <<<"$info")
onone=""; [ $debug = 1 ] && onone="-lswiftSwiftOnoneSupport"
if [ $mode = embedded ]; then
  gc="-Wl,--gc-sections"; [ "$os" = linux ] || gc="-Wl,-dead_strip"
  echo "$libdir/libHighlightEmbedded.a $gc"
  exit 0
fi
if [ "$os" != linux ]; then
  # Apple platforms: the runtime is part of the OS and there is no swiftrt.o.
  echo "$libdir/libHighlight.a -L$runtime_dir -Wl,-rpath,$runtime_dir $onone -lswiftCore -lswift_Concurrency -lswift_StringProcessing -lswift_RegexParser"
  exit 0
fi
if [ $mode = static ]; then
  static_dir="$resource/../swift_static/linux"
  # Dependents first, so that GNU ld resolves every archive in one pass.
  echo "$libdir/libHighlight.a $static_dir/$arch/swiftrt.o -L$static_dir $onone -lswift_StringProcessing -lswift_RegexParser -lswift_Concurrency -lswiftGlibc -lswiftCore -ldispatch -lBlocksRuntime -lstdc++ -lm -lpthread -ldl -lutil"
else
  echo "$libdir/libHighlight.a $resource/linux/$arch/swiftrt.o -L$runtime_dir -Wl,-rpath,$runtime_dir $onone -lswiftCore -lswift_Concurrency -lswift_StringProcessing -lswift_RegexParser -lswiftGlibc -lm -lpthread -ldl -lutil"
fi
