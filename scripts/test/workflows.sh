#!/usr/bin/env bash
# The GitHub workflows (.github/workflows/*.yml), checked offline:
#   - valid against the GitHub workflow schema (check-jsonschema's built-in copy of it,
#     vendor.github-workflows)
#   - clean under zizmor's offline audits (template injection, excessive permissions, persisted
#     credentials, unpinned actions, …), with the settings of .github/zizmor.yml
#   - every `uses:` is an action pinned to a full commit SHA, with the version it stands for
#     in a comment (`owner/repo@<40 hex digits> # vX.Y.Z`)
#   - the Swift release they name (the Linux image, the macOS toolchain) is the one the CLI's
#     generated system names come from, and so is the one docs/testing.md and
#     docs/releasing.md name
#
#   scripts/test/workflows.sh
#
# The PyPI packages, pinned in scripts/test/workflows-requirements.txt, go into the venv
# .venv-workflows (SWIFT_HIGHLIGHT_WORKFLOWS_VENV overrides it), made on the first run and
# refreshed when that file changes; later runs take about a second.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
"$root/scripts/setup.sh" workflows >&2
venv=${SWIFT_HIGHLIGHT_WORKFLOWS_VENV:-$root/.venv-workflows}
requirements=scripts/test/workflows-requirements.txt
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2 || { echo "test-workflows: cannot make a venv (Debian: apt-get install python3-venv)" >&2; exit 1; }
fi
if ! cmp -s "$requirements" "$venv/.requirements"; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
  cp "$requirements" "$venv/.requirements"
fi

workflows=(.github/workflows/*.yml)
[ -f "${workflows[0]}" ] || { echo "test-workflows: no .github/workflows/*.yml" >&2; exit 1; }
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

step "GitHub workflow schema (check-jsonschema, vendor.github-workflows): ${workflows[*]}" \
  "$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
step "zizmor $("$venv/bin/zizmor" --version | awk '{ print $2 }') (offline audits, .github/zizmor.yml)" \
  "$venv/bin/zizmor" --offline --quiet --config .github/zizmor.yml .github/workflows

# Every `uses:` names an action by a full commit SHA followed by its version; local actions
# (./path) are the repository's own.
pinned() {
  local bad
  bad=$(grep -nE '^[[:space:]-]*uses:' "${workflows[@]}" \
    | grep -vE 'uses:[[:space:]]*(\./[^[:space:]]+|[A-Za-z0-9_.-]+/[A-Za-z0-9_./-]+@[0-9a-f]{40}[[:space:]]+#[[:space:]]*v[0-9]+(\.[0-9]+)*)[[:space:]]*$' || true)
  [ -z "$bad" ] || { echo "  not pinned to a commit with its version in a comment:"; echo "$bad" | sed 's/^/    /'; return 1; }
  echo "  $(grep -hcE '^[[:space:]-]*uses:' "${workflows[@]}" | awk '{ n += $1 } END { print n }') uses: lines, each owner/repo@<commit> # vX.Y.Z"
}
step "every action pinned to a commit, with its version in a comment" pinned

# The Swift the workflows run (the Linux image, the macOS toolchain and its SDK) and the one the
# docs name is the release the CLI's system names were generated from (scripts/gen/system-names.sh
# --check runs only with that release).
same_swift() {
  local want got
  want=$(sed -nE 's|^// From the modules of Swift ([0-9.]+).*|\1|p' Sources/swift-highlight/ToolchainSystemNames.swift)
  [ -n "$want" ] || { echo "  no Swift version in Sources/swift-highlight/ToolchainSystemNames.swift"; return 1; }
  got=$(grep -ohE 'swift:[0-9][0-9.]*-|SWIFT_VERSION: "[0-9.]+"' "${workflows[@]}" docs/testing.md docs/releasing.md \
    | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?' | sort | uniq -c | sed 's/^ *//')
  [ -n "$got" ] || { echo "  no Swift version found in the workflows"; return 1; }
  echo "  Swift $want; the workflows and docs name: $(awk '{ printf "%s%s (%d times)", sep, $2, $1; sep = ", " }' <<<"$got")"
  [ "$(awk '{ print $2 }' <<<"$got" | sort -u)" = "$want" ]
}
step "one Swift release in the workflows and their docs, the generated system names' one" same_swift

echo "test-workflows: $pass passed, $fail failed"
[ $fail -eq 0 ]
