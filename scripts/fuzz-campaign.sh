#!/usr/bin/env bash
# Long fuzzing campaigns of the C entry points, run in the background, that keep what they learn.
#
#   scripts/fuzz-campaign.sh start [--runs N | --hours H] [--jobs J] [--no-asan]
#   scripts/fuzz-campaign.sh status
#   scripts/fuzz-campaign.sh stop
#   scripts/fuzz-campaign.sh merge
#   scripts/fuzz-campaign.sh report
#
# start builds the fuzzer of scripts/test/fuzz.sh (AddressSanitizer; --no-asan: libFuzzer alone,
# the harness's checks still on, several times faster) and starts libFuzzer under nohup and
# nice -n 19 for N inputs (default 1,000,000) or H hours, with J jobs (default 1; J > 1:
# libFuzzer's -jobs, J processes sharing the corpus, N/J inputs each). It starts from the campaign's own corpus (kept in
# .build-fuzz-campaign/corpus, so a campaign stopped or finished is resumed by the next start),
# the committed corpus Fuzz/corpus and the seeds. When libFuzzer ends (the inputs done, stopped,
# or a failure), the run's figures are appended to .build-fuzz-campaign/runs.tsv and the
# campaign's corpus is merged into Fuzz/corpus, minimized (libFuzzer's -merge=1: the fewest
# inputs that reach every feature reached before, less those the seeds reach). Commit
# Fuzz/corpus afterwards.
# Then the run's figures (inputs, seconds, jobs, failures, coverage, features, corpus) are written
# into bench/RESULTS.md as fuzz-campaign-* (scripts/bench/record-results.py), where the docs read
# them; report writes those of the last run of runs.tsv again by hand.
# status prints whether it runs, its last progress line and the totals of runs.tsv; stop ends it
# (SIGINT: libFuzzer prints its final figures, then the merge runs); merge merges by hand.
# A failure (crash, leak, timeout, broken invariant) stops the run and leaves the input in
# .build-fuzz-campaign/artifacts/: fix it and add the input to Fuzz/regressions/.
# Environment: FUZZ_MAX_LEN (default 8192), FUZZ_TIMEOUT (default 10 s), FUZZ_FLAGS,
# FUZZ_CORPUS_MAX (the largest input kept in Fuzz/corpus, default 2048 bytes).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
state="$root/.build-fuzz-campaign"
say() { echo "fuzz-campaign: $*" >&2; }
# The Swift runtime's backtracer would take the signal of a failed check before libFuzzer does,
# and libFuzzer would then save no input.
export SWIFT_BACKTRACE=enable=no
usage() { sed -n '4,8p' "$0" | sed 's/^# *//' >&2; exit 2; }

running() { [ -f "$state/pid" ] && kill -0 "$(cat "$state/pid")" 2>/dev/null; }

# The fuzzer binary of a campaign: .build-fuzz (AddressSanitizer) or .build-fuzz-none.
build_dir() { if [ "$1" = none ]; then echo "$root/.build-fuzz-none"; else echo "$root/.build-fuzz"; fi; }

# merge BIN: Fuzz/corpus becomes the minimized union of Fuzz/corpus and the campaign's corpus,
# less what the seeds (the test inputs, which every run starts from) reach already: the seeds
# are the merge's starting set, removed after it.
merge() {
  local bin=$1 new="$state/merged" seeds; seeds="$(dirname "$1")/seeds"
  rm -rf "$new"; mkdir -p "$new" "$root/Fuzz/corpus" "$state/corpus"
  cp "$seeds"/* "$new"/
  "$bin" -merge=1 -max_len="${FUZZ_MAX_LEN:-8192}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
    -malloc_limit_mb=4096 "$new" "$root/Fuzz/corpus" "$state/corpus" > "$state/merge.log" 2>&1 \
    || { tail -n 20 "$state/merge.log" >&2; say "merge failed (see $state/merge.log)"; return 1; }
  (cd "$seeds" && for f in *; do rm -f "$new/$f"; done)
  # Inputs up to FUZZ_CORPUS_MAX bytes (default 2048) only: the test command replays them all.
  find "$new" -type f -size +"${FUZZ_CORPUS_MAX:-2048}"c -delete
  local before after
  before=$(find "$root/Fuzz/corpus" -type f | wc -l)
  # Replace the committed corpus by the merged one (file names are the inputs' SHA-1).
  find "$root/Fuzz/corpus" -type f -delete
  cp "$new"/* "$root/Fuzz/corpus/" 2>/dev/null || true
  after=$(find "$root/Fuzz/corpus" -type f | wc -l)
  say "Fuzz/corpus: $before -> $after inputs, $(( $(cat "$root"/Fuzz/corpus/* 2>/dev/null | wc -c) / 1024 )) KiB ($(grep -o 'MERGE-OUTER: [0-9]* new files with [0-9]* new features' "$state/merge.log" | tail -n 1))"
}

# The background part: libFuzzer, then the figures and the merge.
run() {
  local sanitizers=$1 jobs=$2 limit=$3
  # Each job's share of the inputs.
  case $limit in -runs=*) limit="-runs=$(( ${limit#-runs=} / jobs ))" ;; esac
  local dir; dir=$(build_dir "$sanitizers")
  local bin="$dir/fuzz-highlight"
  local flags=(-max_len="${FUZZ_MAX_LEN:-8192}" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -malloc_limit_mb=4096
               -dict="$root/Fuzz/swift.dict" -print_final_stats=1 -artifact_prefix="$state/artifacts/" "$limit")
  [ "$sanitizers" = none ] || flags+=(-detect_leaks=1)
  [ "$jobs" -gt 1 ] && flags+=(-jobs="$jobs" -workers="$jobs")
  # shellcheck disable=SC2206
  flags+=(${FUZZ_FLAGS:-})
  local dirs=("$state/corpus")
  [ -n "$(ls -A "$root/Fuzz/corpus" 2>/dev/null)" ] && dirs+=("$root/Fuzz/corpus")
  dirs+=("$dir/seeds")
  local started; started=$(date -u +%FT%TZ)
  local t0=$SECONDS rc=0
  echo "== $started: $bin ${flags[*]} ${dirs[*]}" >> "$state/campaign.log"
  # SIGINT (stop) goes to libFuzzer; this script goes on to record and merge.
  trap 'true' INT
  rm -f "$state"/fuzz-*.log
  (cd "$state" && exec nice -n 19 "$bin" "${flags[@]}" "${dirs[@]}") >> "$state/campaign.log" 2>&1 || rc=$?
  local secs=$((SECONDS - t0))
  # With -jobs, each job writes fuzz-JOB.log: appended to the campaign's log.
  for f in "$state"/fuzz-*.log; do [ -f "$f" ] && { echo "-- $(basename "$f")"; cat "$f"; } >> "$state/campaign.log"; done
  # The run's figures: inputs summed over the jobs' final figures (stat::number_of_executed_units);
  # coverage, features and corpus of the last progress line (#N ... cov: ... ft: ... corp: ...).
  local logs run_log execs cov ft corp
  run_log=$(sed -n '/^== /h; /^== /!H; ${x;p}' "$state/campaign.log")
  if ls "$state"/fuzz-*.log > /dev/null 2>&1; then
    execs=$(cat "$state"/fuzz-*.log | awk '/^stat::number_of_executed_units:/ { n += $2 } END { print n + 0 }')
  else
    execs=$(echo "$run_log" | awk '/^stat::number_of_executed_units:/ { n += $2 } END { print n + 0 }')
  fi
  last=$(echo "$run_log" | grep -E '^#[0-9]+' | grep -E 'cov: ' | sort -t' ' -k1.2n | tail -n 1 || true)
  [ "$execs" -gt 0 ] || execs=$(echo "$last" | sed -E 's/^#([0-9]+).*/\1/')
  cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | cut -d' ' -f2 || true)
  ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | cut -d' ' -f2 || true)
  corp=$(echo "$last" | grep -oE 'corp: [0-9]+/[0-9]+[a-zA-Z]*' | cut -d' ' -f2 || true)
  local result=ok
  if [ -f "$state/stopping" ]; then result=stopped; elif [ "$rc" != 0 ]; then result="exit $rc"; fi
  rm -f "$state/stopping"
  ls "$state/artifacts"/* > /dev/null 2>&1 && result="$result; failure input in artifacts/"
  [ -f "$state/runs.tsv" ] || printf 'started\tsanitizers\tjobs\tinputs\tseconds\tcov\tft\tcorpus\tresult\n' > "$state/runs.tsv"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$started" "$sanitizers" "$jobs" "${execs:-0}" "$secs" "${cov:-}" "${ft:-}" \
    "${corp:-}" "$result" >> "$state/runs.tsv"
  merge "$bin" >> "$state/campaign.log" 2>&1 || true
  report >> "$state/campaign.log" 2>&1 || true
  rm -f "$state/pid"
}

# report: the figures of the last run of runs.tsv go into bench/RESULTS.md as fuzz-campaign-*
# (scripts/bench/record-results.py), where the docs read them.
report() {
  [ -f "$state/runs.tsv" ] || { say "no run yet ($state/runs.tsv)"; return 1; }
  local started sanitizers jobs inputs secs cov ft corp result
  IFS=$'\t' read -r started sanitizers jobs inputs secs cov ft corp result < <(tail -n 1 "$state/runs.tsv")
  [ "$started" != started ] || { say "no run yet ($state/runs.tsv)"; return 1; }
  local corp_inputs=${corp%%/*} corp_size=${corp#*/}
  local failures=0
  case $result in *failure*) failures=1 ;; esac
  local figures=("fuzz-campaign-inputs=$inputs=inputs, summed over the jobs"
                 "fuzz-campaign-seconds=$secs=seconds"
                 "fuzz-campaign-jobs=$jobs=jobs"
                 "fuzz-campaign-failures=$failures=failures (libFuzzer stops at the first)")
  [ -z "$cov" ] || figures+=("fuzz-campaign-cov=$cov=coverage: edges (cov of the last progress line)")
  [ -z "$ft" ] || figures+=("fuzz-campaign-ft=$ft=features (ft of the last progress line)")
  [ -z "$corp" ] || figures+=("fuzz-campaign-corpus-inputs=$corp_inputs=the campaign's corpus at the end: inputs")
  case $corp_size in
    *Kb) figures+=("fuzz-campaign-corpus-kb=${corp_size%Kb}=the campaign's corpus at the end: KB (libFuzzer's Kb, 1024 bytes)") ;;
    *Mb) figures+=("fuzz-campaign-corpus-kb=$(( ${corp_size%Mb} * 1024 ))=the campaign's corpus at the end: KB (libFuzzer's Mb × 1024)") ;;
  esac
  python3 "$root/scripts/bench/record-results.py" fuzz-campaign \
    "scripts/fuzz-campaign.sh, the run started $started ($jobs job(s), sanitizers: $sanitizers; result: $result)" "${figures[@]}"
}

cmd=${1:-}; shift || true
case $cmd in
  start)
    runs=1000000 hours="" jobs=1 sanitizers=address
    while [ $# -gt 0 ]; do
      case $1 in
        --runs) runs=${2:?}; shift 2 ;;
        --hours) hours=${2:?}; shift 2 ;;
        --jobs) jobs=${2:?}; shift 2 ;;
        --no-asan) sanitizers=none; shift ;;
        *) usage ;;
      esac
    done
    running && { say "a campaign runs already (pid $(cat "$state/pid")); scripts/fuzz-campaign.sh stop"; exit 1; }
    mkdir -p "$state/corpus" "$state/artifacts"
    rm -f "$state/stopping"
    if ls "$state/artifacts"/* > /dev/null 2>&1; then
      say "the last run left a failure in $state/artifacts/: fix it, add it to Fuzz/regressions/, remove it, then start again"
      exit 1
    fi
    dir=$(build_dir "$sanitizers")
    FUZZ_BUILD_DIR="$dir" FUZZ_SANITIZERS="$sanitizers" "$root/scripts/test/fuzz.sh" --build-only
    if [ -n "$hours" ]; then limit="-max_total_time=$(awk -v h="$hours" 'BEGIN { printf "%d", h * 3600 }')"; else limit="-runs=$runs"; fi
    # setsid: the campaign is its own process group, which stop signals as a whole.
    setsid nohup "$0" _run "$sanitizers" "$jobs" "$limit" > /dev/null 2>&1 < /dev/null &
    echo $! > "$state/pid"
    say "started (pid $!, $limit, $jobs job(s), sanitizers: $sanitizers); log: $state/campaign.log"
    ;;
  _run)
    run "$@"
    ;;
  status)
    if running; then say "running (pid $(cat "$state/pid"))"; else say "not running"; fi
    [ -f "$state/campaign.log" ] && { grep -E '^#[0-9]+' "$state/campaign.log" | tail -n 1 || true; }
    for f in "$state"/fuzz-*.log; do [ -f "$f" ] && { printf '%s: ' "$(basename "$f")"; grep -E '^#[0-9]+' "$f" | tail -n 1; }; done
    if [ -f "$state/runs.tsv" ]; then
      column -t -s $'\t' "$state/runs.tsv" 2>/dev/null || cat "$state/runs.tsv"
      awk -F'\t' 'NR > 1 { n += $4; s += $5 } END { printf "total: %d inputs in %d s over %d runs\n", n, s, NR - 1 }' "$state/runs.tsv"
    fi
    ls "$state/artifacts"/* 2>/dev/null | sed 's/^/failure input: /' || true
    ;;
  stop)
    running || { say "not running"; exit 0; }
    pid=$(cat "$state/pid")
    touch "$state/stopping"
    kill -INT -- "-$pid"
    say "stopping (process group $pid); the run's figures and the merge follow in $state/campaign.log"
    ;;
  report)
    report
    ;;
  merge)
    running && { say "a campaign runs; stop it first"; exit 1; }
    sanitizers=address
    [ -x "$(build_dir address)/fuzz-highlight" ] || sanitizers=none
    merge "$(build_dir "$sanitizers")/fuzz-highlight"
    ;;
  *)
    usage
    ;;
esac
