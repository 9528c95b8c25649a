#!/usr/bin/env bash
# The install test: scripts/install.sh into a temporary prefix, then checks what a user gets.
# The install is staged (DESTDIR=STAGE --prefix PREFIX) and moved to PREFIX, as a packager does,
# so that both the staging and the pkg-config file's prefix are checked. Then:
#   - every file is there; the soname links point at the library, whose SONAME is the link's name;
#   - the shared library exports exactly the header's functions (scripts/build/header-functions.sh on
#     the installed header) and needs only libc.so.6; no text relocations;
#   - the static library's global symbols are exactly the header's functions, and it needs no
#     symbol the shared library does not (no dangling reference to the Swift toolchain);
#   - pkg-config: its version is the header's; `cc main.c $(pkg-config --cflags --libs …)` builds
#     and the program runs against the installed .so; with `--static` too; with -Wl,-Bstatic the
#     program holds the engine and needs only libc.so.6; `cc -static` gives a program with no
#     dynamic section at all; Tests/c/consumer.c (every entry point) passes against the installed
#     shared library, under valgrind when it is present;
#   - bin/swift-highlight runs with an empty environment and needs no Swift shared library;
#   - the documentation's C and Swift examples (Tests/install/readme-examples.sh).
#
#   Tests/install/run.sh
#   Exit 77 (a skipped stage of scripts/test.sh) where scripts/install.sh cannot run: not Linux.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
if [ "$(uname -s)" != Linux ]; then
  echo "install-tests: skipped: scripts/install.sh supports Linux only (this is $(uname -s))"
  exit 77
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix stage=$tmp/stage
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

DESTDIR=$stage scripts/install.sh --prefix "$prefix" > "$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log"; echo "FAIL scripts/install.sh"; exit 1; }
echo "ok   scripts/install.sh (DESTDIR=STAGE --prefix PREFIX)"
staged_only() { [ -d "$stage$prefix/lib" ] && [ ! -e "$prefix" ]; }
step "DESTDIR: files went to STAGE/PREFIX only" staged_only
mv "$stage$prefix" "$prefix"

version_part() { sed -nE "s/^#define $1 ([0-9]+)\$/\\1/p" "$prefix/include/swift_highlight.h"; }
version="$(version_part SWH_VERSION_MAJOR).$(version_part SWH_VERSION_MINOR).$(version_part SWH_VERSION_PATCH)"
abi=$(version_part SWH_ABI_VERSION)
so=$prefix/lib/libswift_highlight.so.$version
header_functions=$(scripts/build/header-functions.sh "$prefix/include/swift_highlight.h")

files() {
  local f missing=0
  for f in bin/swift-highlight include/swift_highlight.h lib/libswift_highlight.a \
           "lib/libswift_highlight.so.$version" lib/pkgconfig/swift-highlight.pc; do
    [ -f "$prefix/$f" ] || { echo "  missing $f"; missing=1; }
  done
  [ -x "$prefix/bin/swift-highlight" ] || { echo "  bin/swift-highlight is not executable"; missing=1; }
  cmp -s include/swift_highlight.h "$prefix/include/swift_highlight.h" || { echo "  the installed header differs"; missing=1; }
  [ "$(readlink "$prefix/lib/libswift_highlight.so.$abi")" = "libswift_highlight.so.$version" ] \
    || { echo "  lib/libswift_highlight.so.$abi does not point at libswift_highlight.so.$version"; missing=1; }
  [ "$(readlink "$prefix/lib/libswift_highlight.so")" = "libswift_highlight.so.$abi" ] \
    || { echo "  lib/libswift_highlight.so does not point at libswift_highlight.so.$abi"; missing=1; }
  return $missing
}
step "files and soname links (libswift_highlight.so -> .so.$abi -> .so.$version)" files
soname() {
  local got
  got=$(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
  [ "$got" = "libswift_highlight.so.$abi" ] || { echo "  SONAME is '$got'"; return 1; }
}
step "SONAME libswift_highlight.so.$abi" soname
exports() {
  local got
  got=$(nm -D --defined-only "$so" | awk '{ print $3 }' | LC_ALL=C sort)
  [ "$got" = "$header_functions" ] && return 0
  echo "  exports differ from the header's functions (< exported, > declared):"
  diff <(echo "$got") <(echo "$header_functions") | grep '^[<>]' | sed 's/^/  /'
  return 1
}
step "nm -D: the shared library exports exactly the header's $(wc -l <<<"$header_functions") functions" exports
needed_libc_only() { # ELF file
  local needed
  needed=$(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  [ "$needed" = "libc.so.6 " ] || { echo "  $(basename "$1") needs: $needed"; return 1; }
}
step "readelf: the shared library needs only libc.so.6" needed_libc_only "$so"
# (Outputs are read whole before grep: with pipefail, `grep -q` ending a pipe early fails it.)
no_textrel() { local d; d=$(readelf -d "$so") && ! grep -q TEXTREL <<<"$d"; }
step "the shared library has no text relocations" no_textrel
static_globals() {
  local got
  got=$(nm -g --defined-only "$prefix/lib/libswift_highlight.a" | awk 'NF == 3 { print $3 }' | LC_ALL=C sort)
  [ "$got" = "$header_functions" ] && return 0
  echo "  global symbols of libswift_highlight.a other than the header's functions:"
  comm -23 <(echo "$got") <(echo "$header_functions") | head -n 20 | sed 's/^/  /'
  return 1
}
step "nm: the static library's only global symbols are the header's functions" static_globals
static_undefined() {
  # What the static library needs must be what the shared one needs (-z defs: the C library).
  local extra
  extra=$(comm -23 <(nm -u "$prefix/lib/libswift_highlight.a" | awk 'NF == 2 { print $2 }' | LC_ALL=C sort -u) \
                   <(nm -D --undefined-only "$so" | awk '{ sub(/@.*/, "", $2); print $2 }' | LC_ALL=C sort -u))
  [ -z "$extra" ] || { echo "  the static library needs symbols the shared one does not:" $extra; return 1; }
}
step "nm: the static library needs no symbol beyond the shared library's (the C library)" static_undefined

# pkg-config, as the README uses it.
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pc_version() { [ "$(pkg-config --modversion swift-highlight)" = "$version" ]; }
step "pkg-config --modversion = $version" pc_version
cat > "$tmp/main.c" <<'EOF'
#include <stdio.h>
#include <string.h>
#include <swift_highlight.h>
int main(void) {
    const char *src = "struct S { let x = 42 }";
    swh_string_t html;
    if (swh_highlight_html((const uint8_t *)src, strlen(src), NULL, &html) != SWH_OK) return 1;
    printf("%s %u %s\n", swh_version_string(), (unsigned)swh_abi_version(), html.data);
    swh_string_free(html);
    return 0;
}
EOF
expected="$version $abi <span class=\"swh-keyword\">struct</span> <span class=\"swh-type\">S</span> { <span class=\"swh-keyword\">let</span> x <span class=\"swh-operator\">=</span> <span class=\"swh-number\">42</span> }"
# shellcheck disable=SC2046  # pkg-config prints several words
builds_and_runs() { # output, pkg-config args...
  local out=$1; shift
  cc -std=c11 -Wall -Wextra -Werror "$tmp/main.c" $(pkg-config "$@" swift-highlight) -o "$tmp/$out" || return 1
  local got
  got=$(LD_LIBRARY_PATH=$prefix/lib "$tmp/$out") || { echo "  $out failed"; return 1; }
  [ "$got" = "$expected" ] || { echo "  $out printed: $got"; return 1; }
}
step "cc main.c \$(pkg-config --cflags --libs swift-highlight): builds and runs" \
  builds_and_runs main-shared --cflags --libs
uses_installed_so() {
  local libs
  libs=$(LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/main-shared") || return 1
  grep -q "libswift_highlight.so.$abi => $prefix/lib/" <<<"$libs" || { echo "$libs" | sed 's/^/  /'; return 1; }
}
step "… and it runs with the installed libswift_highlight.so.$abi" uses_installed_so
step "cc main.c \$(pkg-config --static --cflags --libs swift-highlight): builds and runs" \
  builds_and_runs main-pcstatic --static --cflags --libs
bstatic() {
  cc -std=c11 -Wall -Wextra -Werror "$tmp/main.c" -Wl,-Bstatic $(pkg-config --static --cflags --libs swift-highlight) \
    -Wl,-Bdynamic -o "$tmp/main-bstatic" && needed_libc_only "$tmp/main-bstatic" && [ "$("$tmp/main-bstatic")" = "$expected" ]
}
step "cc main.c -Wl,-Bstatic \$(pkg-config --static …) -Wl,-Bdynamic: runs, holds the engine, needs only libc.so.6" bstatic
fully_static() {
  cc -std=c11 -static "$tmp/main.c" $(pkg-config --static --cflags --libs swift-highlight) -o "$tmp/main-static" || return 1
  local d
  d=$(readelf -d "$tmp/main-static")
  ! grep -q NEEDED <<<"$d" && [ "$("$tmp/main-static")" = "$expected" ]
}
step "cc -static main.c \$(pkg-config --static …): a fully static program runs" fully_static
consumer() {
  cc -std=c11 -Wall -Wextra -Werror -pedantic Tests/c/consumer.c $(pkg-config --cflags --libs swift-highlight) \
    -Wl,-rpath,"$prefix/lib" -o "$tmp/consumer" && "$tmp/consumer" | tail -n 1
  if command -v valgrind >/dev/null; then
    valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 "$tmp/consumer" > "$tmp/vg.txt" 2>&1 \
      || { cat "$tmp/vg.txt"; return 1; }
  fi
}
step "Tests/c/consumer.c against the installed shared library$(command -v valgrind >/dev/null && echo ', under valgrind')" consumer

# The CLI.
cli_runs() {
  local got
  got=$(printf 'let x = 1\n' | env -i "$prefix/bin/swift-highlight") || return 1
  [ "$got" = '<span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">1</span>' ] \
    || { echo "  printed: $got"; return 1; }
}
step "bin/swift-highlight runs with an empty environment" cli_runs
cli_no_swift_libs() {
  local libs
  libs=$(ldd "$prefix/bin/swift-highlight")
  ! grep -Eq 'libswift|libdispatch|libFoundation|libBlocksRuntime|not found' <<<"$libs" && return 0
  echo "$libs" | sed 's/^/  /'
  return 1
}
step "ldd: bin/swift-highlight needs no Swift shared library" cli_no_swift_libs

step "the documentation's C and Swift examples, copied into a new folder" Tests/install/readme-examples.sh "$prefix"

echo "install-tests: $pass passed, $fail failed"
[ $fail -eq 0 ]
