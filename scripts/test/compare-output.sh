#!/usr/bin/env bash
# Checks that two builds of the swift-highlight CLI write byte-identical output: runs both over a
# set of inputs in every output mode of the CLI and compares standard output, standard error and
# the exit status of each run.
#
#   scripts/test/compare-output.sh [options] BASE_CLI NEW_CLI [INPUT...]
#
# INPUT is a file or a folder (every file below it, recursively). Without INPUT the default set:
#   examples/, Tests/snippets/, Fuzz/seeds/, Fuzz/regressions/ (all files);
#   the training corpus (../shared/eval/corpus.py), when ../shared is beside the project;
#   a sample of the .swift and .md files of the package mirror (/opt/swift-packages, bare git
#   repositories read with git show): per repository the first few files in hash order,
#   files of at most 120 kB.
#
# Options:
#   -j N            parallel jobs (default 2)
#   --per-repo N    files per mirror repository in the default set (default 2; 0: none)
#   --skip REGEX    leave out the modes whose name matches REGEX (grep -E), e.g. '^err-' when
#                   the CLI's messages change on purpose
#   --keep DIR      keep the outputs of differing runs in DIR (default: a folder that is printed)
#   --list-modes    print the modes and exit
#
# Modes (per input file; see MODES below): tokens (plain, --json, categories, finer kinds); HTML in
# each class scheme, with a class prefix, --pre, --inline-styles in each theme, --lines,
# --line-numbers, --highlight-lines, --first-line, --xcode-kinds, --diff, --notation and
# combinations; ANSI in both colour depths for each theme and
# without colour; the input wrapped in a ```swift fence and in <pre><code class="language-swift">
# run through `markdown` (and the input itself as Markdown and as HTML); --replace-invalid-utf8
# with tokens, HTML, ANSI and Markdown; standard input. Once per run: --css for every scheme ×
# theme, with and without a class prefix, and the CLI's option errors.
#
# Writes one line per input file × mode to a results table (its path is printed at the end):
# BASE NEW FILE MODE, where BASE and NEW are OUT/ERR/STATUS, prefixes of the SHA-256 of standard
# output, standard error and the exit status of that run. Then prints every differing file/mode
# pair; their outputs are kept (--keep).
# Exit status: 0 identical, 1 some output differs, 2 usage or setup error.
#
# To build a baseline CLI from an earlier commit without touching the worktree:
#   git archive REV | tar -x -C /tmp/base-src && (cd /tmp/base-src && swift build -c release)
#   scripts/test/compare-output.sh /tmp/base-src/.build/release/swift-highlight .build/release/swift-highlight
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
say() { echo "compare-output: $*" >&2; }

# Each mode: a name, then the CLI arguments. In the arguments, @IN is the input file, @MD the
# input wrapped in a ```swift fence (a .md file), @HTML the input HTML-escaped inside
# <pre><code class="language-swift"> (a .html file). A mode name starting with "stdin-" feeds
# the input on standard input instead.
MODES=$(cat <<'EOF'
tokens                  --format tokens @IN
tokens-json             --format tokens --json @IN
categories              --format categories @IN
html                    --format html @IN
html-native             --format html --scheme native @IN
html-splash             --format html --scheme splash @IN
html-hljs               --format html --scheme hljs @IN
html-pygments           --format html --scheme pygments @IN
html-treesitter         --format html --scheme treesitter @IN
html-prefix             --format html --class-prefix x-_9 @IN
html-pre                --format html --pre @IN
html-inline-xcode       --format html --inline-styles --theme xcode @IN
html-inline-xcode-light --format html --inline-styles --theme xcode-light @IN
html-inline-xcode-dark  --format html --inline-styles --theme xcode-dark @IN
html-inline-hc          --format html --inline-styles --theme high-contrast @IN
html-inline-hc-light    --format html --inline-styles --theme high-contrast-light @IN
html-inline-hc-dark     --format html --inline-styles --theme high-contrast-dark @IN
html-lines              --format html --lines @IN
html-line-numbers       --format html --line-numbers @IN
html-highlight          --format html --highlight-lines 1,3-5,40-9999 @IN
html-first-line         --format html --first-line 97 --line-numbers --highlight-lines 98,100-101 @IN
html-all-hljs           --format html --scheme hljs --class-prefix p- --pre --lines --line-numbers --highlight-lines 2 @IN
html-all-inline         --format html --scheme pygments --pre --inline-styles --theme high-contrast-dark --line-numbers --first-line 4294967295 @IN
ansi-16                 --format ansi --color always --color-depth 16 @IN
ansi-24                 --format ansi --color always --color-depth 24 @IN
ansi-16-xcode-light     --format ansi --color always --color-depth 16 --theme xcode-light @IN
ansi-24-xcode-light     --format ansi --color always --color-depth 24 --theme xcode-light @IN
ansi-16-xcode-dark      --format ansi --color always --color-depth 16 --theme xcode-dark @IN
ansi-24-xcode-dark      --format ansi --color always --color-depth 24 --theme xcode-dark @IN
ansi-16-hc              --format ansi --color always --color-depth 16 --theme high-contrast @IN
ansi-24-hc              --format ansi --color always --color-depth 24 --theme high-contrast @IN
ansi-16-hc-light        --format ansi --color always --color-depth 16 --theme high-contrast-light @IN
ansi-24-hc-light        --format ansi --color always --color-depth 24 --theme high-contrast-light @IN
ansi-16-hc-dark         --format ansi --color always --color-depth 16 --theme high-contrast-dark @IN
ansi-24-hc-dark         --format ansi --color always --color-depth 24 --theme high-contrast-dark @IN
ansi-never              --format ansi --color never @IN
html-xcode              --format html --xcode-kinds @IN
html-xcode-lines        --format html --xcode-kinds --scheme hljs --line-numbers @IN
tokens-xcode            --format tokens --xcode-kinds @IN
html-diff               --format html --diff @IN
html-notation           --format html --notation --xcode-kinds --pre @IN
ansi-diff               --format ansi --color always --color-depth 24 --diff --line-numbers @IN
md-fence                markdown @MD
md-fence-options        markdown --scheme hljs --pre --line-numbers @MD
md-fence-inline         markdown --inline-styles --theme high-contrast @MD
md-html                 markdown @HTML
md-html-options         markdown --scheme treesitter --class-prefix t- --lines @HTML
md-raw                  markdown --input markdown @IN
md-raw-as-html          markdown --input html @IN
utf8-tokens             --replace-invalid-utf8 --format tokens --json @IN
utf8-categories         --replace-invalid-utf8 --format categories @IN
utf8-html               --replace-invalid-utf8 --format html --line-numbers @IN
utf8-ansi               --replace-invalid-utf8 --format ansi --color always --color-depth 24 @IN
utf8-md                 markdown --replace-invalid-utf8 @MD
stdin-html              --format html --scheme splash -
stdin-tokens            --format tokens
EOF
)

# Run once per comparison, not per input.
SCHEMES="native splash hljs pygments treesitter"
THEMES="xcode xcode-light xcode-dark high-contrast high-contrast-light high-contrast-dark"
GLOBAL_MODES=$(
  for s in $SCHEMES; do for t in $THEMES; do
    printf 'css-%s-%s --css %s --scheme %s\n' "$s" "$t" "$t" "$s"
    printf 'css-%s-%s-prefix --css %s --scheme %s --class-prefix c_\n' "$s" "$t" "$t" "$s"
  done; done
  cat <<'EOF'
err-unknown-option       --no-such-option
err-format               --format pdf
err-scheme               --scheme nope
err-theme                --theme nope
err-missing-value        --first-line
err-first-line           --first-line 0
err-highlight-lines      --highlight-lines 5-3
err-color                --color sometimes
err-color-depth          --color-depth 8
err-prefix               --format html --class-prefix a.b
err-missing-file         --format html /nonexistent/swift-highlight-input.swift
EOF
)

jobs=2 per_repo=2 keep="" list=0 skip=""
while [ $# -gt 0 ]; do
  case "$1" in
    -j) jobs=${2:?-j needs a number}; shift 2 ;;
    --per-repo) per_repo=${2:?--per-repo needs a number}; shift 2 ;;
    --skip) skip=${2:?--skip needs a regular expression}; shift 2 ;;
    --keep) keep=${2:?--keep needs a folder}; shift 2 ;;
    --list-modes) list=1; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) say "unknown option $1"; exit 2 ;;
    *) break ;;
  esac
done
if [ -n "$skip" ]; then
  MODES=$(printf '%s\n' "$MODES" | awk -v re="$skip" 'NF && $1 !~ re')
  GLOBAL_MODES=$(printf '%s\n' "$GLOBAL_MODES" | awk -v re="$skip" 'NF && $1 !~ re')
fi
nmodes=$(printf '%s\n' "$MODES" | awk 'NF' | wc -l)
nglobal=$(printf '%s\n' "$GLOBAL_MODES" | awk 'NF' | wc -l)
if [ $list = 1 ]; then printf '%s\n' "$MODES" "$GLOBAL_MODES" | awk 'NF { print $1 }'; exit 0; fi
[ $# -ge 2 ] || { say "usage: scripts/test/compare-output.sh [-j N] [--per-repo N] [--keep DIR] BASE_CLI NEW_CLI [INPUT...]"; exit 2; }
base=$(readlink -f "$1") new=$(readlink -f "$2"); shift 2
for cli in "$base" "$new"; do
  [ -x "$cli" ] && [ -f "$cli" ] || { say "not an executable: $cli"; exit 2; }
done
case "$jobs" in ''|*[!0-9]*|0) say "-j takes a positive number"; exit 2 ;; esac
case "$per_repo" in ''|*[!0-9]*) say "--per-repo takes a number"; exit 2 ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/compare-output.XXXXXX")
[ -n "$keep" ] || keep="$work/differences"
mkdir -p "$keep" "$work/inputs" "$work/runs" "$work/results"
keep=$(readlink -f "$keep")
results="$work/results.txt"

# --- the inputs ----------------------------------------------------------------------------
list_file="$work/inputs.txt"
: > "$list_file"
add_tree() {  # every regular file below $1 (or $1 itself), sorted
  if [ -f "$1" ]; then readlink -f "$1" >> "$list_file"
  elif [ -d "$1" ]; then find "$(readlink -f "$1")" -type f | LC_ALL=C sort >> "$list_file"
  else say "no such input: $1"; exit 2; fi
}
if [ $# -gt 0 ]; then
  for input in "$@"; do add_tree "$input"; done
else
  for d in examples Tests/snippets Fuzz/seeds Fuzz/regressions; do add_tree "$root/$d"; done
  corpus_py="$root/../shared/eval/corpus.py"
  if [ -f "$corpus_py" ]; then
    if python3 "$corpus_py" "$work/inputs/corpus" > "$work/corpus.log" 2>&1; then
      add_tree "$work/inputs/corpus"
    else
      say "corpus.py failed (see $work/corpus.log); the training corpus is left out"
    fi
  else
    say "../shared/eval/corpus.py not found: the training corpus is left out"
  fi
  mirror=/opt/swift-packages
  if [ "$per_repo" -gt 0 ] && [ -d "$mirror" ]; then
    # Per repository: .swift and .md files of HEAD up to 120 kB, ordered by a hash of their
    # path (a stable sample that favours no folder), the first per_repo of them.
    mkdir -p "$work/inputs/mirror"
    python3 - "$mirror" "$per_repo" "$work/inputs/mirror" <<'PY' || say "the mirror sample failed; continuing without it"
import hashlib, os, subprocess, sys
mirror, per_repo, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
repos = []
for d, subdirs, _ in os.walk(mirror):
    repos += [os.path.join(d, n) for n in subdirs if n.endswith(".git")]
    subdirs[:] = [n for n in subdirs if not n.endswith(".git")]
repos.sort()
for g in repos:
    listing = subprocess.run(["git", "-C", g, "ls-tree", "-r", "-l", "HEAD"], capture_output=True)
    if listing.returncode != 0:
        continue
    name = os.path.relpath(g, mirror).replace("/", "_")
    rows = []
    for line in listing.stdout.decode("utf-8", "replace").splitlines():
        meta, _, path = line.partition("\t")
        m = meta.split()
        if len(m) == 4 and m[1] == "blob" and m[3].isdigit() and int(m[3]) <= 120_000 and path.endswith((".swift", ".md")):
            rows.append((hashlib.sha1(f"{name}:{path}".encode()).hexdigest(), m[2], path))
    for _, blob, path in sorted(rows)[:per_repo]:
        data = subprocess.run(["git", "-C", g, "cat-file", "blob", blob], capture_output=True).stdout
        safe = "".join(c if c.isalnum() or c in "._-" else "_" for c in path)
        with open(os.path.join(out, f"{name}__{safe}"), "wb") as f:
            f.write(data)
PY
    add_tree "$work/inputs/mirror"
  fi
fi
count=$(wc -l < "$list_file")
[ "$count" -gt 0 ] || { say "no input files"; exit 2; }
say "$count input files × $nmodes modes + $nglobal global runs, $jobs jobs"

# --- one input file: every mode with both CLIs ---------------------------------------------
# Arguments: index, path. Writes $work/results/INDEX (lines: base-hash new-hash path mode).
run_one() {
  local idx=$1 file=$2 dir="$work/runs/$1"
  mkdir -p "$dir/base" "$dir/new"
  # The wrappers for the Markdown modes.
  { printf '# %s\n\nText before.\n\n```swift\n' "${file##*/}"; cat "$file"; printf '\n```\n\nText after.\n'; } > "$dir/in.md"
  { printf '<p>before</p>\n<pre><code class="language-swift">'
    sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g' "$file"; printf '</code></pre>\n<p>after</p>\n'; } > "$dir/in.html"
  local name args side cli a
  while read -r name args; do
    [ -n "$name" ] || continue
    args=${args//@IN/$file}; args=${args//@MD/$dir/in.md}; args=${args//@HTML/$dir/in.html}
    for side in base new; do
      if [ $side = base ]; then cli=$base; else cli=$new; fi
      # shellcheck disable=SC2086  # the mode's arguments are words; paths hold no spaces here
      if [ "${name#stdin-}" != "$name" ]; then
        "$cli" $args < "$file" > "$dir/$side/$name.out" 2> "$dir/$side/$name.err" && a=0 || a=$?
      else
        "$cli" $args < /dev/null > "$dir/$side/$name.out" 2> "$dir/$side/$name.err" && a=0 || a=$?
      fi
      echo "$a" > "$dir/$side/$name.status"
    done
  done <<< "$MODES_TO_RUN"
  (cd "$dir" && sha256sum base/* new/*) | awk -v path="$file" '
    { h = $1; f = $2; side = substr(f, 1, index(f, "/") - 1); key = substr(f, index(f, "/") + 1)
      mode = key; sub(/\.[a-z]+$/, "", mode); stream = key; sub(/^.*\./, "", stream)
      part[side, mode, stream] = substr(h, 1, stream == "out" ? 16 : 8); modes[mode] = 1 }
    END { for (m in modes) print part["base", m, "out"] "/" part["base", m, "err"] "/" part["base", m, "status"], \
                                 part["new", m, "out"] "/" part["new", m, "err"] "/" part["new", m, "status"], path, m }' \
    | LC_ALL=C sort -k4 > "$work/results/$idx"
  if awk '$1 != $2 { d = 1 } END { exit !d }' "$work/results/$idx"; then
    mkdir -p "$keep/$idx"; echo "$file" > "$keep/$idx/input-path"
    awk '$1 != $2 { print $4 }' "$work/results/$idx" | while read -r m; do
      for side in base new; do for s in out err status; do
        cp "$dir/$side/$m.$s" "$keep/$idx/$m.$side.$s"
      done; done
    done
    cp "$dir/in.md" "$dir/in.html" "$keep/$idx/"
  fi
  rm -rf "$dir"
}
export -f run_one
export work base new keep

# Paths with spaces or newlines would split the modes' arguments: copy such inputs first.
n=0
while IFS= read -r f; do
  n=$((n + 1))
  case "$f" in *[[:space:]]*) mkdir -p "$work/inputs/renamed"; cp "$f" "$work/inputs/renamed/$n"; f="$work/inputs/renamed/$n" ;; esac
  printf '%s\0%s\0' "$n" "$f"
done < "$list_file" > "$work/jobs"

start=$(date +%s)
MODES_TO_RUN=$MODES xargs -0 -n2 -P "$jobs" bash -c 'run_one "$@"' _ < "$work/jobs"
# The global runs, with /dev/null as the input.
printf '%s\0%s\0' global /dev/null > "$work/jobs-global"
MODES_TO_RUN=$(printf '%s\n' "$GLOBAL_MODES" | awk '{ $1 = $1; print }') \
  xargs -0 -n2 -P 1 bash -c 'run_one "$@"' _ < "$work/jobs-global"

(cd "$work/results" && ls | sort -n | xargs cat) > "$results"
runs=$(wc -l < "$results")
expected=$(( count * nmodes + nglobal ))
secs=$(( $(date +%s) - start ))
differing=$(awk '$1 != $2' "$results")
say "$runs file×mode results in ${secs}s; table: $results"
if [ "$runs" -ne "$expected" ]; then
  say "expected $expected results, got $runs: some runs did not complete"
  exit 2
fi
if [ -n "$differing" ]; then
  say "$(printf '%s\n' "$differing" | wc -l) file×mode pairs differ (outputs kept in $keep):"
  printf '%s\n' "$differing" | awk '{ print "  " $3 "  " $4 }'
  exit 1
fi
rm -rf "$work/inputs" "$work/runs" "$work/jobs" "$work/jobs-global"
[ -n "$(ls -A "$keep")" ] || rmdir "$keep"
say "identical: $count files × $nmodes modes and $nglobal global runs"
