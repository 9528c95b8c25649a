#!/usr/bin/env bash
# The project's shell code never pipes into a grep that exits at its first match (-q, or -m),
# because the test scripts run under `set -o pipefail`: the early exit can kill the command
# writing into the pipe with SIGPIPE, and the pipeline then fails although the line was found
# (or, negated or before `||`, passes although it was not). `cmd | grep PATTERN >/dev/null`
# reads everything and says the same. Checks every tracked shell script, .ci/run, and the shell
# in the GitHub workflows; prints each offending line and exits 1, or prints a count and exits 0.
#
#   scripts/test/pipes.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# A pipe (not `||`) into grep/egrep/fgrep whose options include q or m (`-q`, `-Eq`, `-m1`,
# `--quiet`, `--max-count`), options possibly spread over several words.
pattern='(^|[^|])\|[[:space:]]*(grep|egrep|fgrep)([[:space:]]+-[A-Za-z0-9]+)*[[:space:]]+(-[A-Za-ln-pr-z0-9]*[qm]|--quiet|--silent|--max-count)'
files=$(git ls-files -- '*.sh' '.ci/*' '.github/workflows/*.yml' '*.bash')
found=$(printf '%s\n' "$files" | xargs grep -nE "$pattern" || true)
if [ -n "$found" ]; then
  printf '%s\n' "$found"
  echo "pipes: the lines above pipe into a grep that stops at its first match; under pipefail write 'cmd | grep PATTERN >/dev/null'" >&2
  exit 1
fi
echo "pipes: $(printf '%s\n' "$files" | wc -l) files, no pipe into an early-exit grep"
