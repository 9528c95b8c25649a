#!/usr/bin/env bash
# The aarch64 library gives the same bytes as the x86_64 one: Tests/c/highlight-file.c is
# compiled for both, linked against each machine's libswift_highlight (shared, and static), the
# aarch64 programs run under qemu-user (Debian's qemu-user, the arm64 C library of
# libc6-dev-arm64-cross as its root), and their HTML, terminal and token output on examples/
# and Tests/snippets/ must equal the x86_64 program's, byte for byte.
#
#   scripts/test/cross-aarch64.sh [X86_64_LIB_DIR AARCH64_LIB_DIR]
#
#   LIB_DIR  a folder holding libswift_highlight.so* and libswift_highlight.a of that machine
#            (default: build both with scripts/build/shared.sh into .build/shared and
#            .build/shared-aarch64)
# Exit 77 (skipped) on a host that does not cut the release (scripts/release/host.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
why=$(scripts/release/host.sh) || { echo "cross-aarch64: skipped: $why"; exit 77; }
if [ $# -eq 2 ]; then
  x64=$1 a64=$2
elif [ $# -eq 0 ]; then
  x64=$root/.build/shared a64=$root/.build/shared-aarch64
  scripts/build/shared.sh "$x64" >/dev/null
  scripts/build/shared.sh --arch aarch64 "$a64" >/dev/null
else
  echo "usage: scripts/test/cross-aarch64.sh [X86_64_LIB_DIR AARCH64_LIB_DIR]" >&2; exit 2
fi
x64=$(cd "$x64" && pwd) a64=$(cd "$a64" && pwd)
sysroot=/usr/aarch64-linux-gnu
for tool in aarch64-linux-gnu-gcc qemu-aarch64; do
  command -v $tool >/dev/null || { echo "cross-aarch64: $tool is missing (scripts/setup.sh release cross installs it)" >&2; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

cflags=(-std=c11 -O2 -Wall -Wextra -Werror -I include)
# x86_64: the reference.
step "x86_64: compile highlight-file against the shared library" \
  cc "${cflags[@]}" Tests/c/highlight-file.c -L"$x64" -lswift_highlight -Wl,-rpath,"$x64" -o "$tmp/x64"
# aarch64: the cross compiler with its own linker (GNU ld), as a user of the library links.
xcc=(aarch64-linux-gnu-gcc)
step "aarch64: compile highlight-file against the shared library" \
  "${xcc[@]}" "${cflags[@]}" Tests/c/highlight-file.c -L"$a64" -lswift_highlight -Wl,-rpath,"$a64" -o "$tmp/a64-shared"
step "aarch64: compile highlight-file with the static library" \
  "${xcc[@]}" "${cflags[@]}" Tests/c/highlight-file.c "$a64/libswift_highlight.a" -o "$tmp/a64-static"
is_aarch64() { file -L "$1" 2>/dev/null | grep 'ARM aarch64' >/dev/null || readelf -h "$1" | grep 'AArch64' >/dev/null; }
step "the programs and libraries are AArch64 ELF" \
  bash -c "$(declare -f is_aarch64); is_aarch64 '$tmp/a64-shared' && is_aarch64 '$tmp/a64-static' && is_aarch64 '$a64/libswift_highlight.so'"
needs_only_libc() { # the aarch64 shared library's NEEDED entries: the C library and its loader only
  local needed
  needed=$(readelf -d "$a64/libswift_highlight.so" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | paste -sd ' ' -)
  [ "$needed" = "ld-linux-aarch64.so.1 libc.so.6" ] || [ "$needed" = "libc.so.6" ] || { echo "  NEEDED: $needed"; return 1; }
}
step "aarch64 shared library needs only the C library" needs_only_libc
same_exports() {
  diff <(nm -D --defined-only "$x64/libswift_highlight.so" | awk '{print $3}' | sort) \
       <(nm -D --defined-only "$a64/libswift_highlight.so" | awk '{print $3}' | sort)
}
step "both shared libraries export the same functions" same_exports
same_soname() {
  [ "$(readelf -d "$x64/libswift_highlight.so" | grep SONAME)" = "$(readelf -d "$a64/libswift_highlight.so" | grep SONAME)" ]
}
step "both shared libraries have the same soname" same_soname

qemu() { QEMU_LD_PREFIX=$sysroot qemu-aarch64 "$@"; }
files=(examples/*.swift Tests/snippets/*.swift)
# The x86_64 program's outputs, once: the reference for both aarch64 programs.
mkdir -p "$tmp/expected"
for i in "${!files[@]}"; do
  for mode in html ansi tokens; do
    "$tmp/x64" $mode "${files[$i]}" > "$tmp/expected/$i.$mode" || { echo "  x86_64 failed on ${files[$i]} ($mode)"; rm -f "$tmp/expected/$i.$mode"; }
  done
done
compare_files() { # aarch64 program, tag, indexes of files...: one line per difference; fails on any
  local prog=$1 tag=$2 i mode differ=0
  shift 2
  for i in "$@"; do
    for mode in html ansi tokens; do
      [ -f "$tmp/expected/$i.$mode" ] || { differ=1; continue; }
      qemu "$prog" $mode "${files[$i]}" > "$tmp/got-$tag" || { echo "  aarch64 failed on ${files[$i]} ($mode)"; differ=1; continue; }
      cmp -s "$tmp/expected/$i.$mode" "$tmp/got-$tag" || { echo "  ${files[$i]} ($mode): aarch64 bytes differ"; differ=1; continue; }
      echo "$i.$mode" >> "$tmp/compared-$tag"
    done
  done
  return $differ
}
compare_all() { # aarch64 program: the files in two halves at once (each qemu-user run is one process)
  local prog=$1 all=("${!files[@]}") half differ=0 a b
  half=$(( (${#all[@]} + 1) / 2 ))
  rm -f "$tmp/compared-a" "$tmp/compared-b"; touch "$tmp/compared-a" "$tmp/compared-b"
  compare_files "$prog" a "${all[@]:0:half}" > "$tmp/out-a" & a=$!
  compare_files "$prog" b "${all[@]:half}" > "$tmp/out-b" & b=$!
  wait $a || differ=1
  wait $b || differ=1
  cat "$tmp/out-a" "$tmp/out-b"
  echo "  $(cat "$tmp/compared-a" "$tmp/compared-b" | wc -l) outputs compared (${#files[@]} files x html, ansi, tokens)"
  return $differ
}
step "aarch64 (shared, under qemu) = x86_64, byte for byte" compare_all "$tmp/a64-shared"
step "aarch64 (static, under qemu) = x86_64, byte for byte" compare_all "$tmp/a64-static"

echo "cross-aarch64: $pass passed, $fail failed"
[ $fail -eq 0 ]
