#!/usr/bin/env bash
# Rebuilds Tests/site/fixtures/: for each generator, the page with code exactly as the generator
# wrote it (GENERATOR-code.html), and expected.json, the Swift source of each of its Swift blocks
# in order (from the site's sources), for the engine's tests, which run without the generators.
# Run it (with the generators installed, and SITE_VENV naming a venv with Sphinx and MkDocs, as
# scripts/test/site-generators.sh makes it) after changing a test site; then update the versions
# in fixtures/README.md.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
expected="{"
separator=""
for generator in hugo jekyll pandoc sphinx mkdocs; do
  "$here/build.sh" "$generator" "$out/$generator"
  pages=$(python3 "$here/check.py" --expected "$generator" "$here/$generator")
  page=$(printf '%s' "$pages" | python3 -c 'import json, sys; d = json.load(sys.stdin); assert len(d) == 1, d; print(next(iter(d)))')
  cp "$out/$generator/$page" "$here/fixtures/$generator-code.html"
  blocks=$(printf '%s' "$pages" | python3 -c 'import json, sys; print(json.dumps(next(iter(json.load(sys.stdin).values())), ensure_ascii=False))')
  expected+="$separator"$'\n'" \"$generator-code.html\": $blocks"
  separator=","
done
printf '%s\n}\n' "$expected" > "$here/fixtures/expected.json"
python3 -m json.tool "$here/fixtures/expected.json" >/dev/null
