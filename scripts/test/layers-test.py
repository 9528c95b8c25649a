#!/usr/bin/env python3
"""The rooms check (scripts/test/layers.py) can fail: on copies of the engine and docs/layout.md
in a temporary folder it passes on the tree as it is, and fails, naming the file, the line, the
name and both rooms, on a type used from a room below its own, on a member that a room above
adds to a type used from below, on `Highlighter` named below the API, and on a file in no room.

    scripts/test/layers-test.py
"""
import os
import shutil
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(tree):
    p = subprocess.run([sys.executable, os.path.join(tree, "scripts", "test", "layers.py")],
                       capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def copy(tmp, name):
    tree = os.path.join(tmp, name)
    shutil.copytree(os.path.join(root, "Sources", "Highlight"), os.path.join(tree, "Sources", "Highlight"))
    os.makedirs(os.path.join(tree, "docs"))
    shutil.copy(os.path.join(root, "docs", "layout.md"), os.path.join(tree, "docs"))
    os.makedirs(os.path.join(tree, "scripts", "test"))
    shutil.copy(os.path.join(root, "scripts", "test", "layers.py"), os.path.join(tree, "scripts", "test"))
    return tree


def append(tree, path, text):
    """Appends `text` to a file of the engine; the line number of its first line."""
    full = os.path.join(tree, "Sources", "Highlight", path)
    with open(full, encoding="utf-8") as f:
        lines = f.read().count("\n")
    with open(full, "a", encoding="utf-8") as f:
        f.write(text)
    return lines + 1


failures = []


def expect(what, tree, *needles):
    code, out = run(tree)
    missing = [n for n in needles if n not in out]
    if code != 1 or missing:
        failures.append(f"{what}: exit {code}, missing {missing} in:\n{out}")


with tempfile.TemporaryDirectory() as tmp:
    code, out = run(copy(tmp, "as-is"))
    if code != 0:
        failures.append(f"the tree as it is: exit {code}:\n{out}")

    # A type of a higher room (the token stage) named in the lowest room.
    tree = copy(tmp, "type")
    line = append(tree, "Memory/OutputBuffer.swift", "\nfunc probe(_ source: TokenSource) {}\n") + 1
    expect("a type used from below", tree, f"Sources/Highlight/Memory/OutputBuffer.swift:{line}: Memory/ uses TokenSource, "
           "declared in TokenStream/, a room above")

    # A member that Options/ adds to ProjectNames, used from Scanning/.
    tree = copy(tmp, "member")
    line = append(tree, "Scanning/ByteScan.swift", "\nlet probe = ProbeType.symbolGraphNames\n") + 1
    expect("a member added above, used from below", tree, f"Sources/Highlight/Scanning/ByteScan.swift:{line}: Scanning/ uses "
           "symbolGraphNames, declared in Options/, a room above")

    # The public namespace named below the API: a renderer extending it.
    tree = copy(tmp, "namespace")
    line = append(tree, "Output/HTML/HTMLRenderer.swift", "\nextension Highlighter {\n    static func probe() {}\n}\n") + 1
    expect("Highlighter below API/", tree, f"Sources/Highlight/Output/HTML/HTMLRenderer.swift:{line}: Output/ uses Highlighter, "
           "declared in API/, a room above")

    # Comments and strings are no uses; interpolations are.
    tree = copy(tmp, "strings")
    append(tree, "Scanning/Lexing.swift", '\n// Highlighter\nlet probeText = "Highlighter TokenSource"\n')
    code, out = run(tree)
    if code != 0:
        failures.append(f"names in a comment and a string counted as uses: exit {code}:\n{out}")
    line = append(tree, "Scanning/Lexing.swift", 'let probeInterpolated = "\\(Highlighter.version)"\n')
    expect("a use in an interpolation", tree, f"Sources/Highlight/Scanning/Lexing.swift:{line}: Scanning/ uses Highlighter")

    # A file in a folder that is no room.
    tree = copy(tmp, "stray")
    os.makedirs(os.path.join(tree, "Sources", "Highlight", "Stray"))
    with open(os.path.join(tree, "Sources", "Highlight", "Stray", "Probe.swift"), "w") as f:
        f.write("enum Probe {}\n")
    expect("a file in no room", tree, "Sources/Highlight/Stray/Probe.swift:1: in no room")

    # A room of the table without a folder.
    tree = copy(tmp, "missing-room")
    shutil.rmtree(os.path.join(tree, "Sources", "Highlight", "Editing"))
    expect("a room without its folder", tree, "the room Editing/ is no folder")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("layers-test: the rooms check passes on the tree and fails on each of 6 injected faults")
