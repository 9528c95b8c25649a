#!/usr/bin/env bash
# `swift-highlight site` on sites built by the real generators: for each of Hugo, Jekyll, Pandoc
# (Debian's packages, installed here with scripts/setup.sh site browser test), Sphinx and MkDocs (PyPI, in the
# venv .venv-site, reused between runs), the test site Tests/site/GENERATOR is built by the
# generator itself, a copy is rewritten by the CLI (`site --css-file`), and Tests/site/check.py
# compares the two: every Swift block holds exactly its fence's source with our classes,
# everything else is byte for byte what the generator wrote, and a second run (`--check`) finds
# nothing to change. In headless Chromium (Debian's chromium), on a copy rewritten with
# `--link-css`, a keyword's computed colour differs from plain text's.
#
#   scripts/test/site-generators.sh [SWIFT_HIGHLIGHT]
#
# SWIFT_HIGHLIGHT is the CLI (default: a release build of this package). A generator that cannot
# be installed is named and skipped; the stage exits 77 (skipped, the last line says why) only
# when none ran, and 1 when any check failed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -ge 1 ]; then
  cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  swift build -c release --package-path "$root" >/dev/null || exit 1
  cli=$(swift build -c release --package-path "$root" --show-bin-path)/swift-highlight
fi
[ -x "$cli" ] || { echo "site-generators: no CLI at $cli" >&2; exit 1; }

# The generators (site), Chromium (browser) and python3-venv (test); a failed install is reported,
# and the generators that are there still run.
"$root/scripts/setup.sh" site browser test || echo "site-generators: installing the Debian packages failed; the generators missing are skipped" >&2

# Sphinx and MkDocs from PyPI, pinned in scripts/python-pins.txt (so pip's cache serves this and
# scripts/python-venv.sh).
venv=${SITE_VENV:-$root/.venv-site}
requirements=$("$root/scripts/python-pins.sh" Pygments Sphinx Markdown pymdown-extensions mkdocs)
if [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$requirements" ]; then
  if python3 -m venv "$venv" >&2 &&
     # shellcheck disable=SC2086
     "$venv/bin/python" -m pip install --quiet --disable-pip-version-check $requirements >&2; then
    echo "$requirements" > "$venv/.requirements"
  else
    echo "site-generators: cannot install Sphinx and MkDocs from PyPI into $venv; they are skipped" >&2
  fi
fi
export SITE_VENV=$venv

. "$root/scripts/test/chromium.sh"
chromium_args=()
if [ -n "$chromium" ]; then chromium_args=(--chromium "$chromium"); else echo "site-generators: Chromium is not installed: colours not checked" >&2; fi

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
ran=() skipped=() failed=()
for generator in hugo jekyll pandoc sphinx mkdocs; do
  echo "--- $generator"
  "$root/Tests/site/build.sh" "$generator" "$work/$generator-original" 2>"$work/$generator.log"
  status=$?
  if [ $status -eq 3 ]; then
    echo "  $generator is not installed: skipped"; skipped+=("$generator"); continue
  elif [ $status -ne 0 ]; then
    cat "$work/$generator.log"; echo "  FAIL $generator: the generator failed to build the test site"; failed+=("$generator"); continue
  fi
  cp -R "$work/$generator-original" "$work/$generator"
  cp -R "$work/$generator-original" "$work/$generator-linked"
  ok=true
  if ! "$cli" site --css-file swift-highlight.css "$work/$generator" > "$work/$generator.out" 2>&1; then
    cat "$work/$generator.out"; echo "  FAIL $generator: swift-highlight site failed"; failed+=("$generator"); continue
  fi
  sed 's/^/  /' "$work/$generator.out"
  # A second run finds nothing to change: our own blocks are recognised.
  if ! "$cli" site --check --css-file swift-highlight.css "$work/$generator" > "$work/$generator.again" 2>&1; then
    cat "$work/$generator.again"; echo "  FAIL $generator: a second run (--check) would change the site again"; ok=false
  fi
  # The same with the stylesheet linked from the pages, for the browser.
  if ! "$cli" site --css-file swift-highlight.css --link-css "$work/$generator-linked" > "$work/$generator.linked" 2>&1; then
    cat "$work/$generator.linked"; echo "  FAIL $generator: swift-highlight site --link-css failed"; ok=false
  fi
  python3 "$root/Tests/site/check.py" "$generator" "$root/Tests/site/$generator" \
      "$work/$generator-original" "$work/$generator" --linked "$work/$generator-linked" "${chromium_args[@]}" || ok=false
  if $ok; then ran+=("$generator"); else failed+=("$generator"); fi
done

echo "generators checked: ${ran[*]:-none}; skipped (not installed): ${skipped[*]:-none}; failed: ${failed[*]:-none}"
[ ${#failed[@]} -eq 0 ] || exit 1
if [ ${#ran[@]} -eq 0 ]; then
  echo "no site generator could be installed (${skipped[*]})"; exit 77
fi
