#!/usr/bin/env bash
# Builds the engine and its C entry points as Embedded Swift for WebAssembly (wasm32): the
# modules the JavaScript package loads (not committed):
#   js/swift_highlight.wasm       the core: every function of the header but swh_tokenize_each
#                                 and swh_rehighlight_html (index.js)
#   js/swift_highlight_simd.wasm  the core again, built with WebAssembly SIMD (simd128): the
#                                 engine's 16-byte vector scans; index.js loads it where the
#                                 engine supports SIMD, the core elsewhere
#   js/swift_highlight_site.wasm  the page rewriter: swh_rehighlight_html and what calling it
#                                 needs (site.js, the package's `swift-highlight/site` entry)
#
#   scripts/build/wasm.sh [--debug] [--no-opt] [--names] [OUT]
#
#   OUT        the core .wasm to write (default: js/swift_highlight.wasm); the SIMD core and the
#              page rewriter are written beside it, named OUT without .wasm plus _simd.wasm and
#              _site.wasm
#   --debug    -Onone instead of -O (traps keep their checks either way)
#   --no-opt   skip wasm-opt even when binaryen is installed
#   --names    keep the functions' names (a name section: wasm-ld without --strip-all, wasm-opt
#              -g), for profiles (scripts/bench/js-instructions.sh --functions); larger, so
#              the size budgets are not checked
#
# Pieces, all from the machine: swiftc and wasm-ld from the Swift toolchain on PATH (its
# Embedded Swift stdlib for wasm32-unknown-none-wasm); the C library (malloc, free, memmove,
# memcpy, …) from Debian's wasi-libc, or from the WASI sysroot WASI_SYSROOT names (e.g. the
# wasm32-unknown-wasip1/WASI.sdk folder of the Swift SDK for WebAssembly, where Debian's
# package is not available, as on macOS); wasm-opt from binaryen when it is installed.
# The modules import nothing (the script checks): wasi-libc's allocator grows the memory with
# memory.grow, and a Swift trap is a WebAssembly `unreachable` (the instance is dead afterwards;
# no input may reach one). Each exports its functions, malloc, free, _initialize and the memory.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
opt=-O wasmopt=1 out="" names=0
for a in "$@"; do
  case "$a" in
    --debug) opt=-Onone ;;
    --no-opt) wasmopt=0 ;;
    --names) names=1 ;;
    -*) echo "build-wasm.sh: unknown option $a" >&2; exit 2 ;;
    *) out=$a ;;
  esac
done
out=${out:-$root/js/swift_highlight.wasm}
case "$out" in /*) ;; *) out=$PWD/$out ;; esac
site_out=${out%.wasm}_site.wasm
simd_out=${out%.wasm}_simd.wasm

"$root/scripts/setup.sh" wasm >&2
if [ -n "${WASI_SYSROOT:-}" ]; then
  # A sysroot names its target folders after the WASI version it was made for.
  wasi_include="" wasi_lib=""
  for t in wasm32-wasi wasm32-wasip1; do
    if [ -f "$WASI_SYSROOT/lib/$t/libc.a" ] && [ -f "$WASI_SYSROOT/include/$t/stdlib.h" ]; then
      wasi_include=$WASI_SYSROOT/include/$t wasi_lib=$WASI_SYSROOT/lib/$t
      break
    fi
  done
  [ -n "$wasi_lib" ] || {
    echo "build-wasm.sh: WASI_SYSROOT=$WASI_SYSROOT has no lib/wasm32-wasi{,p1}/libc.a with include/wasm32-wasi{,p1}/stdlib.h" >&2; exit 1; }
else
  wasi_include=/usr/include/wasm32-wasi
  wasi_lib=/usr/lib/wasm32-wasi
  [ -f "$wasi_lib/libc.a" ] && [ -f "$wasi_include/stdlib.h" ] || {
    echo "build-wasm.sh: Debian's wasi-libc is missing (scripts/setup.sh wasm installs it; elsewhere set WASI_SYSROOT)" >&2; exit 1; }
fi
[ -f "$wasi_lib/crt1-reactor.o" ] || { echo "build-wasm.sh: $wasi_lib has no crt1-reactor.o" >&2; exit 1; }
command -v wasm-ld >/dev/null || { echo "build-wasm.sh: wasm-ld is not on PATH (it comes with the Swift toolchain)" >&2; exit 1; }
resource=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')
[ -d "$resource/embedded/wasm32-unknown-none-wasm" ] || {
  echo "build-wasm.sh: this Swift toolchain has no Embedded Swift stdlib for wasm32-unknown-none-wasm" >&2; exit 1; }

work=$root/.build/wasm
mkdir -p "$work" "$(dirname "$out")"
cd "$root"
mapfile -t sources < <(scripts/build/engine-sources.sh --relative)

# Two objects of the engine: the scalar one (Highlight.o), for the core and the page rewriter,
# and one built with WebAssembly SIMD (Highlight-simd.o: clang's -msimd128, which the Swift
# compiler takes its target features from, and the compilation condition SWH_SIMD128 that turns
# on the 16-byte vector scans of Scanning/SIMDScan.swift), for the core's second module,
# swift_highlight_simd.wasm, which the packages load where the engine validates SIMD. That one
# is also compiled with the bulk memory instructions (-mbulk-memory: the compiler writes the
# engine's copies and fills as memory.copy and memory.fill instead of calls of wasi-libc's
# loops), which every engine with SIMD has; the scalar object has them too, as the toolchain's
# clang targets its generic wasm32 CPU, which includes bulk memory (wasm-dis shows memory.copy
# in swift_highlight.wasm). Both are compiled at once (two single-threaded
# whole-module compiles).
#
# SWH_ENGINE_CACHE (environment, optional; see scripts/build/embedded.sh, which keeps its
# archives there too): each compiled object, under a key that hashes everything the compile reads
# (the engine's sources, names and bytes; the C modules; wasi-libc's headers; this script; the
# `swiftc -version` output; the options and the variant). A hit is copied instead of compiled;
# the links below run either way. Unset (the default), every run compiles.
# compile VARIANT OBJECT [SWIFTC FLAGS...]
compile() {
  local variant=$1 object=$2 key="" cached=""
  shift 2
  if [ -n "${SWH_ENGINE_CACHE:-}" ]; then
    key=$({
      printf '%s\n' wasm32 "$opt" "$variant"
      swiftc -version 2>&1
      sha256sum < "$root/scripts/build/wasm.sh"
      sha256sum "${sources[@]}"
      find Sources/CHighlight/include Sources/HighlightLibc/include "$wasi_include" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    } | sha256sum | cut -c1-32)
    cached=$SWH_ENGINE_CACHE/$key/Highlight-wasm32.o
  fi
  rm -f "$object"
  if [ -n "$cached" ] && [ -f "$cached" ]; then
    cp "$cached" "$object"
    echo "build-wasm.sh: $object from SWH_ENGINE_CACHE ($key)" >&2
    return 0
  fi
  # The C modules (the header, highlight_libc.h) are read with wasi-libc's headers, which
  # expect __wasi__; Embedded Swift on wasm32 has no stack protector runtime to call.
  swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library \
    -module-name Highlight -package-name swift_highlight "$opt" -Xfrontend -disable-stack-protector -Xfrontend -function-sections \
    -Xcc -D__wasi__ -Xcc -isystem -Xcc "$wasi_include" \
    -I Sources/CHighlight/include -I Sources/HighlightLibc/include \
    -module-cache-path "$work/module-cache-$variant" \
    "$@" -c -o "$object" "${sources[@]}"
  if [ -n "$key" ]; then
    # Stored whole or not at all: builds running side by side may store the same key.
    mkdir -p "$SWH_ENGINE_CACHE/$key"
    cp "$object" "$cached.$$.tmp" && mv "$cached.$$.tmp" "$cached"
  fi
}
compile scalar "$work/Highlight.o" & scalar_job=$!
compile simd128 "$work/Highlight-simd.o" -D SWH_SIMD128 -Xcc -msimd128 -Xcc -mbulk-memory & simd_job=$!
compiled=0
wait $scalar_job || compiled=1
wait $simd_job || compiled=1
[ $compiled = 0 ] || { echo "build-wasm.sh: compiling the engine failed" >&2; exit 1; }

# The core exports every function the header declares (scripts/build/header-functions.sh) but
# two, plus what the JavaScript glue needs: malloc and free to move bytes in and out, and
# _initialize, which runs the module's constructors once. Left out:
# - swh_tokenize_each takes a C function pointer, which in WebAssembly is an index into the
#   module's function table; the module exports no table, so no host can pass it a callback of
#   its own, and the export would only keep a copy of the tokenizer specialized for its
#   callback sink: 7,000 bytes gzipped (101,460 with it, 94,493 without, measured on main
#   2b8913e).
# - swh_rehighlight_html (whole HTML pages: an HTML scanner and the table of named character
#   references) lives in the second module, so that users of the core do not load it.
# The site module exports swh_rehighlight_html and the functions its glue calls besides:
# swh_options_init_sized, swh_options_check, swh_status_str, swh_string_free, swh_scheme_name,
# swh_theme_name.
# Both are WASI "reactors" (crt1-reactor.o): libraries whose exports may be called any number
# of times. (Without it wasm-ld links a "command", wrapping every export in constructor and
# destructor calls, and the destructors pull in stdio and three WASI imports.)
mapfile -t functions < <(scripts/build/header-functions.sh)
[ ${#functions[@]} -gt 0 ] || { echo "build-wasm.sh: scripts/build/header-functions.sh listed no function" >&2; exit 1; }
core_exports=() site_exports=()
for f in "${functions[@]}" malloc free _initialize; do
  case "$f" in
    swh_tokenize_each) ;;
    swh_rehighlight_html) site_exports+=("--export=$f") ;;
    *) core_exports+=("--export=$f") ;;
  esac
done
for f in swh_options_init_sized swh_options_check swh_status_str swh_string_free swh_scheme_name swh_theme_name malloc free _initialize; do
  site_exports+=("--export=$f")
done

# --low-memory-unused lets wasm-opt fold constant address offsets into loads and stores: the
# modules use no address below 1024 (wasm-ld puts the data there first, then the stack and the
# heap), which is what the flag assumes. Smaller (-1,276 and -874 bytes gzipped) and no slower.
#
# wasm-opt -O3, but without inlining functions into their only caller whatever their size
# (-ocimfs=0): that folds the whole HTML renderer into a few huge functions, and V8 runs a
# function in its baseline tier until the optimizing tier has compiled it, which for functions
# that size and called once per highlight is most of the first calls. Measured on the 3.8 MB
# benchmark file in Node 20, swh_highlight_html: 22-36 MB/s with plain -O3, 61-64 MB/s with
# -ocimfs=0 and 52-65 MB/s without wasm-opt (a loaded machine); 88,301 bytes gzipped against
# 94,810 (-O3) and 94,833 (none).
#
# The budgets, gzip -9 of the optimized modules (debug builds and builds without wasm-opt are
# larger and not checked): the core 142 KiB, its SIMD build 144 KiB, the page rewriter 108 KiB.
# What the bytes hold: the core exports every header function — the renderers and their one copy
# of the tokenizer (which the incremental documents of the editors share: a copy of their own
# would add ~15 KB), Xcode theme files (the XML and binary property list readers), symbol graphs,
# the finer kinds and their scope walk, the fence reader and the options check; the cold parts
# (stylesheets, theme files, symbol graphs, fence options, options checking) are compiled for
# size (`@_optimize(size)`), the hot path for speed. The SIMD build adds the vector scans and
# bulk memory instructions. The page rewriter exports swh_rehighlight_html and the few
# functions site.js needs (no theme files). A budget is a promise to the pages that load the
# module: a change that needs more says why in its commit, with the sizes before and after and
# what the bytes buy (the history is in git log of this file).
# link NAME OUT BUDGET OBJECT EXPORTS...
link() {
  local name=$1 dest=$2 budget=$3 object=$4 features=() strip=(--strip-all)
  shift 4
  [ "$object" = "$work/Highlight-simd.o" ] && features=(--enable-simd)
  [ $names = 0 ] || { strip=(); features+=(-g); }
  wasm-ld --no-entry --gc-sections "${strip[@]}" "$@" \
    -z stack-size=1048576 --initial-memory=2097152 \
    -o "$work/$name.wasm" "$wasi_lib/crt1-reactor.o" "$object" "$wasi_lib/libc.a"
  if [ $wasmopt = 1 ] && command -v wasm-opt >/dev/null; then
    wasm-opt -O3 -ocimfs=0 --low-memory-unused --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int "${features[@]}" \
      "$work/$name.wasm" -o "$dest"
  else
    cp "$work/$name.wasm" "$dest"
  fi
  local size gz
  size=$(wc -c <"$dest")
  gz=$(gzip -9c "$dest" | wc -c)
  echo "build-wasm.sh: $dest: $size bytes, $gz gzipped (budget $budget)" >&2
  if [ "$opt" = -O ] && [ $wasmopt = 1 ] && [ $names = 0 ] && command -v wasm-opt >/dev/null && [ "$gz" -gt "$budget" ]; then
    echo "build-wasm.sh: $dest is $gz bytes gzipped (gzip -9), over its budget of $budget by $((gz - budget))." >&2
    echo "build-wasm.sh: list the largest functions with a build that keeps names (wasm-ld without --strip-all, wasm-opt -g) and wasm-dis." >&2
    return 1
  fi
  if command -v node >/dev/null; then
    node -e '
      const m = new WebAssembly.Module(require("fs").readFileSync(process.argv[1]));
      const imports = WebAssembly.Module.imports(m);
      if (imports.length) { console.error("build-wasm.sh: the module imports", imports); process.exit(1); }' "$dest"
  fi
}
# The three at once (wasm-ld, then wasm-opt, each one thread; each module its own files).
link swift_highlight "$out" 145408 "$work/Highlight.o" "${core_exports[@]}" & core_job=$!
link swift_highlight_simd "$simd_out" 147456 "$work/Highlight-simd.o" "${core_exports[@]}" & simd_link_job=$!
link swift_highlight_site "$site_out" 110592 "$work/Highlight.o" "${site_exports[@]}" & site_job=$!
linked=0
for job in $core_job $simd_link_job $site_job; do wait "$job" || linked=1; done
[ $linked = 0 ] || { echo "build-wasm.sh: linking a module failed (above)" >&2; exit 1; }
# The SIMD module must hold vector instructions and the scalar ones none (wasm-dis, from binaryen,
# where it is installed): a build whose condition or flags went astray would give the same bytes
# and no speed.
if command -v wasm-dis >/dev/null && [ $wasmopt = 1 ]; then
  for m in "$out:0" "$site_out:0" "$simd_out:1"; do
    vectors=$(wasm-dis "${m%:*}" | grep -c -E '\b(v128|i8x16)\.' || true)
    if { [ "${m##*:}" = 1 ] && [ "$vectors" -eq 0 ]; } || { [ "${m##*:}" = 0 ] && [ "$vectors" -ne 0 ]; }; then
      echo "build-wasm.sh: ${m%:*} has $vectors SIMD instructions" >&2; exit 1
    fi
  done
fi
