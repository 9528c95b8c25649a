#!/usr/bin/env bash
# Builds one of the test sites with its own generator, from a copy of its sources (generators
# write caches and lock files next to them), into OUT_DIR (made empty first):
#
#   Tests/site/build.sh hugo|jekyll|pandoc|sphinx|mkdocs OUT_DIR
#
# Sphinx and MkDocs run from the venv named by SITE_VENV (scripts/test/site-generators.sh makes
# it), else from PATH. Exits 3 when the generator is not installed, 1 when it fails.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: $0 hugo|jekyll|pandoc|sphinx|mkdocs OUT_DIR" >&2; exit 2; }
generator=$1
out=$2
tool() { # the generator's program: from the venv when there is one, else PATH
  if [ -n "${SITE_VENV:-}" ] && [ -x "$SITE_VENV/bin/$1" ]; then echo "$SITE_VENV/bin/$1"; else command -v "$1" || true; fi
}
case "$generator" in
  hugo) program=$(tool hugo) ;;
  jekyll) program=$(tool jekyll) ;;
  pandoc) program=$(tool pandoc) ;;
  sphinx) program=$(tool sphinx-build) ;;
  mkdocs) program=$(tool mkdocs) ;;
  *) echo "build: unknown generator $generator" >&2; exit 2 ;;
esac
[ -n "$program" ] || { echo "build: $generator is not installed" >&2; exit 3; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp -R "$here/$generator/." "$work/"
rm -rf "$out"; mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$work"
case "$generator" in
  hugo) "$program" --quiet --source . --destination "$out" ;;
  jekyll) "$program" build --quiet --source . --destination "$out" ;;
  pandoc)
    # One standalone page per Markdown file, highlighted by Pandoc's own highlighter.
    for md in *.md; do
      "$program" --standalone --from markdown --to html5 "$md" -o "$out/${md%.md}.html"
    done ;;
  sphinx)
    # Pygments cannot lex one of the blocks and says so on standard error; Sphinx goes on.
    "$program" -q -b html -d "$work/.doctrees" . "$out" 2>"$work/sphinx.log" || { cat "$work/sphinx.log" >&2; exit 1; } ;;
  mkdocs) "$program" build --quiet --site-dir "$out" ;;
esac
