#!/usr/bin/env bash
# Whether this host cuts the release: Linux on x86_64. scripts/release/native.sh packs the
# x86_64 command-line tool and amd64 Debian packages, the aarch64 library is cross-built with
# Debian's cross compiler, and its tests run it under qemu-user against the x86_64 library.
# Elsewhere the stages of scripts/test.sh that cut or use the release are skipped, and the others
# build what they need themselves.
#
#   scripts/release/host.sh
#
# Exits 0 on such a host, printing nothing; elsewhere prints why not (one line, the reason a
# skipped stage gives) and exits 77. SWH_HOST_ARCH stands for `uname -m` (e.g.
# SWH_HOST_ARCH=aarch64 shows on x86_64 what an arm64 host runs and skips).
set -euo pipefail
host="$(uname -s)-${SWH_HOST_ARCH:-$(uname -m)}"
[ "$host" = Linux-x86_64 ] && exit 0
echo "the release is cut on Linux x86_64 only (scripts/release/host.sh); this host is $host"
exit 77
