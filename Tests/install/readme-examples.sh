#!/usr/bin/env bash
# Checks that the C and Swift examples of the documentation (README.md, docs/*.md) work as a newcomer would use them, copied into
# a folder of their own outside the repository. Each code block that follows a
# `<!-- readme-check: DIR/FILE -->` line of those pages is written to DIR/FILE of a temporary
# folder, and then:
#   c/      main.c and build.sh: build.sh runs with PKG_CONFIG_PATH (and, since PREFIX is not a
#           system folder, LD_LIBRARY_PATH) pointing at PREFIX; both programs it builds must
#           print the highlighted HTML and the tokens, the same; the static one needs only libc.
#   swift/  Package.swift and its sources: `swift run` with the package's `.package(path:)`
#           naming a folder `swift-highlight` beside it, a link to this clone.
#
#   Tests/install/readme-examples.sh PREFIX      PREFIX: where scripts/install.sh installed
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${1:?usage: readme-examples.sh PREFIX}
prefix=$(cd "$prefix" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

python3 - "$tmp" "$root/README.md" "$root"/docs/*.md <<'PY'
import os, re, sys
out = sys.argv[1]
lines = []
for doc in sys.argv[2:]:
    lines += open(doc, encoding="utf-8").read().split("\n")
written, i = [], 0
while i < len(lines):
    m = re.fullmatch(r"<!-- readme-check: ([A-Za-z0-9_./-]+) -->", lines[i].strip())
    i += 1
    if not m:
        continue
    path = m.group(1)
    if path.startswith("/") or ".." in path.split("/"):
        sys.exit(f"readme-examples: bad path {path}")
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i >= len(lines) or not lines[i].startswith("```"):
        sys.exit(f"readme-examples: no fenced code block after the marker for {path}")
    fence = re.match(r"`{3,}", lines[i]).group(0)
    body, i = [], i + 1
    while i < len(lines) and not lines[i].startswith(fence):
        body.append(lines[i]); i += 1
    if i >= len(lines):
        sys.exit(f"readme-examples: unclosed code block for {path}")
    i += 1
    dest = os.path.join(out, path)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, "w", encoding="utf-8") as f:
        f.write("\n".join(body) + "\n")
    written.append(path)
print("readme-examples: extracted " + ", ".join(written))
PY

for f in c/main.c c/build.sh swift/Package.swift; do
  [ -f "$tmp/$f" ] || { echo "FAIL the documentation has no checked block for $f"; exit 1; }
done

# The C section: build.sh as written, from the folder holding main.c.
c_build() {
  (cd "$tmp/c" && PKG_CONFIG_PATH="$prefix/lib/pkgconfig" LD_LIBRARY_PATH="$prefix/lib" \
     bash -eu build.sh > "$tmp/c-output.txt" 2>&1) || { cat "$tmp/c-output.txt"; return 1; }
}
step "docs/c.md: build.sh builds and runs main.c (shared and static)" c_build
c_output() {
  local html='<span class="hl-keyword">let</span> greeting <span class="hl-operator">=</span> <span class="hl-string">&quot;Hello, </span>'
  local runs
  runs=$(grep -c '^swift-highlight [0-9]' "$tmp/c-output.txt" || true)
  [ "$runs" = 2 ] || { echo "  expected two runs, found $runs:"; cat "$tmp/c-output.txt"; return 1; }
  grep -qF "$html" "$tmp/c-output.txt" || { echo "  no highlighted HTML in:"; cat "$tmp/c-output.txt"; return 1; }
  grep -qx '0+3 keyword' "$tmp/c-output.txt" || { echo "  no token lines in:"; cat "$tmp/c-output.txt"; return 1; }
  # Both programs print the same.
  local half=$(( $(wc -l < "$tmp/c-output.txt") / 2 ))
  diff <(head -n "$half" "$tmp/c-output.txt") <(tail -n +"$((half + 1))" "$tmp/c-output.txt")
}
step "docs/c.md: the programs print the HTML and the tokens, the same" c_output
c_static_libc_only() {
  local needed
  needed=$(readelf -d "$tmp/c/hello-static" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  [ "$needed" = "libc.so.6 " ] || { echo "  hello-static needs: $needed"; return 1; }
}
step "docs/c.md: the static build needs only the C library" c_static_libc_only

# The Swift section: a new package depending on this clone by path.
ln -s "$root" "$tmp/swift-highlight"
swift_run() {
  (cd "$tmp/swift" && swift run --scratch-path "$tmp/swift-build" > "$tmp/swift-output.txt" 2> "$tmp/swift-build.log") \
    || { tail -n 30 "$tmp/swift-build.log"; return 1; }
}
step "docs/swift.md: swift run in a new package with .package(path:)" swift_run
swift_output() {
  grep -qF '<span class="hl-keyword">let</span> greeting' "$tmp/swift-output.txt" \
    && grep -qx '0..<3 keyword keyword' "$tmp/swift-output.txt" \
    || { echo "  unexpected output:"; cat "$tmp/swift-output.txt"; return 1; }
}
step "docs/swift.md: prints the HTML and the tokens" swift_output

echo "readme-examples: $pass passed, $fail failed"
[ $fail -eq 0 ]
