#!/usr/bin/env bash
# The C consumer test: compiles Tests/c/consumer.c against include/swift_highlight.h only
# (cc -std=c11 -Wall -Wextra -Werror), links libHighlight.a with the link line of
# scripts/build/link-flags.sh (dynamic and static Swift runtime), runs both, runs the dynamic one under
# valgrind memcheck (zero leaks, zero errors) when valgrind is present, and checks with nm that
# every function the header declares is a global text symbol of libHighlight.a, and runs the
# thread stress test Tests/c/stress.c (8 threads x 10 000 calls, results = single-threaded ones).
# Then the same for the Embedded Swift archive of scripts/build/embedded.sh (where the toolchain
# has Embedded Swift): consumer, stress test, memcheck without suppressions, exported functions,
# and that the program needs nothing but the C library and holds no Swift runtime.
#
#   Tests/c/run.sh [LIB_DIR]     LIB_DIR: folder of a release libHighlight.a (default: build it)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
libdir=${1:-}
if [ -z "$libdir" ]; then
  swift build -c release --product Highlight >/dev/null
  libdir=$(swift build -c release --show-bin-path)
fi
lib="$libdir/libHighlight.a"
[ -f "$lib" ] || { echo "c-test: $lib not found" >&2; exit 1; }
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

step "compile (dynamic runtime)" cc -std=c11 -Wall -Wextra -Werror -pedantic -I include Tests/c/consumer.c \
  $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$out/consumer"
step "compile (static runtime)" cc -std=c11 -Wall -Wextra -Werror -pedantic -I include Tests/c/consumer.c \
  $(scripts/build/link-flags.sh --static "$libdir") -o "$out/consumer-static"
step "run (dynamic runtime)" "$out/consumer"
step "run (static runtime)" "$out/consumer-static"
if [ "$(uname -s)" = Darwin ]; then
  # Apple platforms: the Swift runtime is part of the OS, and both links use it.
  echo "skip static binary needs no Swift shared library (macOS: the Swift runtime is the system's)"
else
  no_swift_libs() { ! ldd "$out/consumer-static" | grep -E 'libswift|libFoundation|libdispatch' >/dev/null; }
  step "static binary needs no Swift shared library" no_swift_libs
fi

# Threads: 8 threads x 10 000 calls, every result identical to the single-threaded run
# (Tests/c/stress.c; scripts/test/sanitize.sh runs it under ThreadSanitizer and ASan too).
step "compile stress test" cc -std=c11 -Wall -Wextra -Werror -pedantic -pthread -I include Tests/c/stress.c \
  $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$out/stress"
step "stress: 8 threads x 10000 calls = single-threaded results" "$out/stress" 8 10000

# valgrind memcheck of a program: no leaks (definite, indirect, possible), no errors.
memcheck() { # program, [suppressions file]
  local log="$out/valgrind-$(basename "$1").txt"
  valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 \
    ${2:+--suppressions="$2"} "$1" > "$log" 2>&1
  local rc=$?
  [ $rc -eq 0 ] || cat "$log"
  return $rc
}
if command -v valgrind >/dev/null; then
  step "valgrind memcheck: no leaks, no errors" memcheck "$out/consumer" Tests/c/swift-runtime.supp
else
  echo "skip valgrind (not installed)"
fi

symbols() { # archive
  local lib=$1
  local missing=0
  local declared
  # POSIX ERE only (\b is a GNU extension; macOS has BSD grep): swh_ at the start of a word.
  declared=$(grep -oE '(^|[^A-Za-z0-9_])swh_[a-z_0-9]+\(' include/swift_highlight.h | sed -E 's/^[^s]*//; s/\($//' | sort -u)
  [ -n "$declared" ] || { echo "no functions found in the header"; return 1; }
  local defined
  # Mach-O symbol names carry a leading underscore that the C names do not.
  local prefix=""; [ "$(uname -s)" = Darwin ] && prefix=_
  defined=$(nm -g --defined-only "$lib" 2>/dev/null | awk -v p="$prefix" '$2 == "T" && substr($3, 1, length(p)) == p { print substr($3, length(p) + 1) }' | sort -u)
  for f in $declared; do
    grep -qx "$f" <<<"$defined" || { echo "  $f is declared in the header but is not a global text symbol of $(basename "$lib")"; missing=1; }
  done
  echo "  $(wc -w <<<"$declared") functions declared, all defined: $([ $missing = 0 ] && echo yes || echo no)"
  return $missing
}
step "nm: every header function is exported" symbols "$lib"

# The @_cdecl entry points are C API only: not in the Swift module's public symbol graph
# (they are `package`), while the Swift API is.
not_swift_api() {
  local graph="$out/symbolgraph" names
  mkdir -p "$graph"
  local sdk=()
  [ "$(uname -s)" = Darwin ] && sdk=(-sdk "$(xcrun --show-sdk-path)")
  swift symbolgraph-extract ${sdk[@]+"${sdk[@]}"} -module-name Highlight -target "$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')" \
    -I "$libdir/Modules" -I Sources/CHighlight/include -I Sources/HighlightLibc/include \
    -minimum-access-level public -output-dir "$graph" >/dev/null || return 1
  names=$(grep -A1 '@_cdecl(' Sources/Highlight/API/CEntryPoints.swift | sed -n 's/.*func \([A-Za-z0-9_]*\)(.*/\1/p')
  python3 - "$graph/Highlight.symbols.json" $names <<'PY'
import json, sys
titles = {s["names"]["title"].split("(")[0] for s in json.load(open(sys.argv[1]))["symbols"]}
cdecl = sys.argv[2:]
leaked = [n for n in cdecl if n in titles]
assert len(cdecl) >= 19, "found only %d @_cdecl functions" % len(cdecl)
assert "Highlighter" in titles and "forEachToken" in titles, "the Swift API is missing from the graph"
assert not leaked, "public Swift API: %s" % leaked
print("  %d @_cdecl functions, none in the %d public Swift symbols" % (len(cdecl), len(titles)))
PY
}
step "the @_cdecl entry points are not public Swift API" not_swift_api

# The Embedded Swift archive (no Swift runtime).
# Available where rust-demo/build.rs finds it: the stdlib module and archives for the host triple.
read -r resource triple < <(swift -print-target-info | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["paths"]["runtimeResourcePath"], d["target"]["triple"])')
if [ "$(uname -s)" = Linux ] && [ -e "$resource/embedded/Swift.swiftmodule/$triple.swiftmodule" ]; then
  step "build the Embedded Swift archive" scripts/build/embedded.sh "$out/embedded"
  embedded_flags=$(scripts/build/link-flags.sh --embedded "$out/embedded")
  step "compile (Embedded Swift)" cc -std=c11 -Wall -Wextra -Werror -pedantic -I include Tests/c/consumer.c \
    $embedded_flags -o "$out/consumer-embedded"
  step "run (Embedded Swift)" "$out/consumer-embedded"
  only_libc() {
    local needed
    needed=$(readelf -d "$out/consumer-embedded" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | tr '\n' ' ')
    [ "$needed" = "libc.so.6 " ] || { echo "  needs: $needed"; return 1; }
  }
  step "Embedded Swift binary needs only the C library" only_libc
  no_runtime() {
    ! nm "$out/consumer-embedded" | grep -E 'swift_conformsToProtocol|swift_getTypeByMangledName|swift_addNewDSOImage' >/dev/null
  }
  step "Embedded Swift binary holds no Swift runtime" no_runtime
  step "nm: every header function is exported (Embedded Swift)" symbols "$out/embedded/libHighlightEmbedded.a"
  step "compile stress test (Embedded Swift)" cc -std=c11 -Wall -Wextra -Werror -pedantic -pthread -I include \
    Tests/c/stress.c $embedded_flags -o "$out/stress-embedded"
  step "stress (Embedded Swift): 8 threads x 10000 calls = single-threaded results" "$out/stress-embedded" 8 10000
  if command -v valgrind >/dev/null; then
    step "valgrind memcheck (Embedded Swift, no suppressions): no leaks, no errors" \
      memcheck "$out/consumer-embedded"
  fi
else
  echo "skip Embedded Swift (the toolchain has no Embedded Swift stdlib for $triple, or not Linux)"
fi

echo "c-tests: $pass passed, $fail failed"
[ $fail -eq 0 ]
