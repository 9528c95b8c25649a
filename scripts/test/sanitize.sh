#!/usr/bin/env bash
# Sanitizers, leaks and threads. Runs, each in its own build folder:
#   1. the Swift tests under AddressSanitizer       swift test --sanitize=address   (.build-asan)
#   2. the Swift tests under ThreadSanitizer        swift test --sanitize=thread    (.build-tsan)
#   3. the C consumer test (Tests/c/consumer.c) and the stress test (Tests/c/stress.c) compiled
#      with clang -fsanitize=address,undefined against the engine built with swiftc
#      -sanitize=address (.build-sanitize-c), with leak detection
#   4. the stress test (8 threads x 10 000 calls, results identical to a single-threaded run)
#      with the engine and the C program both under ThreadSanitizer
#   5. valgrind memcheck (zero leaks, zero errors) on the consumer test and on the stress test
#      (8 threads x 300 calls: valgrind runs threads one at a time), release library
# UndefinedBehaviorSanitizer covers the C side (3): swiftc has no -sanitize=undefined on Linux
# (`swift test --sanitize=undefined` fails with "unsupported option"), and Swift code needs none:
# its overflow, bounds and unwrap checks are always on and trap; the fuzzer (scripts/test/fuzz.sh) and
# the tests would see such a trap.
# The 100 MB test runs with 8 MB under the sanitizers (HOSTILE_INPUT_MB). Prints one line per
# step and "N passed, N failed"; exits non-zero on any failure. Logs: .build-sanitize-c/logs/.
#
#   scripts/test/sanitize.sh [STEP...]     steps: asan tsan c-asan c-tsan valgrind (default: all)
#   scripts/test/sanitize.sh --record STEP...   writes the figures of the steps' last logs into
#                                                bench/RESULTS.md again, running nothing
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scripts/setup.sh test || { echo "setup failed"; exit 1; }

swiftc=$(command -v swiftc)
toolbin=$(dirname "$(readlink -f "$swiftc")")
clang="$toolbin/clang"
ldflag=""; [ -x "$toolbin/ld.lld" ] && ldflag="-use-ld=lld"
work="$root/.build-sanitize-c"
logs="$work/logs"
mkdir -p "$logs"
export HOSTILE_INPUT_MB=${HOSTILE_INPUT_MB:-8}

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(asan tsan c-asan c-tsan valgrind)
passed=0 failed=0 summary=()
step() { # name, log, command...
  local name=$1 log=$2; shift 2
  local t0=$SECONDS
  echo "=== $name" >&2
  if "$@" > "$logs/$log" 2>&1; then
    passed=$((passed + 1)); summary+=("ok   $name ($((SECONDS - t0)) s)")
  else
    failed=$((failed + 1)); summary+=("FAIL $name ($((SECONDS - t0)) s), log: $logs/$log")
    tail -40 "$logs/$log" >&2
  fi
}

# SwiftPM refuses to build when a source changes during the build: retry a few times.
swift_retry() {
  local k
  for k in 1 2 3 4 5; do
    "$@" && return 0
    local rc=$?
    grep -q "modified during the build" "$logs/last-swift.txt" 2>/dev/null || return $rc
    sleep 5
  done
  return 1
}
swift_test() { # sanitizer, scratch
  swift_retry bash -c 'swift test --sanitize="$1" --scratch-path "$2" 2>&1 | tee "$3"; exit "${PIPESTATUS[0]}"' _ "$1" "$2" "$logs/last-swift.txt"
}

# Under ASan, LeakSanitizer also reports what XCTest and Foundation never free at exit (the test
# suite's objects, weak-reference side tables of Process and expectations): those do not fail
# the step; a leak with any frame in Sources/Highlight/ (the engine) does.
swift_test_asan() {
  LSAN_OPTIONS=exitcode=0 swift_test address "$root/.build-asan" || return 1
  python3 - "$logs/last-swift.txt" <<'PY'
import re, sys
text = open(sys.argv[1], errors="replace").read()
blocks = re.split(r"\n(?=(?:Direct|Indirect) leak of )", text)
leaks = [b for b in blocks if re.match(r"(Direct|Indirect) leak of ", b)]
engine = [b for b in leaks if "/Sources/Highlight/" in b.split("\n\n")[0]]
print(f"LeakSanitizer: {len(leaks)} leak reports, all from the test runtime (XCTest, Foundation)" if not engine
      else f"LeakSanitizer: {len(engine)} leaks with engine frames")
for b in engine[:5]:
    print(b.split("\n\n")[0])
sys.exit(1 if engine else 0)
PY
}

# The engine as one object, compiled from a snapshot of the sources.
engine() { # sanitizer, object
  rm -rf "$work/src"; mkdir -p "$work/src"; cp $(scripts/build/engine-sources.sh) "$work/src/"
  "$swiftc" -O -g -sanitize="$1" -parse-as-library -module-name Highlight -package-name swift_highlight -wmo -c \
    -I "$root/Sources/CHighlight/include" -I "$root/Sources/HighlightLibc/include" "$work"/src/*.swift -o "$2"
}
quiet_link() { "$@" 2>&1 | { grep -v "Cannot export local symbol" || true; }; return "${PIPESTATUS[0]}"; }

c_asan() {
  engine address "$work/engine-asan.o" || return 1
  local cflags=(-g -O1 -std=c11 -pthread -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -I include)
  "$clang" "${cflags[@]}" -c Tests/c/consumer.c -o "$work/consumer.o" || return 1
  "$clang" "${cflags[@]}" -c Tests/c/stress.c -o "$work/stress.o" || return 1
  quiet_link "$swiftc" -sanitize=address $ldflag "$work/engine-asan.o" "$work/consumer.o" -o "$work/consumer-asan" || return 1
  quiet_link "$swiftc" -sanitize=address $ldflag "$work/engine-asan.o" "$work/stress.o" -o "$work/stress-asan" || return 1
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  echo "--- consumer (ASan + UBSan, LeakSanitizer)"
  "$work/consumer-asan" || return 1
  echo "--- stress (ASan + UBSan, LeakSanitizer)"
  "$work/stress-asan" 8 10000 || return 1
}

c_tsan() {
  engine thread "$work/engine-tsan.o" || return 1
  "$clang" -g -O1 -std=c11 -pthread -fsanitize=thread -I include -c Tests/c/stress.c -o "$work/stress-tsan.o" || return 1
  quiet_link "$swiftc" -sanitize=thread $ldflag "$work/engine-tsan.o" "$work/stress-tsan.o" -o "$work/stress-tsan" || return 1
  TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 "$work/stress-tsan" 8 10000
}

valgrind_c() {
  command -v valgrind >/dev/null || { echo "valgrind is not installed"; return 1; }
  swift_retry bash -c 'swift build -c release --product Highlight --scratch-path "$1" 2>&1 | tee "$2"; exit "${PIPESTATUS[0]}"' _ "$root/.build-stress" "$logs/last-swift.txt" || return 1
  local libdir
  libdir=$(swift build -c release --scratch-path "$root/.build-stress" --show-bin-path)
  cc -std=c11 -O1 -g -pthread -I include Tests/c/consumer.c $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$work/consumer" || return 1
  cc -std=c11 -O1 -g -pthread -I include Tests/c/stress.c $(scripts/build/link-flags.sh --dynamic "$libdir") -o "$work/stress" || return 1
  local vg=(valgrind --leak-check=full --show-leak-kinds=definite,indirect,possible
            --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99
            --suppressions=Tests/c/swift-runtime.supp)
  echo "--- consumer under memcheck"
  "${vg[@]}" "$work/consumer" || return 1
  echo "--- stress under memcheck"
  "${vg[@]}" "$work/stress" 8 300 || return 1
}

# A step's figures (tests run, failures, errors, races, leaks, results compared), read from its
# log, go into bench/RESULTS.md as sanitize-STEP-* (scripts/bench/record-results.py), where the
# docs read them; SWIFT_HIGHLIGHT_RECORD_RESULTS=0 writes nothing.
record() { # step, log
  [ "${SWIFT_HIGHLIGHT_RECORD_RESULTS:-1}" != 0 ] || return 0
  local figures
  mapfile -t figures < <(python3 - "$1" "$logs/$2" <<'PY'
import re, sys
step, text = sys.argv[1], open(sys.argv[2], errors="replace").read()
def out(key, value, what):
    print(f"sanitize-{step}-{key}={value:,}={what}")
if step in ("asan", "tsan"):
    runs = re.findall(r"Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures?", text)
    if runs:  # XCTest's line of 'All tests', the largest: every test of the suite
        tests, skipped, failures = max((int(n), int(k or 0), int(f)) for n, k, f in runs)
        out("tests", tests, "Swift tests run")
        out("skipped", skipped, "Swift tests skipped (the log says why)")
        out("failures", failures, "Swift tests failed")
if step == "asan":
    m = re.search(r"LeakSanitizer: (\d+) leaks with engine frames", text)
    if m or "all from the test runtime" in text:
        out("engine-leaks", int(m.group(1)) if m else 0, "leak reports with a frame in Sources/Highlight/")
if step in ("c-asan", "c-tsan", "valgrind"):
    m = re.findall(r"(\d+) identical to the single-threaded run, (\d+) different", text)
    if m:
        out("stress-identical", int(m[-1][0]), "stress results identical to the single-threaded run")
        out("stress-differing", int(m[-1][1]), "stress results that differ")
if step in ("tsan", "c-tsan"):
    out("races", len(re.findall(r"WARNING: ThreadSanitizer:", text)), "ThreadSanitizer reports")
if step == "c-asan":
    out("errors", len(re.findall(r"ERROR: (?:AddressSanitizer|LeakSanitizer)|runtime error:", text)),
        "AddressSanitizer, LeakSanitizer and UBSan reports")
if step == "valgrind":
    errors = [int(n) for n in re.findall(r"ERROR SUMMARY: ([\d,]+) errors?", text.replace(",", ""))]
    lost = [int(n.replace(",", "")) for n in re.findall(r"(?:definitely|indirectly|possibly) lost: ([\d,]+) bytes", text)]
    if errors:
        out("errors", sum(errors), "memcheck errors, consumer and stress")
        out("lost-bytes", sum(lost), "bytes definitely, indirectly or possibly lost")
PY
  )
  [ ${#figures[@]} -gt 0 ] || return 0
  python3 scripts/bench/record-results.py "sanitize-$1" "scripts/test/sanitize.sh $1${record_note:-}" "${figures[@]}"
}
log_of() { case $1 in asan) echo swift-asan.txt ;; tsan) echo swift-tsan.txt ;; *) echo "$1.txt" ;; esac; }
if [ "${steps[0]:-}" = --record ]; then
  for s in "${steps[@]:1}"; do
    [ -s "$logs/$(log_of "$s")" ] || { echo "sanitize: no log of $s in $logs" >&2; exit 1; }
    record_note=" (its figures read again from the log of the run that ended $(date -u -r "$logs/$(log_of "$s")" '+%Y-%m-%d %H:%M') UTC)"
    record "$s" "$(log_of "$s")"
  done
  exit 0
fi

for s in "${steps[@]}"; do
  case "$s" in
    asan) step "swift test --sanitize=address" swift-asan.txt swift_test_asan ;;
    tsan) step "swift test --sanitize=thread" swift-tsan.txt swift_test thread "$root/.build-tsan" ;;
    c-asan) step "C consumer + stress, ASan + UBSan + LSan" c-asan.txt c_asan ;;
    c-tsan) step "stress 8 x 10000, ThreadSanitizer" c-tsan.txt c_tsan ;;
    valgrind) step "valgrind memcheck: consumer + stress" valgrind.txt valgrind_c ;;
    *) echo "unknown step $s" >&2; exit 2 ;;
  esac
  record "$s" "$(log_of "$s")"
done
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "sanitize: $passed passed, $failed failed"
[ $failed -eq 0 ]
