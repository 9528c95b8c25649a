#!/usr/bin/env bash
# `swift-highlight site DIR...` run as a user would, on sites made here (and on the generator
# fixtures under Tests/site/fixtures, when there are any): pages rewritten, other blocks and
# files untouched, a second run changes nothing (pages with broken markup inside highlighters'
# wrappers included), --check and --dry-run exit statuses and writes,
# a page with an unreadable Swift block reported (file and line) and left as it was while the
# rest finish, symbolic links not followed out of the folder, permissions kept, the stylesheet
# options, and a run killed with SIGKILL in the middle: every page is its old or its new
# version, and the next run removes the temporary files and finishes the job.
#
#   Tests/site/run.sh [BINARY]     BINARY defaults to .build/debug/swift-highlight
#
# Prints one line per failed check and 'N passed, N failed' last; exits non-zero on any failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-"$root/.build/debug/swift-highlight"}
[ -x "$bin" ] || { echo "site: no executable at $bin (build first: swift build)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() { local name=$1; shift; if "$@"; then ok; else bad "$name"; fi; }
# site ARGS...: runs the tool; sets $rc, $out, $err.
site() {
  "$bin" site "$@" > "$tmp/out" 2> "$tmp/err"; rc=$?
  out=$(cat "$tmp/out"); err=$(cat "$tmp/err")
}
expect_rc() { if [ "$rc" == "$2" ]; then ok; else bad "$1: exit $rc, want $2 (stderr: $err)"; fi; }
contains() { [[ "$1" == *"$2"* ]]; }

# --- a small site ---------------------------------------------------------------------------------
s=$tmp/site
mkdir -p "$s/posts/2026" "$s/static" "$tmp/outside"
page() { printf '<!DOCTYPE html>\n<html><head><title>%s</title></head>\n<body>\n<p>Text &amp; more</p>\n%s\n</body></html>\n' "$1" "$2"; }
page one '<pre><code class="language-swift">let x = &quot;one&quot;
</code></pre>
<pre><code class="language-python">x = "python"
</code></pre>' > "$s/index.html"
page two '<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift"><span class="line"><span class="cl"><span class="kd">func</span> <span class="nf">two</span><span class="p">()</span> <span class="p">{}</span>
</span></span></code></pre></div>' > "$s/posts/2026/two.HTML"
page three '<div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">struct</span> <span class="kt">Three</span> <span class="p">{}</span>
</code></pre></div></div>' > "$s/posts/three.htm"
page none '<pre><code class="language-rust">fn main() {}</code></pre>' > "$s/posts/none.html"
printf '<pre><code class="language-swift">let notHTML = 1</code></pre>\n' > "$s/static/notes.txt"
printf '```swift\nlet markdown = 1\n```\n' > "$s/static/source.md"
cp "$s/index.html" "$tmp/outside/escape.html"
ln -s "$tmp/outside/escape.html" "$s/link.html"
ln -s "$tmp/outside" "$s/linked-folder"
chmod 640 "$s/posts/three.htm"
cp -a "$s" "$tmp/original"

# --check and --dry-run write nothing.
site --check "$s"
expect_rc "--check with pages to change" 1
check "--check lists the pages that would change" [ "$(printf '%s\n' "$out" | sort)" == "$(printf '%s\n' "$s/index.html" "$s/posts/2026/two.HTML" "$s/posts/three.htm" | sort)" ]
site --dry-run "$s"
expect_rc "--dry-run" 0
check "--check and --dry-run write nothing" diff -r --no-dereference "$tmp/original" "$s"

# The run.
site "$s"
expect_rc "site" 0
check "the summary counts pages and blocks" contains "$err" "site: 4 pages, 3 rewritten; 3 Swift blocks (3 rewritten, 0 already highlighted)"
check "the summary says MB/s and threads" contains "$err" "MB/s"
for f in index.html posts/2026/two.HTML posts/three.htm; do
  check "$f has our block" grep -q '<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">' "$s/$f"
done
check "the Python block is untouched" grep -q '<pre><code class="language-python">x = "python"' "$s/index.html"
check "a page without Swift is untouched" cmp -s "$tmp/original/posts/none.html" "$s/posts/none.html"
check "non-HTML files are untouched" diff -r "$tmp/original/static" "$s/static"
check "a symbolic link to a page outside is not followed" cmp -s "$tmp/original/index.html" "$tmp/outside/escape.html"
check "the symbolic link stays a link" [ -L "$s/link.html" ]
check "a linked folder is not entered" [ ! -e "$tmp/outside/.escape.html.swift-highlight-"* ]
check "the summary says links were not followed" contains "$err" "1 symbolic link to pages not followed"
check "permissions are kept" [ "$(stat -c %a "$s/posts/three.htm")" == 640 ]
check "no temporary file is left" [ -z "$(find "$s" -name '*.swift-highlight-*')" ]
# Everything outside the blocks is byte for byte: the page less its block equals the original less its block.
strip_block() { python3 - "$1" <<'EOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
block = (r'<div class="language-swift highlighter-rouge">.*?</code></pre></div></div>'
         r'|<div class="highlight">.*?</code></pre></div>'
         r'|<pre[^>]*><code class="language-swift".*?</code></pre>')
print(re.sub(block, "BLOCK", text, flags=re.S))
EOF
}
for f in index.html posts/2026/two.HTML posts/three.htm; do
  check "$f: the rest of the page is byte for byte" [ "$(strip_block "$s/$f")" == "$(strip_block "$tmp/original/$f")" ]
done

# A second run changes nothing; --check passes.
cp -a "$s" "$tmp/after-first"
site "$s"
expect_rc "second run" 0
check "a second run rewrites nothing" contains "$err" "0 rewritten; 3 Swift blocks (0 rewritten, 3 already highlighted)"
check "a second run leaves every byte" diff -r --no-dereference "$tmp/after-first" "$s"
site --check "$s"
expect_rc "--check after the run" 0

# Pages whose block markup is broken inside a highlighter's wrapper: the first run rewrites
# each block once, the second reports nothing rewritten and leaves every byte. The fuzzer's
# regression input is such a page (its byte 0 selects the options: 0x01, --replace-invalid-utf8).
w=$tmp/wrapped
mkdir -p "$w"
page selfclosing '<div class="highlight"><pre tabindex="0" class="chroma" /><code class="language-swift">let a = 1</code></pre></div>' > "$w/self-closing-pre.html"
page crossing '<div class="highlight"><span><pre><code class="language-swift">let b = 2</span> + 1</code></pre></span></div>' > "$w/end-tag-inside-pre.html"
page impure '<div class="highlight"><button>Copy</button><pre/><code class="language-swift">let c = 3</code></pre></div>' > "$w/impure-wrapper.html"
tail -c +2 "$root/Fuzz/regressions/page-second-run-wrapper-around-self-closing-pre" > "$w/fuzzed.html"
site --replace-invalid-utf8 "$w"
expect_rc "pages with broken markup in wrappers" 0
check "each of their blocks is rewritten once" contains "$err" "site: 4 pages, 4 rewritten; 4 Swift blocks (4 rewritten, 0 already highlighted)"
check "a self-closing <pre/> in a wrapper: the wrapper replaced with it" \
  grep -q '^<pre class="swh-code"><code class="language-swift"><span class="swh-keyword">let</span> a' "$w/self-closing-pre.html"
check "the wrapper with a button stays" grep -q '<div class="highlight"><button>Copy</button><pre class="swh-code">' "$w/impure-wrapper.html"
cp -a "$w" "$tmp/wrapped-first"
site --replace-invalid-utf8 "$w"
expect_rc "second run over them" 0
check "a second run over them rewrites nothing" contains "$err" "0 rewritten; 4 Swift blocks (0 rewritten, 4 already highlighted)"
check "a second run over them leaves every byte" diff -r "$tmp/wrapped-first" "$w"

# A progress line on a terminal (util-linux's script gives the run one), none otherwise.
if command -v script > /dev/null; then
  script -qec "\"$bin\" site --dry-run \"$s\"" /dev/null > "$tmp/tty" 2>&1
  check "a terminal gets a progress line" grep -q $'\rswift-highlight site: 4/4 pages' "$tmp/tty"
fi
site --dry-run "$s"
check "no progress line when standard error is not a terminal" bash -c "! grep -q 'pages\$' \"$tmp/err\" && ! grep -q $'\r' \"$tmp/err\""

# --- a page with a Swift block it cannot read --------------------------------------------------------
u=$tmp/unreadable
mkdir -p "$u"
printf '<p>a</p>\n\n<pre><code class="language-swift">let x = &unknownentity; 1</code></pre>\n' > "$u/bad.html"
page good '<pre><code class="language-swift">let good = 1</code></pre>' > "$u/good.html"
cp "$u/bad.html" "$tmp/bad.html"
site "$u"
expect_rc "a page with an unreadable block" 1
check "the page and the block's line are named" contains "$err" "$u/bad.html:3:1: cannot read this Swift block"
check "that page is left as it was" cmp -s "$tmp/bad.html" "$u/bad.html"
check "the other pages are done" grep -q 'swh-keyword' "$u/good.html"

# --- usage errors ----------------------------------------------------------------------------------
site; expect_rc "no folder" 2
site "$s/index.html"; expect_rc "a file instead of a folder" 1
check "a file instead of a folder is named" contains "$err" "is not a folder"
site --format ansi "$s"; expect_rc "--format does not apply" 2
site --link-css "$s"; expect_rc "--link-css needs --css-file" 2
site --css-file ../x.css "$s"; expect_rc "--css-file outside the folder" 2
"$bin" --check x.swift > /dev/null 2>&1; rc=$?; expect_rc "--check outside site" 2

# --- the stylesheet --------------------------------------------------------------------------------
c=$tmp/css
mkdir -p "$c/a/b"
page deep '<pre><code class="language-swift">let deep = 1</code></pre>' > "$c/a/b/deep.html"
page plain '<p>no code</p>' > "$c/plain.html"
site --css-file assets/swift.css --link-css --theme high-contrast "$c"
check "--css-file needs its folder (missing)" [ "$rc" == 1 ]
mkdir -p "$c/assets"
site --css-file assets/swift.css --link-css --theme high-contrast "$c"
expect_rc "--css-file" 0
check "the stylesheet is written" bash -c "\"$bin\" --css high-contrast | cmp -s - \"$c/assets/swift.css\""
check "pages with Swift link it relatively" grep -q '<link rel="stylesheet" href="../../assets/swift.css">' "$c/a/b/deep.html"
check "pages without Swift do not" bash -c "! grep -q stylesheet \"$c/plain.html\""
mkdir -p "$tmp/css-outside"; ln -s "$tmp/css-outside" "$c/linked"
site --css-file linked/swift.css "$c"
check "--css-file through a symbolic link fails" [ "$rc" == 1 ]
check "--css-file through a symbolic link writes nothing outside" [ ! -e "$tmp/css-outside/swift.css" ]
check "--css-file through a symbolic link is reported" contains "$err" "is a symbolic link"
rm "$c/linked"
cp -a "$c" "$tmp/css-first"
site --css-file assets/swift.css --link-css --theme high-contrast "$c"
check "the stylesheet run is idempotent" diff -r "$tmp/css-first" "$c"
# The page is read as HTML: a </head> or <link> inside a comment, a script's text or an
# attribute value is no tag; the link goes before the real </head>.
t=$tmp/css-tricky
mkdir -p "$t/assets"
printf '%s\n' '<!DOCTYPE html>' '<html><head><title>a </head> in a title</title>' \
  '<!-- </head> <link rel="stylesheet" href="assets/swift.css"> -->' \
  '<script>document.write("</head><link href=\"assets/swift.css\">")</script>' \
  '<meta name="description" content="a </head> b">' \
  '</head>' '<body><pre><code class="language-swift">let tricky = 1</code></pre></body></html>' > "$t/tricky.html"
site --css-file assets/swift.css --link-css "$t"
expect_rc "--link-css on a page with decoys" 0
check "the stylesheet is linked once, before the real </head>" \
  bash -c "[ \"\$(grep -c '<link rel=\"stylesheet\" href=\"assets/swift.css\">\$' \"$t/tricky.html\")\" == 1 ] && grep -A1 '^<link rel=\"stylesheet\" href=\"assets/swift.css\">\$' \"$t/tricky.html\" | grep -x '</head>' >/dev/null"
cp "$t/tricky.html" "$tmp/tricky-first.html"
site --css-file assets/swift.css --link-css "$t"
check "a second run links it no second time" cmp -s "$tmp/tricky-first.html" "$t/tricky.html"

# --- the generators' own pages (Tests/site/fixtures) ----------------------------------------------
# Each fixture is a generator's page as it wrote it; Tests/site/check.py (the generator stage's
# checker) compares the rewritten page with it and with the fences of the site's sources.
for g in hugo jekyll pandoc sphinx mkdocs; do
  [ -f "$root/Tests/site/fixtures/$g-code.html" ] || continue
  rel=code.html; [ "$g" == hugo ] && rel=code/index.html
  mkdir -p "$(dirname "$tmp/fx-$g/original/$rel")"
  cp "$root/Tests/site/fixtures/$g-code.html" "$tmp/fx-$g/original/$rel"
  cp -r "$tmp/fx-$g/original" "$tmp/fx-$g/processed"
  site "$tmp/fx-$g/processed"
  expect_rc "the $g fixture" 0
  check "the $g fixture: Swift blocks equal their fences, the rest byte for byte" \
    python3 "$root/Tests/site/check.py" "$g" "$root/Tests/site/$g" "$tmp/fx-$g/original" "$tmp/fx-$g/processed"
  cp -r "$tmp/fx-$g/processed" "$tmp/fx-$g/first"
  site "$tmp/fx-$g/processed"
  check "the $g fixture: a second run changes nothing" diff -r "$tmp/fx-$g/first" "$tmp/fx-$g/processed"
done

# --- SIGKILL in the middle of a run ------------------------------------------------------------------
# A site large enough that the run takes a while; killed after a delay that is doubled until the
# kill lands in the middle (some pages rewritten, not all).
k=$tmp/kill
python3 "$root/scripts/bench/site-generate.py" --pages 400 --page-kb 120 "$tmp/kill-original" > /dev/null
total=$(find "$tmp/kill-original" -name '*.html' | wc -l)
cp -r "$tmp/kill-original" "$tmp/kill-expected"
"$bin" site --jobs 2 "$tmp/kill-expected" 2> /dev/null
landed=0
for delay in 0.2 0.4 0.8 1.6 3.2; do
  rm -rf "$k"; cp -r "$tmp/kill-original" "$k"
  "$bin" site --jobs 2 "$k" > /dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2> /dev/null; wait "$pid" 2> /dev/null
  new=0 old=0 torn=0
  while IFS= read -r rel; do
    if cmp -s "$k/$rel" "$tmp/kill-expected/$rel"; then new=$((new + 1))
    elif cmp -s "$k/$rel" "$tmp/kill-original/$rel"; then old=$((old + 1))
    else torn=$((torn + 1)); echo "torn: $rel"; fi
  done < <(cd "$tmp/kill-original" && find . -name '*.html')
  if [ "$new" -gt 0 ] && [ "$old" -gt 0 ]; then landed=1; break; fi
done
check "the kill landed in the middle of the run ($new of $total pages rewritten)" [ "$landed" == 1 ]
check "after SIGKILL every page is its old or its new version ($torn torn)" [ "$torn" == 0 ]
printf 'partial' > "$k/.planted.html.swift-highlight-AbC123"
site "$k"
expect_rc "the run after the kill" 0
check "the next run removes temporary files and says so" contains "$err" "removed $k/.planted.html.swift-highlight-AbC123"
check "the run after the kill finishes the job" diff -r "$tmp/kill-expected" "$k"
check "no temporary file is left after the next run" [ -z "$(find "$k" -name '.*.swift-highlight-*')" ]

echo "site: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
