#!/usr/bin/env python3
"""Writes a script's measured figures into bench/RESULTS.md, where the docs read them.

    record-results.py BLOCK "RUN" KEY=VALUE=WHAT [KEY=VALUE=WHAT...]

A script that measures a figure the docs state (the held-out accuracy, recovery after damage,
the long fuzzing and sanitizer runs, a fuzzing campaign, a callgrind count) calls this at the end
of a run. The figures go into the section "Figures written by the scripts that measure them" at
the end of bench/RESULTS.md, one block per BLOCK, which each run replaces whole:

    <!-- results BLOCK -->
    ### BLOCK
    RUN, DATE UTC, commit COMMIT (and whether the work tree had local changes).

    | key | value | what |
    |---|---|---|
    | KEY | <!-- figure results:KEY -->VALUE<!-- /figure --> | WHAT |
    <!-- /results BLOCK -->

The docs cite each as `<!-- figure results:KEY TOLERANCE -->VALUE<!-- /figure -->`, which
scripts/docs/check-docs.py compares with the value here (`--write-figures` copies the values
here into the docs). VALUE is written as the script formats it (the decimals the docs show); a
plain integer of four digits or more is grouped in thousands, as the docs write it. A KEY
belongs to one block: a key already written by another block is refused.

RESULTS_FILE (default bench/RESULTS.md) names the file. SWIFT_HIGHLIGHT_RECORD_RESULTS=0 records
nothing (the test command sets it: its short runs check, they do not measure for the docs).
"""
import datetime
import fcntl
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SECTION = "## Figures written by the scripts that measure them"
SECTION_TEXT = (SECTION + "\n\nEach block below is written by the script it names, at the end of each run (scripts/bench/"
                "record-results.py), and replaced by its next run; the docs cite these values as "
                "`results:KEY` figures. Not edited by hand.\n")
KEY = re.compile(r"^[a-z0-9][a-z0-9.-]*$")


def commit():
    def git(*args):
        return subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/RESULTS.md")
    return head + (" with local changes" if dirty else "")


def main(argv):
    if len(argv) < 3 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    if os.environ.get("SWIFT_HIGHLIGHT_RECORD_RESULTS", "1") == "0":
        return 0
    block, run = argv[1], argv[2]
    if not KEY.match(block):
        print("record-results: a block name is lowercase letters, digits, '-' and '.': %r" % block, file=sys.stderr)
        return 2
    rows = []
    for arg in argv[3:]:
        key, sep, rest = arg.partition("=")
        value, sep2, what = rest.partition("=")
        if not sep or not sep2 or not KEY.match(key) or not re.fullmatch(r"-?\d[\d,]*(?:\.\d+)?", value):
            print("record-results: write KEY=VALUE=WHAT, VALUE a number: %r" % arg, file=sys.stderr)
            return 2
        if re.fullmatch(r"-?\d{4,}", value):  # thousands grouped, as the docs write them
            value = "{:,}".format(int(value))
        rows.append((key, value, what.replace("|", "\\|")))
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    text = ["<!-- results %s -->" % block, "### %s" % block, "",
            "`%s`, %s UTC, commit %s." % (run, now, commit()), "",
            "| key | value | what |", "|---|---|---|"]
    text += ["| %s | <!-- figure results:%s -->%s<!-- /figure --> | %s |" % (k, k, v, w) for k, v, w in rows]
    text.append("<!-- /results %s -->" % block)
    new = "\n".join(text)

    path = os.environ.get("RESULTS_FILE") or os.path.join(ROOT, "bench", "RESULTS.md")
    with open(path, "r+", encoding="utf-8") as f:
        fcntl.flock(f, fcntl.LOCK_EX)  # two scripts may finish at once
        old = f.read()
        span = re.compile(r"<!-- results %s -->.*?<!-- /results %s -->" % (re.escape(block), re.escape(block)), re.S)
        rest = span.sub("", old)
        for k, _, _ in rows:
            if "<!-- figure results:%s -->" % k in rest:
                print("record-results: %s is written elsewhere in %s (a key belongs to one block)" % (k, path),
                      file=sys.stderr)
                return 1
        if span.search(old):
            out = span.sub(lambda _: new, old, count=1)
        elif SECTION in old:  # a new block goes at the end of the section
            start = old.index(SECTION)
            end = old.find("\n## ", start)
            end = len(old) if end < 0 else end + 1
            out = old[:end].rstrip("\n") + "\n\n" + new + "\n" + ("\n" + old[end:] if end < len(old) else "")
        else:
            out = old.rstrip("\n") + "\n\n" + SECTION_TEXT + "\n" + new + "\n"
        f.seek(0)
        f.write(out)
        f.truncate()
    print("record-results: %d figure(s) of %s written to %s" % (len(rows), block, os.path.relpath(path, ROOT)),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
