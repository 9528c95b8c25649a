#!/usr/bin/env bash
# Fuzzes the C entry points with libFuzzer + AddressSanitizer.
#
#   scripts/test/fuzz.sh SECONDS [JOBS]
#   scripts/test/fuzz.sh --build-only
#
# Builds .build-fuzz/fuzz-highlight: the engine (scripts/build/engine-sources.sh) compiled by swiftc
# with -sanitize=fuzzer,address, linked with the C harness Fuzz/fuzz_highlight.c (clang
# -fsanitize=fuzzer,address), which calls the entry points (swh_highlight_html, swh_tokenize,
# swh_tokenize_each, …) through the public header and checks the contract on every input (see
# the harness). Then it
#   1. replays Fuzz/regressions/* (inputs that once failed: a crash, or a line that took
#      quadratic time, which the harness tokenizes repeated to 512 KiB) and stops on failure;
#   2. replays Fuzz/corpus/* (the committed corpus: what earlier campaigns found, minimized;
#      scripts/fuzz-campaign.sh adds to it) and stops on failure: with one job, as the start
#      of the fuzzing run (libFuzzer runs every input of its corpus first);
#   3. fuzzes for SECONDS seconds (JOBS > 1: libFuzzer's fork mode with JOBS workers), starting
#      from the committed corpus and a corpus made from the project's own test inputs
#      (Tests/**/*.swift, Tests/c/*, Fuzz/seeds/*), with the dictionary Fuzz/swift.dict.
# The corpus grows in .build-fuzz/corpus (kept between runs); a crash, leak, timeout or
# invariant violation exits non-zero and leaves the input in .build-fuzz/artifacts/.
# --build-only builds the fuzzer and the seed corpus and stops.
# Environment: FUZZ_MAX_LEN (default 8192), FUZZ_TIMEOUT (per input, default 10 s),
# FUZZ_FLAGS (extra libFuzzer flags), FUZZ_BUILD_DIR (default .build-fuzz; .build-fuzz-none without sanitizers),
# FUZZ_SANITIZERS (default address; "none" builds with libFuzzer alone, the harness's checks
# still on: several times faster, for long campaigns), FUZZ_TARGET: highlight (the default,
# above) or theme-files (Fuzz/fuzz_theme_files.c: Xcode theme files, XML and binary property
# lists, and symbol graphs and names lists; binary BUILD/fuzz-theme-files, corpus
# BUILD/corpus-theme-files, seeds Tests/themes/* and Fuzz/seeds-theme-files/*, regressions
# Fuzz/regressions-theme-files/*, no dictionary, no committed corpus).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:?usage: scripts/test/fuzz.sh SECONDS [JOBS] | --build-only}
jobs=${2:-1}
sanitizers=${FUZZ_SANITIZERS:-address}
# A build of each sanitizer setting in a folder of its own, so that a binary built without
# AddressSanitizer is never taken for the test command's.
if [ "$sanitizers" = address ]; then build=${FUZZ_BUILD_DIR:-"$root/.build-fuzz"}
else build=${FUZZ_BUILD_DIR:-"$root/.build-fuzz-${sanitizers//,/-}"}; fi
say() { echo "fuzz: $*" >&2; }
target=${FUZZ_TARGET:-highlight}
case "$target" in
  highlight) harness="$root/Fuzz/fuzz_highlight.c" ;;
  theme-files) harness="$root/Fuzz/fuzz_theme_files.c" ;;
  *) say "FUZZ_TARGET is highlight or theme-files"; exit 1 ;;
esac
bin="$build/fuzz-$target"
case $sanitizers in
  none) sanitize=fuzzer ;;
  *) sanitize="fuzzer,$sanitizers" ;;
esac
# The Swift runtime's backtracer would take the signal of a failed check before libFuzzer does,
# and libFuzzer would then save no input.
export SWIFT_BACKTRACE=enable=no

swiftc=$(command -v swiftc) || { say "swiftc is not on PATH"; exit 1; }
toolbin=$(dirname "$(readlink -f "$swiftc")")
clang="$toolbin/clang"
[ -x "$clang" ] || clang=$(command -v clang) || { say "no clang next to swiftc"; exit 1; }

# lld if the toolchain has it (gold warns about every ASan helper symbol).
ldflag=""; [ -x "$toolbin/ld.lld" ] && ldflag="-use-ld=lld"

mkdir -p "$build/corpus" "$build/artifacts" "$build/seeds"

# --- build (only what its inputs changed) ---------------------------------------------------
# The engine is compiled once into objects, $build/engine-SANITIZE/ (both targets link the same
# objects), and the fuzzer is each target's harness linked with them. Each is kept with a key
# that hashes what it is made from (the sources' bytes, the headers and module maps, this script,
# the compiler's version, the sanitizers), and made again when the key differs.
mapfile -t sources < <("$root/scripts/build/engine-sources.sh")
engine_key=$({
  echo "$sanitize"
  "$swiftc" -version 2>&1
  sha256sum < "$root/scripts/test/fuzz.sh"
  for f in "${sources[@]}"; do printf '%s ' "${f##*/}"; sha256sum < "$f"; done
  find "$root/include" "$root/Sources/CHighlight/include" "$root/Sources/HighlightLibc/include" -type f -print0 \
    | LC_ALL=C sort -z | xargs -0 cat | sha256sum
} | sha256sum | cut -c1-32)
objects="$build/engine-${sanitize//,/-}"
if [ "$(cat "$objects/key" 2>/dev/null)" != "$engine_key" ]; then
  say "compiling the engine with -sanitize=$sanitize into $objects"
  # A snapshot of the sources, so that edits made during the build do not break it.
  rm -rf "$objects" "$build/src"; mkdir -p "$objects" "$build/src"
  cp "${sources[@]}" "$build/src/"
  # Batch mode, one frontend per core, each compiling its share of the files (without it,
  # swiftc -c runs one frontend per file, one at a time, each parsing every file again). The
  # objects are the same bytes either way (compared, every one identical).
  # SWH_VECTOR_SWITCH: the harness turns the vector scans off and on (API/VectorSwitch.swift).
  (cd "$objects" && "$swiftc" -c -O -g -sanitize="$sanitize" -D SWH_VECTOR_SWITCH -parse-as-library -module-name Highlight -package-name swift_highlight \
    -enable-batch-mode -j "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)" \
    -I "$root/Sources/CHighlight/include" -I "$root/Sources/HighlightLibc/include" "$build"/src/*.swift 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }; exit "${PIPESTATUS[0]}") || { say "build failed"; exit 1; }
  echo "$engine_key" > "$objects/key"
fi
bin_key=$({ echo "$engine_key"; sha256sum < "$harness"; } | sha256sum | cut -c1-32)
if [ ! -x "$bin" ] || [ "$(cat "$bin.key" 2>/dev/null)" != "$bin_key" ]; then
  say "linking $bin"
  rm -f "$bin" "$bin.key"
  "$clang" -g -O1 -fsanitize="$sanitize" -I "$root/include" -c "$harness" -o "$build/harness-$target.o"
  "$swiftc" -sanitize="$sanitize" "$objects"/*.o "$build/harness-$target.o" -o "$bin.tmp" $ldflag 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
  [ "${PIPESTATUS[0]}" = 0 ] || { say "link failed"; exit 1; }
  mv "$bin.tmp" "$bin"
  echo "$bin_key" > "$bin.key"
fi

# --- theme files: their own seeds and corpus (byte 0 says what follows; see the harness) ----
if [ "$target" = theme-files ]; then
  seeds="$build/seeds-theme-files"; rm -rf "$seeds"; mkdir -p "$seeds" "$build/corpus-theme-files"
  for f in "$root"/Tests/themes/*.xccolortheme "$root"/Tests/themes/*/*.xccolortheme; do
    name=$(basename "$f")
    { printf '\x00'; cat "$f"; } > "$seeds/xml-$name"
    head -c 8 "$f" | grep bplist00 >/dev/null && { printf '\x01'; tail -c +9 "$f"; } > "$seeds/binary-$name"
  done
  cp "$root"/Fuzz/seeds-theme-files/* "$seeds/"
  [ "$secs" = --build-only ] && exit 0
  "$bin" -runs=1 "$root"/Fuzz/regressions-theme-files/* > "$build/regressions-theme-files.log" 2>&1 \
    || { cat "$build/regressions-theme-files.log" >&2; say "a regression input failed"; exit 1; }
  say "fuzzing theme files for ${secs}s with $jobs job(s)"
  flags=(-error_exitcode=1 -max_total_time="$secs" -max_len="${FUZZ_MAX_LEN:-8192}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096
         -malloc_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$build/artifacts/" -detect_leaks=1)
  [ "$jobs" -gt 1 ] && flags+=(-fork="$jobs")
  # shellcheck disable=SC2206
  flags+=(${FUZZ_FLAGS:-})
  cd "$build" && exec "$bin" "${flags[@]}" "$build/corpus-theme-files" "$seeds"
fi

# --- seeds: the project's test inputs, each under a few option bytes ------------------------
# Byte 0 of a fuzz input selects the options (see Fuzz/fuzz_highlight.c): 0x00 defaults,
# 0x01 REPLACE, 0x06 WRAP_PRE + prefix "hl-".
rm -rf "$build/seeds"; mkdir -p "$build/seeds"
n=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  for opt in 00 01 06; do
    { printf "\\x$opt"; head -c 65536 "$f"; } > "$build/seeds/$n-$opt"
  done
done < <(find "$root/Tests" "$root/Fuzz/seeds" -type f \( -name '*.swift' -o -name '*.c' -o -name '*.txt' -o -path '*/Fuzz/seeds/*' \) -print0 2>/dev/null)
say "$n seed files from Tests/ and Fuzz/seeds/"
[ "$secs" = --build-only ] && exit 0

# --- regressions ---------------------------------------------------------------------------
shopt -s nullglob
regs=("$root"/Fuzz/regressions/*)
if [ ${#regs[@]} -gt 0 ]; then
  say "replaying ${#regs[@]} regression inputs"
  "$bin" -runs=1 "${regs[@]}" > "$build/regressions.log" 2>&1 || { cat "$build/regressions.log" >&2; say "a regression input failed"; exit 1; }
fi

# --- the committed corpus ------------------------------------------------------------------
# One job: libFuzzer runs every input of its corpus folders before it fuzzes, and stops on the
# first that fails. Fork mode runs them crash-resistantly, so with JOBS > 1 they are run here.
corpus=("$root"/Fuzz/corpus/*)
if [ ${#corpus[@]} -gt 0 ] && [ "$jobs" -gt 1 ]; then
  start=$SECONDS
  "$bin" -runs=1 "${corpus[@]}" > "$build/corpus.log" 2>&1 || { tail -n 40 "$build/corpus.log" >&2; say "an input of Fuzz/corpus failed"; exit 1; }
  say "replayed ${#corpus[@]} inputs of Fuzz/corpus in $((SECONDS - start)) s"
fi

# --- fuzz ----------------------------------------------------------------------------------
# -error_exitcode=1: libFuzzer's own status for a failure (a crash, a broken check) is 77, which
# the test command reads as "skipped".
flags=(-error_exitcode=1 -max_len="${FUZZ_MAX_LEN:-8192}" -timeout="${FUZZ_TIMEOUT:-10}"
       -rss_limit_mb=4096 -malloc_limit_mb=4096 -dict="$root/Fuzz/swift.dict" -print_final_stats=1
       -artifact_prefix="$build/artifacts/")
[ "$sanitizers" = none ] || flags+=(-detect_leaks=1)
[ "$jobs" -gt 1 ] && flags+=(-fork="$jobs" -max_total_time="$secs")
# shellcheck disable=SC2206
flags+=(${FUZZ_FLAGS:-})
say "fuzzing for ${secs}s with $jobs job(s)$([ ${#corpus[@]} -gt 0 ] && [ "$jobs" = 1 ] && echo ", after running the ${#corpus[@]} inputs of Fuzz/corpus")"
cd "$build"
dirs=("$build/corpus")
[ ${#corpus[@]} -gt 0 ] && dirs+=("$root/Fuzz/corpus")
start=$SECONDS
if [ "$jobs" = 1 ]; then
  # libFuzzer counts -max_total_time from its start, and running the corpus and the seeds first
  # (until it prints INITED) can take longer than SECONDS, which left no time to fuzz. So with
  # one job the SECONDS of fuzzing are counted here from INITED, and the fuzzer is then
  # interrupted (SIGINT: it prints its final figures and exits with status 72, which is then
  # success); -max_total_time stays as a bound on the whole run.
  : > "$build/fuzz.log"
  flags+=(-max_total_time=$((secs * 2 + 1200)))
  "$bin" "${flags[@]}" "${dirs[@]}" "$build/seeds" >> "$build/fuzz.log" 2>&1 & fuzzer=$!
  tail -n +1 --pid=$fuzzer -f "$build/fuzz.log" & shown=$!
  while kill -0 $fuzzer 2>/dev/null && ! grep -q 'INITED' "$build/fuzz.log"; do sleep 1; done
  if kill -0 $fuzzer 2>/dev/null; then
    inited=$SECONDS
    while kill -0 $fuzzer 2>/dev/null && [ $((SECONDS - inited)) -lt "$secs" ]; do sleep 1; done
    kill -INT $fuzzer 2>/dev/null && interrupted=1
  fi
  if wait $fuzzer; then rc=0; else rc=$?; fi
  [ "$rc" = 72 ] && [ -n "${interrupted:-}" ] && tail -n 12 "$build/fuzz.log" | grep 'libFuzzer: run interrupted' >/dev/null && rc=0
  wait $shown 2>/dev/null || true
  [ -n "${inited:-}" ] && say "ran the corpus and seeds in $((inited - start)) s, then fuzzed for $((SECONDS - inited)) s"
elif "$bin" "${flags[@]}" "${dirs[@]}" "$build/seeds" 2>&1 | tee "$build/fuzz.log"; then rc=0; else rc=${PIPESTATUS[0]}; fi
# A long run (RECORD_MIN_SECONDS, default 600, or more) writes its figures into bench/RESULTS.md
# as fuzz-long-* (scripts/bench/record-results.py), where the docs read them: the inputs run
# (libFuzzer's stat::number_of_executed_units, or its last progress line in fork mode), the
# seconds, and the failures (libFuzzer stops at the first). SWIFT_HIGHLIGHT_RECORD_RESULTS=0
# writes nothing.
if [ "$secs" -ge "${RECORD_MIN_SECONDS:-600}" ] && [ "$target" = highlight ] && [ "${SWIFT_HIGHLIGHT_RECORD_RESULTS:-1}" != 0 ]; then
  inputs=$(awk '/^stat::number_of_executed_units:/ { n = $2 } END { print n + 0 }' "$build/fuzz.log")
  [ "$inputs" -gt 0 ] || inputs=$(grep -oE '^#[0-9]+' "$build/fuzz.log" | tr -d '#' | sort -n | tail -n 1)
  python3 "$root/scripts/bench/record-results.py" fuzz-long \
    "scripts/test/fuzz.sh $secs $jobs (sanitizers: $sanitizers; at most ${FUZZ_TIMEOUT:-10} s an input; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end)" \
    "fuzz-long-inputs=${inputs:-0}=inputs run" "fuzz-long-seconds=$((SECONDS - start))=seconds" \
    "fuzz-long-failures=$([ "$rc" = 0 ] && echo 0 || echo 1)=failures (crash, leak, timeout, broken check)"
fi
exit "$rc"
