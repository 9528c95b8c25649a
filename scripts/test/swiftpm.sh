#!/usr/bin/env bash
# The repository as a versioned SwiftPM dependency: the checkout's files (as git tracks them,
# with their working-tree contents) become a git repository tagged with the version of
# scripts/version.sh; a throwaway package declares
#   .package(url: "file://…/swift-highlight", from: "VERSION")
# and the product `Highlight`; `swift build` resolves the tag and builds it, and the program's
# HTML for examples/Sample.swift equals the CLI's. Also: Package.swift has no unsafe flags
# (SwiftPM refuses them in a versioned dependency), and Package.resolved pins the tag.
#
#   scripts/test/swiftpm.sh CLI
#
#   CLI  the swift-highlight built from this checkout (gives the expected output)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: scripts/test/swiftpm.sh CLI" >&2; exit 2; }
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$root"
version=$(scripts/version.sh)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
step() { # name, command...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); echo "ok   $name"; else fail=$((fail + 1)); echo "FAIL $name"; fi
}

no_unsafe() { ! grep -n 'unsafeFlags' Package.swift; }
step "Package.swift has no unsafeFlags" no_unsafe

# The dependency: a git repository whose only commit is tagged VERSION.
repo=$tmp/swift-highlight
mkdir -p "$repo"
git ls-files -z | while IFS= read -r -d '' f; do
  [ -e "$f" ] || [ -L "$f" ] || continue   # deleted in the working tree
  mkdir -p "$repo/$(dirname "$f")"; cp -P "$f" "$repo/$f"
done
tag() {
  git -C "$repo" init -q
  git -C "$repo" add -A
  git -C "$repo" -c user.name=release-test -c user.email=release-test@localhost commit -q -m "swift-highlight $version"
  git -C "$repo" tag "$version"
}
step "a repository of the checkout, tagged $version" tag

app=$tmp/app
mkdir -p "$app/Sources/app"
cat > "$app/Package.swift" <<EOF
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "app",
    dependencies: [
        .package(url: "file://$repo", from: "$version"),
    ],
    targets: [
        .executableTarget(name: "app", dependencies: [.product(name: "Highlight", package: "swift-highlight")]),
    ]
)
EOF
cat > "$app/Sources/app/main.swift" <<'EOF'
import Highlight

// Highlights the file named by the first argument to HTML on standard output.
let path = CommandLine.arguments[1]
var bytes: [UInt8] = []
if let file = fopen(path, "rb") {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n == 0 { break }
        bytes += buffer[0..<n]
    }
    fclose(file)
}
let html = try Highlighter.html(utf8: bytes)
html.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
EOF
# fopen/fwrite come from the platform's C module.
sed -i '1i #if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif' "$app/Sources/app/main.swift"

build() { (cd "$app" && swift build > "$tmp/build.log" 2>&1) || { tail -n 30 "$tmp/build.log"; return 1; }; }
step "swift build resolves file://…/swift-highlight from: \"$version\" and builds it" build
pinned() {
  python3 - "$app/Package.resolved" "$version" <<'EOF'
import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
pin = next(p for p in pins if p["identity"] == "swift-highlight")
sys.exit(0 if pin["state"].get("version") == sys.argv[2] else 1)
EOF
}
step "Package.resolved pins swift-highlight $version" pinned
same_output() {
  cmp -s <("$app/.build/debug/app" examples/Sample.swift) <("$cli" --format html examples/Sample.swift)
}
step "the program's HTML for examples/Sample.swift = the CLI's" same_output
echo "swiftpm: $pass passed, $fail failed"
[ $fail -eq 0 ]
