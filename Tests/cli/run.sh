#!/usr/bin/env bash
# The command-line tool, run as a user would: --version and --help, several inputs and `-`,
# --standalone, line numbers and highlighted lines in terminal output, every error path with its
# message and exit status (0 success, 1 an input failed, 2 a usage error), and the hint when
# standard input is a terminal; the README's command-line examples, run in a new folder.
#
#   Tests/cli/run.sh [BINARY]     BINARY defaults to .build/debug/swift-highlight
#
# Prints one line per failed check and 'N passed, N failed' last; exits non-zero on any failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-"$root/.build/debug/swift-highlight"}
[ -x "$bin" ] || { echo "cli: no executable at $bin (build first: swift build)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")   # absolute: some checks run in other folders
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0

# run ARGS...: runs the tool with standard input from $tmp/stdin; sets $out, $err, $rc.
printf 'let fromStdin = 1\n' > "$tmp/stdin"
run() {
  "$bin" "$@" < "$tmp/stdin" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  out=$(cat "$tmp/out"); err=$(cat "$tmp/err")
}
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
# expect NAME RC STDERR-SUBSTRING -- ARGS...: exit status and a piece of the message.
expect() {
  local name=$1 want=$2 msg=$3; shift 4
  run "$@"
  if [ "$rc" != "$want" ]; then bad "$name: exit $rc, want $want (stderr: $err)"; return; fi
  if [ -n "$msg" ] && [[ "$err" != *"$msg"* ]]; then bad "$name: stderr '$err' lacks '$msg'"; return; fi
  ok
}
# same NAME A B: two strings are equal.
same() { if [ "$2" == "$3" ]; then ok; else bad "$1: '$2' != '$3'"; fi; }

a="$tmp/a.swift" b="$tmp/b.swift"
printf 'let a = 1\n' > "$a"
printf '/* b */ func b() {}\n' > "$b"
printf 'let bad = "\xff"\n' > "$tmp/invalid.swift"
mkdir "$tmp/dir"

# --- version and help ------------------------------------------------------------------------
major=$(awk '/#define SWH_VERSION_MAJOR/ { print $3 }' "$root/include/swift_highlight.h")
minor=$(awk '/#define SWH_VERSION_MINOR/ { print $3 }' "$root/include/swift_highlight.h")
patch=$(awk '/#define SWH_VERSION_PATCH/ { print $3 }' "$root/include/swift_highlight.h")
expect "--version" 0 "" -- --version
same "--version prints the header's version" "$out" "swift-highlight $major.$minor.$patch"
expect "-V" 0 "" -- -V
expect "--help" 0 "" -- --help
[[ "$out" == *"--standalone"* && "$out" == *"Exit status"* ]] && ok || bad "--help lists --standalone and the exit statuses"
# Every option --help lists (each line starting with an option) and every scheme it names is in
# docs/cli.md's table.
help_missing=""
for o in $(printf '%s\n' "$out" | sed -n 's/^ *\(-[a-z], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' | sort -u) \
         $(printf '%s\n' "$out" | sed -n 's/^ *--scheme S *class names: //p' | tr -d ',' | sed 's/(default)//; s/ \+/ /g'); do
  grep -qF -- "\`$o" "$root/docs/cli.md" || help_missing="$help_missing $o"
done
[ -z "$help_missing" ] && ok || bad "docs/cli.md lacks what --help lists:$help_missing"

# --- several inputs and - --------------------------------------------------------------------
# same_file NAME FILE...: $tmp/out is the given files one after another, byte for byte.
same_file() { local name=$1; shift; if cat "$@" | cmp -s - "$tmp/out"; then ok; else bad "$name: $(cat "$tmp/out")"; fi; }
run --format html "$a"; cp "$tmp/out" "$tmp/one_a"
run --format html "$b"; cp "$tmp/out" "$tmp/one_b"
run --format html -; cp "$tmp/out" "$tmp/from_stdin"
run --format html "$a" "$b"
same_file "two files: their HTML one after the other" "$tmp/one_a" "$tmp/one_b"
run --format html "$a" - "$b"
same_file "- between files reads standard input there" "$tmp/one_a" "$tmp/from_stdin" "$tmp/one_b"
run --format tokens "$a" "$b"
same "tokens of two files: a heading each" "$(grep -c '^==> ' "$tmp/out")" 2
[[ "$out" == "==> $a <=="$'\n'"0	3	keyword	\"let\""* ]] && ok || bad "tokens heading then tokens: $out"
run --format ansi --color never "$a" "$b"
same "terminal output of two files" "$out" "==> $a <=="$'\n'"let a = 1"$'\n'$'\n'"==> $b <=="$'\n'"/* b */ func b() {}"
run --format categories "$a" "$b"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert list(d) == sys.argv[2:], d; assert all("spans" in v for v in d.values())' \
  "$tmp/out" "$a" "$b" && ok || bad "categories of two files: one JSON object keyed by file: $out"
run --format tokens --json "$a" "$b"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d[sys.argv[2]][0]["kind"] == "keyword", d' \
  "$tmp/out" "$a" && ok || bad "tokens --json of two files: $out"
run --format tokens --json "$a"
python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert isinstance(d, list) and d[0]["text"] == "let"' \
  "$tmp/out" && ok || bad "tokens --json of one file is an array: $out"

# --- input errors: exit 1, the other inputs still processed ------------------------------------
expect "a directory" 1 "$tmp/dir is a directory" -- --format html "$tmp/dir"
expect "a missing file" 1 "cannot read $tmp/missing.swift: No such file or directory" -- --format html "$tmp/missing.swift"
expect "a missing file among good ones" 1 "missing.swift" -- --format html "$a" "$tmp/missing.swift" "$b"
same_file "the good files are still highlighted" "$tmp/one_a" "$tmp/one_b"
expect "invalid UTF-8" 1 "is not valid UTF-8 (first bad byte at offset 11); --replace-invalid-utf8" -- --format html "$tmp/invalid.swift"
expect "invalid UTF-8 replaced" 0 "" -- --format html --replace-invalid-utf8 "$tmp/invalid.swift"
[[ "$out" == *$'\xef\xbf\xbd'* ]] && ok || bad "U+FFFD in the output"
if [ "$(id -u)" != 0 ]; then
  cp "$a" "$tmp/unreadable.swift"; chmod 000 "$tmp/unreadable.swift"
  expect "an unreadable file" 1 "Permission denied" -- "$tmp/unreadable.swift"
fi

# --- usage errors: exit 2, nothing read ------------------------------------------------------
expect "--json without --format tokens" 2 "--json applies only to --format tokens" -- --json "$a"
expect "--json with --format html" 2 "--json applies only to --format tokens" -- --format html --json "$a"
expect "--json with categories" 2 "--json applies only to --format tokens" -- --format categories --json "$a"
expect "--line-numbers with tokens" 2 "--line-numbers does not apply to --format tokens" -- --format tokens --line-numbers "$a"
printf 'let s = "\xff"\n' > "$tmp/invalid.swift"
run --format categories --replace-invalid-utf8 "$tmp/invalid.swift"
[ "$rc" = 0 ] && [[ "$out" == '{"bytes": 12, "spans": '* ]] && ok || bad "--replace-invalid-utf8 with categories: labels of the input's bytes (exit $rc: $err)"
expect "invalid UTF-8 with categories, not replaced" 1 "" -- --format categories "$tmp/invalid.swift"
expect "--highlight-lines with categories" 2 "--highlight-lines does not apply to --format categories" -- --format categories --highlight-lines 2 "$a"
expect "--scheme with ansi" 2 "--scheme does not apply to --format ansi" -- --format ansi --scheme hljs "$a"
expect "--standalone with ansi" 2 "--standalone does not apply to --format ansi" -- --format ansi --standalone "$a"
expect "--color with html" 2 "--color does not apply to --format html" -- --format html --color always "$a"
expect "--scheme and --color" 2 "do not go together" -- --scheme hljs --color always "$a"
expect "--theme with class HTML" 2 "--theme does not apply to HTML with classes" -- --format html --theme xcode-dark "$a"
expect "--theme with tokens" 2 "--theme does not apply to --format tokens" -- --format tokens --theme xcode "$a"
expect "--input without markdown" 2 "--input does not apply" -- --input html "$a"
expect "--format in markdown" 2 "--format does not apply to markdown" -- markdown --format html "$a"
expect "--css with a file" 2 "--css prints a stylesheet and reads no input" -- --css xcode "$a"
expect "--css with --pre" 2 "--pre does not apply to --css" -- --css xcode --pre
bench_line=$("$bin" --bench 3 "$a" 2>&1 >/dev/null)
if [[ "$bench_line" =~ ^swift-highlight:\ 3\ ×\ 10\ bytes\ in\ [0-9.]+\ (s|ms|µs),\ [0-9.]+\ (s|ms|µs)\ per\ run:\ [0-9.]+\ MB/s\ \([0-9]+\ bytes\ out\)$ ]] \
  && ! [[ "$bench_line" =~ [0-9]\.[0-9]{4} ]]; then ok; else bad "--bench prints '$bench_line'"; fi
expect "--bench with two files" 2 "--bench takes one input" -- --bench 1 "$a" "$b"
expect "--bench with tokens" 2 "--bench does not apply to --format tokens" -- --format tokens --bench 1 "$a"
expect "unknown option" 2 "unknown option --frobnicate" -- --frobnicate
expect "a missing value" 2 "--format needs a value" -- --format
expect "a bad format" 2 "--format takes html, ansi, tokens, categories" -- --format=xml
expect "a bad scheme" 2 "--scheme takes native" -- --scheme nope "$a"
expect "a bad theme" 2 "--theme takes xcode" -- --inline-styles --theme nope "$a"
expect "a bad class prefix" 2 "--class-prefix: class_prefix must be" -- --class-prefix 'a"b' "$a"
expect "bad line ranges" 2 "--highlight-lines takes" -- --highlight-lines 5-3 "$a"
expect "a bad first line" 2 "--first-line: first_line must be" -- --first-line 0 "$a"
expect "a flag with a value" 2 "--pre takes no value" -- --pre=yes "$a"
expect "- twice" 2 "standard input (-) can be read only once" -- - -
expect "usage errors come before reading" 2 "" -- --json "$tmp/missing.swift"

# --- options that apply ----------------------------------------------------------------------
expect "--option=value" 0 "" -- --format=tokens "$a"
expect "-- before a file named like an option" 1 "cannot read -x" -- --format html -- -x
expect "--css" 0 "" -- --css high-contrast --scheme pygments
[[ "$out" == *".highlight"* && "$out" == *"prefers-color-scheme"* ]] && ok || bad "--css with a scheme"
expect "--standalone" 0 "" -- --standalone "$a" "$b"
[[ "$out" == "<!DOCTYPE html>"* && "$out" == *"<style>"* && "$out" == *"<h2>$a</h2>"* && "$out" == *"</html>" ]] \
  && ok || bad "--standalone writes a page with the stylesheet and a heading per file"
expect "--standalone --inline-styles" 0 "" -- --standalone --inline-styles --theme xcode-dark "$a"
[[ "$out" != *"<style>"* && "$out" == *'style="'* ]] && ok || bad "inline styles need no stylesheet"

# --- line numbers and highlighted lines in terminal output --------------------------------------
printf 'let a = 1\nlet b = 2\n' > "$tmp/two.swift"
run --format ansi --color never --line-numbers --highlight-lines 10 --first-line 9 "$tmp/two.swift"
same "terminal line numbers and marks" "$out" "   9 │ let a = 1"$'\n'"> 10 │ let b = 2"
run --format ansi --color always --color-depth 24 --highlight-lines 1 "$tmp/two.swift"
[[ "$out" == *$'\e[48;2;'* && "$out" == *$'\e[K'* ]] && ok || bad "24-bit highlighted line has a background"
NO_COLOR=1 run --format ansi "$a"
same "NO_COLOR" "$out" "let a = 1"
expect "markdown with line numbers" 0 "" -- markdown --line-numbers - 

# --- a terminal on standard input: a hint on standard error -------------------------------------
python3 - "$bin" <<'PY' && ok || bad "no hint when standard input is a terminal"
import os, pty, subprocess, sys
master, slave = pty.openpty()
proc = subprocess.Popen([sys.argv[1], "--format", "html"], stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
os.close(slave)
os.write(master, b"let x = 1\n\x04")
out, err = proc.communicate(timeout=20)
os.close(master)
assert proc.returncode == 0, (proc.returncode, err)
assert b"reading Swift source from the terminal" in err, err
assert b'<span class="swh-keyword">let</span>' in out, out
PY
expect "no hint when standard input is a file" 0 "" -- --format html
same "standard error stays empty" "$err" ""

# --- diffs, notation comments, captions, dark selectors, prism, fence options -----------------------
d="$tmp/change.diff"
printf ' func f() {\n-    let s = "old\n+    let s = 1\n }\n' > "$d"
run --diff --pre --line-numbers --title 'Pager <1>.swift' "$d"
[[ "$rc" == 0 && "$out" == *'<figcaption class="swh-title">Pager &lt;1&gt;.swift</figcaption>'* && "$out" == *'swh-line swh-del'* \
   && "$out" == *'<span class="swh-mark" aria-hidden="true">+</span>'* ]] && ok || bad "--diff --title: $out $err"
run --diff --color always --color-depth 16 "$d"
same "--diff in the terminal marks lines" "$(printf '%s' "$out" | sed -n 2p)" "$(printf '\033[31m- \033[0m    \033[35mlet\033[0m s = \033[31m"old\033[0m')"
printf 'let a = 1 // [!code ++]\nlet b = 2 // [!code focus]\n' > "$tmp/n.swift"
run --notation "$tmp/n.swift"
[[ "$rc" == 0 && "$out" != *'[!code'* && "$out" == *'swh-line swh-add'* && "$out" == *'swh-line swh-focus'* ]] && ok || bad "--notation: $out"
run --css xcode --dark-selector '[data-theme="dark"]'
[[ "$rc" == 0 && "$out" == *'[data-theme="dark"] .swh-code{'* && "$out" == *'[data-theme="light"] .swh-code{'* ]] && ok || bad "--css --dark-selector"
run --standalone --dark-selector .dark "$a"
[[ "$rc" == 0 && "$out" == *':root{color-scheme:light dark}'* && "$out" == *'.dark body{'* ]] && ok || bad "--standalone --dark-selector"
run --pre --scheme prism "$a"
[[ "$out" == '<pre class="swh-code language-swift"><code class="language-swift"><span class="token keyword">let</span>'* ]] && ok || bad "--scheme prism: $out"
expect "--dark-selector refuses CSS that ends a rule" 2 "--dark-selector: dark_selector must be" -- --css xcode --dark-selector '.a{}'
expect "--dark-selector needs a pair theme" 2 "pair theme" -- --css xcode-dark --dark-selector .dark
expect "--dark-selector needs a stylesheet" 2 "--css THEME or --standalone" -- --dark-selector .dark "$a"
expect "--title needs a block" 2 "--pre or --standalone" -- --title T "$a"
expect "--title is HTML only" 2 "does not apply" -- --format ansi --title T "$a"
# --diff and --notation with --format tokens: the tokens of the code as shown, offsets into the
# input (the markers and notation comments are no tokens), each diff line from its own side.
printf ' let a = 1\n-let s = "x\n+let s = "y"\n f() // [!code ++]\n' > "$tmp/d.swift"
run --format tokens --diff "$tmp/d.swift"
same "--diff --format tokens" "$out" "$(printf '1\t4\tkeyword\t"let"\n7\t8\toperator\t"="\n9\t10\tnumber\t"1"\n12\t15\tkeyword\t"let"\n18\t19\toperator\t"="\n20\t22\tstring\t"\\"x"\n24\t27\tkeyword\t"let"\n30\t31\toperator\t"="\n32\t35\tstring\t"\\"y\\""\n37\t38\tfunction\t"f"\n41\t54\tcomment\t"// [!code ++]"')"
run --format tokens --diff --notation --json "$tmp/d.swift"
[[ "$rc" == 0 && "$out" == *'{"start": 20, "end": 22, "kind": "string", "text": "\"x"}'* && "$out" != *'[!code'* ]] && ok || bad "--diff --notation --format tokens --json: $out"
run --format tokens --notation "$tmp/d.swift"
[[ "$rc" == 0 && "$out" == *$'11\t12\toperator\t"-"'* && "$out" != *'[!code'* ]] && ok || bad "--notation --format tokens: $out"
expect "--diff is not for categories" 2 "does not apply" -- --format categories --diff "$a"
printf '# Doc\n\n```swift {2} title="A.swift" showLineNumbers\nlet a = 1\nlet b = 2\n```\n\n```diff-swift\n-let a = 1\n+let a = 2\n```\n' > "$tmp/f.md"
run markdown "$tmp/f.md"
[[ "$rc" == 0 && "$out" == *'<figcaption class="swh-title">A.swift</figcaption>'* && "$out" == *'swh-line swh-hl" data-line="2"><span class="swh-ln"'* \
   && "$out" == *'swh-line swh-add'* ]] && ok || bad "markdown fence options: $out"
printf 'Text\n\n```swift {3-}\nlet a\n```\n' > "$tmp/bad.md"
expect "a malformed fence range names the block" 1 "bad.md:3: the swift fence's options: malformed line number or range in {3-}" -- markdown "$tmp/bad.md"
printf 'Text\n\n```swift {9}\nlet a = 1\n```\n' > "$tmp/past.md"
expect "a fence range past the block's end names the block" 1 "past.md:3: the swift fence's options: highlighted line range 9 is past the end of the block (1 line)" -- markdown "$tmp/past.md"

# --- docc: usage errors, and an archive made by hand (scripts/test/docc.sh uses DocC's own) -------
expect "docc without an archive" 2 "docc needs at least one documentation archive" -- docc
expect "docc with a site option" 2 "does not apply to docc" -- docc --scheme hljs "$tmp/dir"
expect "docc --check --dry-run" 2 "do not go together" -- docc --check --dry-run "$tmp/dir"
expect "docc reads no standard input" 2 "does not read standard input" -- docc -
expect "--assets outside docc" 2 "applies only to swift-highlight docc" -- site --assets "$tmp/dir" "$tmp/dir"
expect "docc on a folder that is no archive" 1 "is not a DocC archive: it needs index.html" -- docc "$tmp/dir"
expect "docc --assets without the files" 1 "does not hold the browser files" -- docc --assets "$tmp/dir" "$tmp/dir"
if [ -f "$root/js/swift_highlight.wasm" ] && [ -f "$root/js/swift_highlight_simd.wasm" ]; then
  arc=$tmp/Hand.doccarchive
  mkdir -p "$arc/data/documentation" "$arc/js" "$arc/documentation/hand"
  docc_page='<!doctype html><html><head><script>var baseUrl = "/"</script><script defer="defer" src="/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>'
  printf '%s
' "$docc_page" > "$arc/index.html"
  printf '%s
' "$docc_page" > "$arc/documentation/hand/index.html"
  expect "docc --check on a new archive" 1 "2 to give the script" -- docc --check --assets "$root/js" "$arc"
  expect "docc on a hand-made archive" 0 "2 given the script; 9 engine files written" -- docc --assets "$root/js" "$arc"
  grep -q '<link rel="preload" href="/swift-highlight/swift_highlight_simd.wasm" as="fetch" type="application/wasm" crossorigin><link rel="modulepreload" href="/swift-highlight/highlight.js"><link rel="modulepreload" href="/swift-highlight/engine.js"><link rel="modulepreload" href="/swift-highlight/options.js"><link rel="modulepreload" href="/swift-highlight/document.js"><link rel="modulepreload" href="/swift-highlight/runtime.js"><link rel="modulepreload" href="/swift-highlight/abi.js"><script type="module" src="/swift-highlight/docc.js"></script><script defer="defer" src="/js/chunk-vendors.1.js">' \
    "$arc/documentation/hand/index.html" && ok || bad "docc: the script before DocC's: $(cat "$arc/documentation/hand/index.html")"
  cmp -s "$root/js/swift_highlight.wasm" "$arc/swift-highlight/swift_highlight.wasm" && ok || bad "docc: the engine copied"
  cmp -s "$root/js/swift_highlight_simd.wasm" "$arc/swift-highlight/swift_highlight_simd.wasm" && ok || bad "docc: the SIMD engine copied"
  expect "docc a second time" 0 "0 given the script; 0 engine files written" -- docc --assets "$root/js" "$arc"
  expect "docc --check after" 0 "" -- docc --check --assets "$root/js" "$arc"
  # A page with the tags of an earlier version: replaced, not doubled.
  printf '%s\n' '<!doctype html><html><head><script>var baseUrl = "/"</script><link rel="preload" href="/swift-highlight/swift_highlight.wasm" as="fetch"><script type="module" src="/swift-highlight/docc.js"></script><script defer="defer" src="/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>' \
    > "$arc/documentation/hand/index.html"
  expect "docc on a page of an earlier version" 0 "1 given the script" -- docc --assets "$root/js" "$arc"
  cmp -s "$arc/index.html" "$arc/documentation/hand/index.html" && ok || bad "docc: an earlier version's tags replaced: $(cat "$arc/documentation/hand/index.html")"
  # --xcode-kinds: the stylesheet of the finer kinds, linked before the script; and back.
  expect "docc --xcode-kinds" 0 "2 given the script; 1 engine files written" -- docc --xcode-kinds --assets "$root/js" "$arc"
  grep -q '<link rel="stylesheet" href="/swift-highlight/docc-xcode.css" data-swift-highlight-xcode-kinds><script type="module" src="/swift-highlight/docc.js"></script>' \
    "$arc/documentation/hand/index.html" && ok || bad "docc --xcode-kinds: the stylesheet: $(cat "$arc/documentation/hand/index.html")"
  grep -q '^.code-listing .swh-type-declaration{color:var(--color-syntax-type-declarations)}$' "$arc/swift-highlight/docc-xcode.css" \
    && ok || bad "docc-xcode.css: $(cat "$arc/swift-highlight/docc-xcode.css")"
  expect "docc --check --xcode-kinds after" 0 "" -- docc --check --xcode-kinds --assets "$root/js" "$arc"
  expect "docc without --xcode-kinds again" 0 "2 given the script" -- docc --assets "$root/js" "$arc"
  grep -q 'data-swift-highlight-xcode-kinds' "$arc/index.html" && bad "docc without --xcode-kinds kept the stylesheet" || ok
  # Pages read as HTML: markup inside a comment, a script's text or an attribute value is no tag.
  tricky=$tmp/Tricky.doccarchive
  mkdir -p "$tricky/data" "$tricky/js"
  printf '%s\n' '<!doctype html><html><head><script defer src="/js/chunk-vendors.1.js"></script></head><body><!-- <div id="app"></div> --><noscript>no app</noscript></body></html>' > "$tricky/index.html"
  expect "docc: a commented-out app is no DocC app" 1 "is not a DocC page: it has no DocC app" -- docc --assets "$root/js" "$tricky"
  printf '%s\n' '<!doctype html><html><head><script>var s = "<script src='"'"'/old/js/chunk-vendors.0.js'"'"'>"</script><script defer data-note="a <b> c" src="/base/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>' > "$tricky/index.html"
  expect "docc: a page with decoys" 0 "1 given the script" -- docc --assets "$root/js" "$tricky"
  grep -q '^<!doctype html><html><head><script>var s = "<script src='"'"'/old/js/chunk-vendors.0.js'"'"'>"</script><link rel="preload" href="/base/swift-highlight/swift_highlight_simd.wasm" [^<]*>\(<link [^<]*>\)*<script type="module" src="/base/swift-highlight/docc.js"></script><script defer data-note="a <b> c" src="/base/js/chunk-vendors.1.js"></script></head>' \
    "$tricky/index.html" && ok || bad "docc: the script before DocC's real one, with its base path: $(cat "$tricky/index.html")"
  expect "docc: a page with decoys, a second time" 0 "0 given the script" -- docc --assets "$root/js" "$tricky"
fi
expect "docc --xcode-kinds takes no other option" 2 "--no-system-names does not apply to docc" -- docc --xcode-kinds --no-system-names "$tmp/dir"
# --- Xcode's finer kinds and theme files ---------------------------------------------------------
run --xcode-kinds --format tokens "$a"
[[ "$rc" == 0 && "$out" == *$'other-declaration\t"a"'* ]] && ok || bad "--xcode-kinds: $out"
run --format tokens "$a"
[[ "$rc" == 0 && "$out" != *other-declaration* ]] && ok || bad "finer kinds only when asked for: $out"
printf 'class Store\n' > "$tmp/names.txt"
printf 'let s: Store\n' > "$tmp/store.swift"
run --project-names "$tmp/names.txt" --format tokens "$tmp/store.swift"
[[ "$rc" == 0 && "$out" == *$'class\t"Store"'* ]] && ok || bad "--project-names: $out"
printf '{"symbols": [' > "$tmp/bad.json"
expect "--project-names refuses a broken symbol graph" 2 "not a readable symbol graph" -- --project-names "$tmp/bad.json" "$a"
# System names: the toolchain's built in (NSObject is a Foundation class, .none an Optional case),
# user lists added, --no-system-names leaves the built-in ones out; project names win.
printf 'let o: NSObject = .none; let v: UIView = .automatic; let s: Store\n' > "$tmp/system.swift"
printf 'class UIView\ncase automatic\nclass Store\n' > "$tmp/system.txt"
run --xcode-kinds --format tokens "$tmp/system.swift"
[[ "$rc" == 0 && "$out" == *$'system-class\t"NSObject"'* && "$out" == *$'system-constant\t"none"'* \
   && "$out" == *$'system-type\t"UIView"'* ]] && ok || bad "built-in system names: $out"
run --system-names "$tmp/system.txt" --project-names "$tmp/names.txt" --format tokens "$tmp/system.swift"
[[ "$rc" == 0 && "$out" == *$'system-class\t"UIView"'* && "$out" == *$'system-constant\t"automatic"'* \
   && "$out" == *$'system-class\t"NSObject"'* && "$out" == *$'\tclass\t"Store"'* ]] && ok || bad "--system-names: $out"
run --no-system-names --system-names "$tmp/system.txt" --format tokens "$tmp/system.swift"
[[ "$rc" == 0 && "$out" == *$'system-type\t"NSObject"'* && "$out" == *$'system-property\t"none"'* \
   && "$out" == *$'system-class\t"UIView"'* ]] && ok || bad "--no-system-names: $out"
expect "--system-names refuses a broken symbol graph" 2 "--system-names $tmp/bad.json: not a readable symbol graph" -- \
  --system-names "$tmp/bad.json" "$a"
expect "--no-system-names needs finer kinds" 2 "--no-system-names applies only with --xcode-kinds" -- --no-system-names "$a"
# --builtin-system-names writes the built-in names as a names file: given back as system names
# without the built-in ones (what a library caller passes), it gives what --xcode-kinds gives.
run --builtin-system-names
printf '%s\n' "$out" > "$tmp/builtin.txt"
[[ "$rc" == 0 && "$out" == *$'class NSObject\n'* ]] && ok || bad "--builtin-system-names: $(head -c 200 "$tmp/out")"
run --xcode-kinds --format tokens "$tmp/system.swift"; with_builtin=$out
run --no-system-names --system-names "$tmp/builtin.txt" --format tokens "$tmp/system.swift"
same "--builtin-system-names as --system-names" "$out" "$with_builtin"
expect "--builtin-system-names reads no input" 2 "reads no input" -- --builtin-system-names "$a"
expect "--builtin-system-names takes no other option" 2 "--xcode-kinds does not apply to --builtin-system-names" -- --builtin-system-names --xcode-kinds
run --css "$root/Tests/themes/dracula/Alucard.xccolortheme"
[[ "$rc" == 0 && "$out" == *'.swh-code{color:#181818;background:#fffae5}'* && "$out" == *'.swh-type-declaration{color:#0b5783}'* ]] \
  && ok || bad "--css THEME-FILE: $out"
printf 'bplist00' > "$tmp/binary.xccolortheme"
expect "--css refuses a broken binary property list" 2 "binary property list" -- --css "$tmp/binary.xccolortheme"
printf 'bplist15xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' > "$tmp/binary.xccolortheme"
expect "another bplist version: advice for Linux too" 2 "plistutil" -- --css "$tmp/binary.xccolortheme"
printf '<plist><dict><key>DVTSourceTextSyntaxColors</key><dict><key>xcode.syntax.keyword</key><string>red</string></dict></dict></plist>' \
  > "$tmp/bad.xccolortheme"
expect "--theme refuses a colour that is not r g b a" 2 "xcode.syntax.keyword is not a colour" -- --standalone --theme "$tmp/bad.xccolortheme" "$a"
expect "--theme names a missing file" 2 "cannot read" -- --css "$tmp/missing.xccolortheme"
[[ "$err" != *"--help lists the options"* ]] && ok || bad "a file that cannot be read sends to --help: $err"
# A theme file brings the finer kinds, unless --no-xcode-kinds; its stylesheet says which HTML it styles.
printf 'class A {}\n' > "$tmp/class-a.swift"
run --inline-styles --theme "$root/Tests/themes/every-key.xccolortheme" "$tmp/class-a.swift"
[[ "$rc" == 0 && "$out" == *'<span style="color:#570047">A</span>'* ]] && ok || bad "--theme FILE colours a declared type as declaration.type: $out"
run --standalone --theme "$root/Tests/themes/every-key.xccolortheme" "$a"
[[ "$rc" == 0 && "$out" == *'<span class="swh-other-declaration">a</span>'* ]] && ok || bad "--theme FILE brings the finer kinds: $out"
run --standalone --no-xcode-kinds --theme "$root/Tests/themes/every-key.xccolortheme" "$a"
[[ "$rc" == 0 && "$out" != *'class="swh-other-declaration"'* && "$out" == *'<span class="swh-keyword">let</span>'* ]] && ok || bad "--no-xcode-kinds: $out"
expect "--no-xcode-kinds with --xcode-kinds" 2 "do not go together" -- --no-xcode-kinds --xcode-kinds "$a"
run --css "$root/Tests/themes/every-key.xccolortheme"
[[ "$rc" == 0 && "$out" == *"style HTML highlighted with them: swift-highlight --xcode-kinds"* ]] && ok || bad "--css FILE names the HTML it styles: $out"
run --css "$root/Tests/themes/every-key-binary.xccolortheme"
bin_css=$out
run --css "$root/Tests/themes/every-key.xccolortheme"
[[ "$rc" == 0 && -n "$out" && "$bin_css" == "$out" ]] && ok || bad "a binary theme file gives the XML one's stylesheet: $bin_css"
# Bare names: a property used without self. is a variable, a parameter of that name is not.
printf 'struct S {\n  var items = [0]\n  func f(_ x: Int) { items.append(x) }\n  func g(items: [Int]) { print(items) }\n}\n' > "$tmp/bare.swift"
run --xcode-kinds --format tokens "$tmp/bare.swift"
[[ "$rc" == 0 && "$(grep -c $'variable\t"items"' <<<"$out")" == 1 ]] && ok || bad "bare names by scope: $out"

# --- the compiler: --compiler with --format hovers and diagnostics (docs/compiler.md) ----------------
expect "--format hovers needs --compiler" 2 "--format hovers needs --compiler" -- --format hovers "$a"
expect "--swiftc needs --compiler" 2 "--swiftc applies only with --compiler" -- --swiftc /x --format tokens "$a"
expect "--compiler with terminal output" 2 "--compiler applies to HTML, --format hovers, --format diagnostics, markdown, site and docc" -- \
  --compiler --format ansi "$a"
run --css xcode --compiler
[ "$rc" = 0 ] && [[ "$out" == *"prefers-color-scheme"* && "$out" == *"swh-tip"* ]] && ok || bad "--css THEME --compiler: $err"
expect "markdown --compiler --input html" 2 "--compiler applies to the fences of Markdown" -- markdown --compiler --input html "$a"
expect "--compiler with --diff" 2 "--diff does not apply with --compiler" -- --compiler --diff "$a"
expect "docc --compiler with a site option" 2 "--scheme does not apply to docc" -- docc --compiler --scheme hljs "$tmp"
expect "--compiler-time-limit needs --compiler" 2 "--compiler-time-limit applies only with --compiler" -- --compiler-time-limit 5 "$a"
for v in 0 -1 x nan inf 86401; do
  expect "--compiler-time-limit $v" 2 "--compiler-time-limit takes a number of seconds, above 0 and at most 86400" -- \
    --compiler --compiler-time-limit "$v" --format hovers "$a"
done
# site --compiler without a compiler: the message, and no page written.
mkdir -p "$tmp/nocompiler-site"
printf '<pre><code class="language-swift">let a = 1</code></pre>\n' > "$tmp/nocompiler-site/p.html"
cp "$tmp/nocompiler-site/p.html" "$tmp/nocompiler-before.html"
expect "site --compiler without a compiler" 1 "no Swift compiler: /nonexistent/swiftc is not an executable file" -- \
  site --compiler --swiftc /nonexistent/swiftc --css-file s.css "$tmp/nocompiler-site"
cmp -s "$tmp/nocompiler-site/p.html" "$tmp/nocompiler-before.html" && [ ! -e "$tmp/nocompiler-site/s.css" ] && ok \
  || bad "site --compiler without a compiler wrote something"
# docc --compiler without a compiler: the message, and the archive as it was.
mkdir -p "$tmp/NoCompiler.doccarchive/data" "$tmp/NoCompiler.doccarchive/js"
printf '%s\n' '<!doctype html><html><head><script defer="defer" src="/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>' \
  > "$tmp/NoCompiler.doccarchive/index.html"
cp -r "$tmp/NoCompiler.doccarchive" "$tmp/NoCompiler-before"
# Stand-in browser files (docc checks their names, not their content).
browser_files="docc.js highlight.js engine.js options.js document.js runtime.js abi.js swift_highlight.wasm swift_highlight_simd.wasm"
mkdir -p "$tmp/nc-assets"; for f in $browser_files; do echo "$f" > "$tmp/nc-assets/$f"; done
expect "docc --compiler without a compiler" 1 "no Swift compiler: /nonexistent/swiftc is not an executable file" -- \
  docc --compiler --swiftc /nonexistent/swiftc --assets "$tmp/nc-assets" "$tmp/NoCompiler.doccarchive"
diff -r "$tmp/NoCompiler.doccarchive" "$tmp/NoCompiler-before" > /dev/null && ok || bad "docc --compiler without a compiler wrote something"
expect "--package twice" 2 "--package is given once" -- --compiler --package "$tmp" --package "$tmp" --format hovers "$a"
# The time limit: a language server that never answers stops the run with the block named and the
# option that gives more time; nothing is written.
mkdir -p "$tmp/slow"
printf '#!/bin/sh\nexit 0\n' > "$tmp/slow/swiftc"
printf '#!/bin/sh\nexec sleep 30\n' > "$tmp/slow/sourcekit-lsp"
chmod +x "$tmp/slow/swiftc" "$tmp/slow/sourcekit-lsp"
printf '# Slow\n\n```swift\nlet a = 1\n```\n' > "$tmp/slow.md"
XDG_CACHE_HOME="$tmp/slow-cache" run markdown --compiler --swiftc "$tmp/slow/swiftc" --compiler-time-limit 0.5 "$tmp/slow.md"
[ "$rc" = 1 ] && [ -z "$out" ] && [[ "$err" == *"slow.md:4: sourcekit-lsp did not finish within the time limit of 0.5 s (--compiler-time-limit SECONDS gives each block more)"* ]] \
  && ok || bad "the time limit: exit $rc, '$err', '$out'"
expect "--compiler with --json" 2 "--json" -- --compiler --format hovers --json "$a"
expect "no compiler at --swiftc" 1 "no Swift compiler: /nonexistent/swiftc is not an executable file" -- \
  --compiler --swiftc /nonexistent/swiftc --format hovers "$a"
[ -z "$out" ] && ok || bad "no compiler: something was written: $out"
# No swiftc on PATH: the message names what is missing and nothing is read or written.
"$bin" --compiler --format diagnostics "$tmp/missing.swift" > "$tmp/out" 2> "$tmp/err" < /dev/null
rc=$?
if [ -z "$(command -v swiftc 2>/dev/null)" ] || [ "$(PATH=/nonexistent command -v swiftc)" = "" ]; then
  PATH=/nonexistent "$bin" --compiler --format diagnostics "$a" > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ "$rc" = 1 ] && grep -q "swiftc is not on PATH" "$tmp/err" && [ ! -s "$tmp/out" ] && ok \
    || bad "no swiftc on PATH: exit $rc, $(cat "$tmp/err")"
fi
# With the real toolchain (swiftc on PATH, or SWIFTC): hovers, diagnostics, the cache. The
# compiler and its language server are wrapped by scripts that count their runs.
real_swiftc=${SWIFTC:-$(command -v swiftc 2>/dev/null || true)}
real_lsp=""
[ -n "$real_swiftc" ] && real_lsp="$(dirname "$(readlink -f "$real_swiftc")")/sourcekit-lsp"
if [ -n "$real_lsp" ] && [ -x "$real_lsp" ]; then
  mkdir -p "$tmp/toolchain"
  printf '#!/bin/sh\necho swiftc >> "%s/runs"\nexec "%s" "$@"\n' "$tmp" "$real_swiftc" > "$tmp/toolchain/swiftc"
  printf '#!/bin/sh\necho sourcekit-lsp >> "%s/runs"\nexec "%s" "$@"\n' "$tmp" "$real_lsp" > "$tmp/toolchain/sourcekit-lsp"
  chmod +x "$tmp/toolchain/swiftc" "$tmp/toolchain/sourcekit-lsp"
  cat > "$tmp/point.swift" <<'SWIFT'
/// A point in the plane.
struct Point {
    var x: Double
    /// Scales the point.
    func scaled(by factor: Double) -> Point { Point(x: x * factor) }
}
let answer: Int? = Int("42")
let twice = [1].map { $0 * 2 }
let wrong: Int = "x"
SWIFT
  compile() { XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" "$@" "$tmp/point.swift"; }
  compile --format hovers
  hovers=$out
  [ "$rc" = 0 ] && ok || bad "--compiler --format hovers: exit $rc ($err)"
  # Byte offsets: `Point` in its declaration is 33..38, `scaled` 94..100.
  for want in '{"start":33,"end":38,"text":"struct Point\n\nA point in the plane."}' \
              '{"start":94,"end":100,"text":"func scaled(by factor: Double) -> Point\n\nScales the point."}' \
              '"text":"let answer: Int?"' '"text":"let $0: Int"' '"text":"let factor: Double"'; do
    [[ "$hovers" == *"$want"* ]] && ok || bad "--format hovers lacks $want: $hovers"
  done
  [ "$(grep -c . "$tmp/runs")" = 2 ] && ok || bad "a first run runs swiftc and sourcekit-lsp once each: $(cat "$tmp/runs")"
  compile --format diagnostics
  same "--format diagnostics" "$out" '[{"line":9,"column":18,"severity":"error","message":"cannot convert value of type '"'String'"' to specified type '"'Int'"'"}]'
  # The cache: the same code and flags again run nothing; the report is the same.
  compile --format hovers
  same "a cached report" "$out" "$hovers"
  [ "$(grep -c . "$tmp/runs")" = 2 ] && ok || bad "a cached run ran the compiler: $(cat "$tmp/runs")"
  compile --format hovers -I "$tmp"
  [ "$(grep -c . "$tmp/runs")" = 4 ] && ok || bad "other flags are another key: $(cat "$tmp/runs")"
  # HTML: the example's notes; an error it does not declare stops the run with the compiler's
  # message at the file's line, and nothing is written.
  compile
  [ "$rc" = 1 ] && [ -z "$out" ] && [[ "$err" == *"point.swift:9:18: error: cannot convert value of type 'String' to specified type 'Int' (an error the example does not declare with // @errors:)"* ]] \
    && ok || bad "an unexpected error: exit $rc, '$err', output '$out'"
  cp "$tmp/point.swift" "$tmp/declared.swift"
  printf '// @errors: cannot convert value\n//  ^?\n' >> "$tmp/declared.swift"
  sed -i 's|^let twice = \[1\].map { \$0 \* 2 }$|&\n//  ^?|' "$tmp/declared.swift"
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" --standalone "$tmp/declared.swift"
  [ "$rc" = 0 ] && ok || bad "an example as declared: exit $rc ($err)"
  [[ "$out" == *'data-note="let twice: [Int]"'* ]] && ok || bad "the ^? query's answer: $out"
  [[ "$out" == *'data-note="error: cannot convert value of type &#39;String&#39; to specified type &#39;Int&#39;"'* ]] && ok || bad "the declared error below its line"
  [[ "$out" == *'role="tooltip"'* && "$out" == *"@position-try"* && "$out" != *"^?"* && "$out" != *"@errors"* ]] && ok \
    || bad "the page: tooltips, their stylesheet, no directive lines"
  # markdown --compiler: every swift fence with its notes; an undeclared error names the
  # document's line; nothing written.
  { printf '# Doc\n\n```swift\n'; cat "$tmp/declared.swift"; printf '```\n\n```python\nx = 1\n```\n'; } > "$tmp/doc.md"
  XDG_CACHE_HOME="$tmp/cache" run markdown --compiler --swiftc "$tmp/toolchain/swiftc" "$tmp/doc.md"
  [ "$rc" = 0 ] && [[ "$out" == *'data-note="let twice: [Int]"'* && "$out" == *'```python'* && "$out" == "# Doc"* ]] && ok \
    || bad "markdown --compiler: exit $rc ($err)"
  # Fences with line numbers and highlighted lines get their notes inside the line elements; a
  # fence with a diff is refused with its line. One language server per thread: fewer starts
  # than fences.
  : > "$tmp/runs"
  { for k in 1 2 3 4; do printf '```swift showLineNumbers {2}\nlet v%d = [%d].map { $0 }\n//  ^?\nlet w%d = v%d\n```\n\n' $k $k $k $k; done; } > "$tmp/lines.md"
  XDG_CACHE_HOME="$tmp/cache" run markdown --compiler --swiftc "$tmp/toolchain/swiftc" "$tmp/lines.md"
  [ "$rc" = 0 ] && [[ "$out" == *'<span class="swh-line" data-line="1"><span class="swh-ln" aria-hidden="true">1</span><span class="swh-keyword">let</span> <span class="swh-anchor swh-query" aria-describedby="swh-note-1-0">v1</span>'*'</span>
<span class="swh-tip swh-below" role="tooltip" id="swh-note-1-0" data-note="let v1: [Int]"></span><span class="swh-line swh-hl" data-line="2">'* ]] \
    && ok || bad "markdown --compiler with line numbers: exit $rc ($err) $out"
  servers=$(grep -c sourcekit-lsp "$tmp/runs"); cores=$(nproc)
  [ "$(grep -c swiftc "$tmp/runs")" = 4 ] && [ "$servers" -le "$cores" ] && [ "$servers" -le 4 ] && ok \
    || bad "four fences: four compiler runs, at most one language server per core: $(sort "$tmp/runs" | uniq -c)"
  printf 'Text\n\n```swift diff\n-let a = 1\n+let a = 2\n```\n' > "$tmp/diff.md"
  XDG_CACHE_HOME="$tmp/cache" run markdown --compiler --swiftc "$tmp/toolchain/swiftc" "$tmp/diff.md"
  [ "$rc" = 1 ] && [ -z "$out" ] && [[ "$err" == *"diff.md:4: the swift fence's options: a diff shows two versions of the code, not one program"* ]] && ok \
    || bad "markdown --compiler, a diff fence: exit $rc, '$err'"
  { printf '# Doc\n\n```swift\n'; cat "$tmp/point.swift"; printf '```\n'; } > "$tmp/bad.md"
  XDG_CACHE_HOME="$tmp/cache" run markdown --compiler --swiftc "$tmp/toolchain/swiftc" "$tmp/bad.md"
  [ "$rc" = 1 ] && [ -z "$out" ] && [[ "$err" == *"bad.md:12:18: error: cannot convert value"* ]] && ok \
    || bad "markdown --compiler, an undeclared error: exit $rc, '$err'"
  # site --compiler: every Swift block of the site's pages compiled; one that is not as it
  # declares stops the run with the page's path and line, and no file is written.
  mkdir -p "$tmp/site/docs"
  { printf '<!doctype html>\n<html><head><title>P</title></head><body>\n<pre><code class="language-swift">'
    sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' "$tmp/declared.swift"
    printf '</code></pre>\n<pre><code class="language-js">x</code></pre>\n</body></html>\n'; } > "$tmp/site/index.html"
  printf '<html><head></head><body>\n<p>x</p>\n<pre><code class="language-swift">let fine = 1\nlet wrong: Int = "x"\n</code></pre>\n</body></html>\n' > "$tmp/site/docs/bad.html"
  cp -r "$tmp/site" "$tmp/site-before"
  XDG_CACHE_HOME="$tmp/cache" run site --compiler --swiftc "$tmp/toolchain/swiftc" --css-file swift.css --link-css "$tmp/site"
  [ "$rc" = 1 ] && [[ "$err" == *"site/docs/bad.html:4:18: error: cannot convert value of type 'String' to specified type 'Int'"* ]] \
    && diff -r "$tmp/site" "$tmp/site-before" > /dev/null && ok || bad "site --compiler, an undeclared error: exit $rc, '$err'"
  rm "$tmp/site/docs/bad.html"
  XDG_CACHE_HOME="$tmp/cache" run site --compiler --swiftc "$tmp/toolchain/swiftc" --css-file swift.css --link-css "$tmp/site"
  page=$(cat "$tmp/site/index.html")
  [ "$rc" = 0 ] && [[ "$page" == *'data-note="let twice: [Int]"'* && "$page" == *'role="tooltip"'* && "$page" != *'^?'* \
    && "$page" == *'<link rel="stylesheet" href="swift.css">'* && "$page" == *'<pre><code class="language-js">x</code></pre>'* ]] \
    && grep -q '@position-try' "$tmp/site/swift.css" && ok || bad "site --compiler: exit $rc ($err)"
  # A second run: the noted block is kept, no compiler runs, nothing changes.
  runs_before=$(grep -c . "$tmp/runs")
  XDG_CACHE_HOME="$tmp/cache" run site --compiler --swiftc "$tmp/toolchain/swiftc" --check --css-file swift.css --link-css "$tmp/site"
  [ "$rc" = 0 ] && [ "$(grep -c . "$tmp/runs")" = "$runs_before" ] && [[ "$err" == *"0 would change"* ]] && ok \
    || bad "site --compiler again: exit $rc, '$err', runs $(cat "$tmp/runs")"
  # docc --compiler: the Swift listings of the render JSON compiled; their code replaced by the
  # code as shown, every other byte kept; the notes' markup and stylesheet in swift-highlight/.
  # The browser files are stand-ins: only their names matter here.
  mkdir -p "$tmp/docc-assets" "$tmp/Notes.doccarchive/data/documentation" "$tmp/Notes.doccarchive/js"
  for f in $browser_files; do echo "$f" > "$tmp/docc-assets/$f"; done
  printf '%s\n' '<!doctype html><html><head><script defer="defer" src="/js/chunk-vendors.1.js"></script></head><body><div id="app"></div></body></html>' \
    > "$tmp/Notes.doccarchive/index.html"
  printf '%s' '{"content":[{"type":"text","text":"a \/ b"},{"syntax":"swift","type":"codeListing","code":["struct P { var x: Double }","\/\/ ---cut---","let d = P(x: 2).x","\/\/  ^?"]},{"type":"codeListing","syntax":"python","code":["x = 1"]},{"type":"codeListing","syntax":"Swift","code":["let wrong: Int = \"x\"","\/\/ @errors: cannot convert value of type"]}],"metadata":{"title":"N"}}' \
    > "$tmp/Notes.doccarchive/data/documentation/notes.json"
  printf '%s' '{"content":[{"type":"codeListing","syntax":"swift","code":["let fine = 1"]},{"type":"codeListing","syntax":"swift","code":["let a = 1","let wrong: Int = \"x\""]}]}' \
    > "$tmp/Notes.doccarchive/data/documentation/bad.json"
  cp -r "$tmp/Notes.doccarchive" "$tmp/Notes-before"
  XDG_CACHE_HOME="$tmp/cache" run docc --compiler --swiftc "$tmp/toolchain/swiftc" --assets "$tmp/docc-assets" "$tmp/Notes.doccarchive"
  [ "$rc" = 1 ] && [[ "$err" == *"data/documentation/bad.json, listing 2:2:18: error: cannot convert value of type 'String' to specified type 'Int'"* ]] \
    && diff -r "$tmp/Notes.doccarchive" "$tmp/Notes-before" > /dev/null && ok || bad "docc --compiler, an undeclared error: exit $rc, '$err'"
  rm "$tmp/Notes.doccarchive/data/documentation/bad.json"
  XDG_CACHE_HOME="$tmp/cache" run docc --compiler --swiftc "$tmp/toolchain/swiftc" --assets "$tmp/docc-assets" "$tmp/Notes.doccarchive"
  same "docc --compiler: the listings' code as shown, the rest as it was" "$(cat "$tmp/Notes.doccarchive/data/documentation/notes.json")" \
    '{"content":[{"type":"text","text":"a \/ b"},{"syntax":"swift","type":"codeListing","code":["let d = P(x: 2).x"]},{"type":"codeListing","syntax":"python","code":["x = 1"]},{"type":"codeListing","syntax":"Swift","code":["let wrong: Int = \"x\""]}],"metadata":{"title":"N"}}'
  notes=$(cat "$tmp/Notes.doccarchive/swift-highlight/docc-notes.js" 2>/dev/null)
  [ "$rc" = 0 ] && [[ "$err" == *"2 Swift listings, 2 compiled, 1 data files given their shown code"* \
    && "$notes" == 'export default {"let d = P(x: 2).x":["<span class=\"syntax-keyword\">let</span> '* \
    && "$notes" == *'data-note=\"let d: Double\"></span>"],"let wrong: Int = \"x\"":['* && "$notes" == *'role=\"tooltip\"'* \
    && "$notes" == *'syntax-below-error'* ]] \
    && grep -q 'code-listing .syntax-error{text-decoration-color:var(--color-figure-red)}' "$tmp/Notes.doccarchive/swift-highlight/docc-notes.css" \
    && grep -q '<link rel="stylesheet" href="/swift-highlight/docc-notes.css"><link rel="modulepreload" href="/swift-highlight/docc-notes.js" data-swift-highlight-notes><script type="module" src="/swift-highlight/docc.js">' \
      "$tmp/Notes.doccarchive/index.html" && ok || bad "docc --compiler: exit $rc, '$err', $notes"
  # Again: the listings with notes are kept (their set-up lines are gone), no compiler runs.
  runs_before=$(grep -c . "$tmp/runs")
  XDG_CACHE_HOME="$tmp/cache" run docc --compiler --check --swiftc "$tmp/toolchain/swiftc" --assets "$tmp/docc-assets" "$tmp/Notes.doccarchive"
  [ "$rc" = 0 ] && [ "$(grep -c . "$tmp/runs")" = "$runs_before" ] && [[ "$err" == *"2 Swift listings, 0 compiled, 0 data files to give"* ]] && ok \
    || bad "docc --compiler again: exit $rc, '$err', runs $(cat "$tmp/runs")"
  expect "--package without Package.swift" 1 "cannot build the package at $tmp/dir for its modules: it has no Package.swift" -- \
    --compiler --package "$tmp/dir" --format hovers "$a"
  # --package: code that imports a module of a SwiftPM package (built here, once, with the
  # toolchain's swift-build).
  cp -r "$root/Tests/compiler/package" "$tmp/package"
  printf 'import Geometry\nlet v = Vector(dx: 3, dy: 4)\nlet l = v.length\n' > "$tmp/uses-package.swift"
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$real_swiftc" --package "$tmp/package" --format hovers "$tmp/uses-package.swift"
  [ "$rc" = 0 ] && [[ "$out" == *'"text":"struct Vector\n\nA vector in the plane."'* && "$out" == *"\"text\":\"var length: Double { get }\\n\\nThe vector's length.\""* ]] \
    && ok || bad "--package: exit $rc, '$err', $out"
  # Xcode's kinds from the compiler (--xcode-kinds): the project declares sorted(), count and a
  # case north, which the rules alone take for the project's everywhere.
  cat > "$tmp/kinds.swift" <<'SWIFT'
struct Place { var north = 0 }
enum Heading { case north }
struct Shelf { var count = 0; func sorted() -> [Int] { [] } }
func f(_ place: Place) -> Int { [2, 1].sorted().count + place.north }
SWIFT
  run --xcode-kinds --format tokens "$tmp/kinds.swift"
  rules=$out
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" --xcode-kinds --format tokens "$tmp/kinds.swift"
  [ "$rc" = 0 ] && ok || bad "--compiler --xcode-kinds --format tokens: exit $rc ($err)"
  for want in $'160\t166\tsystem-function\t"sorted"' $'169\t174\tsystem-property\t"count"' $'183\t188\tproperty\t"north"'; do
    [[ "$out" == *"$want"* ]] && ok || bad "the compiler's kinds lack $want: $out"
  done
  [[ "$rules" == *$'160\t166\tfunction\t"sorted"'* && "$rules" == *$'183\t188\tconstant\t"north"'* ]] && ok \
    || bad "the rules alone (the case the compiler corrects) changed: $rules"
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" --xcode-kinds --standalone "$tmp/kinds.swift"
  [[ "$rc" = 0 && "$out" == *'<span class="swh-property">north</span>'* && "$out" != *'<span class="swh-constant">north</span>'*
     && "$out" == *'<span class="swh-system-function">sorted</span>'* ]] && ok \
    || bad "--compiler --xcode-kinds HTML: exit $rc ($err)"
  # An Xcode theme file's colours (which bring the finer kinds): the system's sorted and count.
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" --inline-styles \
    --theme "$root/Tests/themes/dracula/Dracula.xccolortheme" "$tmp/kinds.swift"
  [[ "$rc" = 0 && "$out" == *'<span style="color:#8be9fd">sorted</span>'* && "$out" == *'<span style="color:#8be9fd">count</span>'* ]] && ok \
    || bad "--compiler with a theme file: exit $rc ($err)"
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/toolchain/swiftc" --xcode-kinds --format ansi --color always "$tmp/kinds.swift"
  [ "$rc" = 0 ] && ok || bad "--compiler --xcode-kinds --format ansi: exit $rc ($err)"
  # The same kinds in a site's pages (site --compiler --xcode-kinds).
  mkdir -p "$tmp/kinds-site"
  { printf '<html><head></head><body>\n<pre><code class="language-swift">'
    sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' "$tmp/kinds.swift"
    printf '</code></pre>\n</body></html>\n'; } > "$tmp/kinds-site/index.html"
  XDG_CACHE_HOME="$tmp/cache" run site --compiler --swiftc "$tmp/toolchain/swiftc" --xcode-kinds "$tmp/kinds-site"
  page=$(cat "$tmp/kinds-site/index.html")
  [[ "$rc" = 0 && "$page" == *'<span class="swh-system-function">sorted</span>'* && "$page" == *'<span class="swh-property">north</span>'* ]] && ok \
    || bad "site --compiler --xcode-kinds: exit $rc ($err)"
  # A language server that answers garbage: an error naming the file, no output, no trap.
  mkdir -p "$tmp/broken"
  printf '#!/bin/sh\nexit 0\n' > "$tmp/broken/swiftc"
  printf '#!/bin/sh\nprintf "Content-Length: 3\\r\\n\\r\\n{x}"; cat > /dev/null\n' > "$tmp/broken/sourcekit-lsp"
  chmod +x "$tmp/broken/swiftc" "$tmp/broken/sourcekit-lsp"
  XDG_CACHE_HOME="$tmp/cache" run --compiler --swiftc "$tmp/broken/swiftc" --format hovers "$a"
  [ "$rc" = 1 ] && [[ "$err" == *"$a: unreadable answer from sourcekit-lsp"* ]] && [ -z "$out" ] && ok \
    || bad "a broken language server: exit $rc, '$err', '$out'"
else
  echo "cli: no swiftc with sourcekit-lsp beside it: the compiler's checks with the real toolchain skipped"
fi

# --- the README's examples, run in a new folder with the tool on PATH ------------------------------
readme_examples() {
  local dir="$tmp/readme"
  mkdir -p "$dir"
  "$root/scripts/docs/readme-block.py" cli/examples.sh "$root/docs/cli.md" > "$tmp/examples.sh" || return 1
  (cd "$dir" && PATH="$(dirname "$bin"):$PATH" bash -euo pipefail "$tmp/examples.sh") > "$tmp/readme.out" 2>&1 \
    || { cat "$tmp/readme.out"; return 1; }
  head -c 15 "$dir/page.html" | grep '<!DOCTYPE html>' >/dev/null && grep -q '<h2>b.swift</h2>' "$dir/page.html" \
    && grep -q 'prefers-color-scheme' "$dir/swift.css" && grep -q '"kind": "comment"' "$tmp/readme.out"
}
readme_examples && ok || bad "the README's command-line examples"

echo "cli: $pass passed, $fail failed"
[ "$fail" = 0 ]
