#!/usr/bin/env python3
"""Prints the code block of README.md that follows the line `<!-- readme-check: NAME -->`.

    scripts/docs/readme-block.py NAME [README]

Used by the tests that run the README's examples as a newcomer would (Tests/cli/run.sh,
scripts/test/rust.sh); exits 1 when there is no such block.
"""
import re
import sys

name = sys.argv[1]
readme = sys.argv[2] if len(sys.argv) > 2 else __file__.rsplit("/scripts/", 1)[0] + "/README.md"
lines = open(readme, encoding="utf-8").read().split("\n")
for k, line in enumerate(lines):
    if line.strip() != "<!-- readme-check: %s -->" % name:
        continue
    j = k + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    fence = re.match(r"`{3,}", lines[j]) if j < len(lines) else None
    if not fence:
        break
    end = j + 1
    while end < len(lines) and not lines[end].startswith(fence.group(0)):
        end += 1
    sys.stdout.write("\n".join(lines[j + 1:end]) + "\n")
    sys.exit(0)
sys.exit("readme-block: no code block after <!-- readme-check: %s --> in %s" % (name, readme))
