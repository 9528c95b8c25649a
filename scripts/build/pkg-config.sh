#!/usr/bin/env bash
# Prints the pkg-config file of the C library (swift-highlight.pc), the one text that
# scripts/install.sh and scripts/release/native.sh (tarballs, the -dev .deb) install.
#
#   scripts/build/pkg-config.sh PREFIX LIBDIR VERSION
#
# PREFIX is written as `prefix=` (empty for /); LIBDIR as `libdir=`, usually an expression of
# ${prefix} or ${exec_prefix} such as '${exec_prefix}/lib' or '${prefix}/lib/x86_64-linux-gnu'.
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: scripts/build/pkg-config.sh PREFIX LIBDIR VERSION" >&2; exit 2; }
cat <<PC
prefix=$1
exec_prefix=\${prefix}
libdir=$2
includedir=\${prefix}/include

Name: swift-highlight
Description: Swift syntax highlighter with a C ABI (HTML, ANSI, tokens)
Version: $3
Cflags: -I\${includedir}
Libs: -L\${libdir} -lswift_highlight
PC
