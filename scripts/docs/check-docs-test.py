#!/usr/bin/env python3
"""Checks that scripts/docs/check-docs.py's figure checks fail when they should: a figure that
differs from bench/RESULTS.md's cell, a figure-like number left unmarked, a stale line of
scripts/docs/not-figures.txt, an install command no test runs, a version that is not
scripts/version.sh's; and that scripts/bench/record-results.py writes, replaces and refuses as
it says. Needs no build; prints one line per case, exits 1 on any surprise.

    scripts/docs/check-docs-test.py
"""
import importlib.util
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("check_docs", os.path.join(HERE, "check-docs.py"))
cd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cd)

RESULTS = """# Results

| measure | ours | theirs |
|---|---|---|
| speed, MB/s | 327 (359) | 4.46 |

## Second run

| measure | ours | theirs |
|---|---|---|
| speed, MB/s | 293 (324) | 3.99 |

```
input: 3,804,145 bytes
ours            163.8     103.2–176.5
```
"""

failures = 0


def case(name, page, want_failures, not_figures="", commands=None):
    """Checks PAGE's figures (and, with commands, its command tables) against RESULTS."""
    global failures
    work = tempfile.mkdtemp(prefix="check-docs-test.")
    os.makedirs(os.path.join(work, "bench"))
    os.makedirs(os.path.join(work, "scripts", "docs"))
    open(os.path.join(work, "bench", "RESULTS.md"), "w", encoding="utf-8").write(RESULTS)
    open(os.path.join(work, "scripts", "docs", "not-figures.txt"), "w", encoding="utf-8").write(not_figures)
    for path, text in (commands or {}).items():
        os.makedirs(os.path.dirname(os.path.join(work, path)), exist_ok=True)
        open(os.path.join(work, path), "w", encoding="utf-8").write(text)
    path = os.path.join(work, "page.md")
    open(path, "w", encoding="utf-8").write(page)
    cd.ROOT, cd.NOT_FIGURES = work, os.path.join(work, "scripts", "docs", "not-figures.txt")
    checker = cd.Checker(work, work)
    checker.measured = {"size-bytes": 331_000}
    seen = []
    checker.fail = lambda message: seen.append(message)
    checker.note = lambda kind, what: None
    checker.check_figures(path, False)
    cd.check_unmarked([path], print_all=False, fail=checker.fail)
    if commands is not None:
        cd.check_commands(checker, path, "0.2.0")
        cd.check_versions(checker, path, "0.2.0", "1")
        cd.kind_table_rows(path, checker)
    if len(seen) != want_failures:
        failures += 1
        print("FAIL %s: %d failures, expected %d:\n  %s" % (name, len(seen), want_failures, "\n  ".join(seen)))
    else:
        print("ok   %s" % name)


F = '<!-- figure "bench:%s" %s -->%s<!-- /figure -->'
case("a figure equal to its cell passes", "Speed: " + F % ("speed, MB/s#1", "exact", "327 (359)") + " MB/s.\n", 0)
case("a figure that differs from its cell fails", "Speed: " + F % ("speed, MB/s#1", "exact", "330") + " MB/s.\n", 1)
case("a tolerance lets a rounded figure pass", "Speed: ~" + F % ("speed, MB/s#1", "±10%", "300") + " MB/s.\n", 0)
case("HEADING >> ROW finds the later table", "Speed: " + F % ("Second run >> speed, MB/s#1", "exact", "293") + " MB/s.\n", 0)
case("HEADING >> ROW does not find the earlier one", "Speed: " + F % ("Second run >> speed, MB/s#1", "exact", "327") + " MB/s.\n", 1)
case("a line a benchmark printed counts as a row", "JS: " + F % ("ours#1", "exact", "163.8") + " MB/s.\n", 0)
case("a size in MB of a byte count", "Input: " + F % ("input:#1@MB", "±2%", "3.8") + " MB.\n", 0)
case("a measured size shown in kB", "Module: <!-- figure size-bytes@kB ±1% -->331<!-- /figure --> kB.\n", 0)
case("a measured size shown in kB, wrong", "Module: <!-- figure size-bytes@kB ±1% -->300<!-- /figure --> kB.\n", 1)
case("a limit equal to the code's constant passes", 'At most <!-- figure "source:bench/RESULTS.md#input: ([\\d,]+) bytes" exact -->3,804,145<!-- /figure --> bytes.\n', 0)
case("a limit that is not the code's constant fails", 'At most <!-- figure "source:bench/RESULTS.md#input: ([\\d,]+) bytes" exact -->4,000,000<!-- /figure --> bytes.\n', 1)
case("an unmarked figure fails", "It runs at 327 MB/s and has 1,234 tests.\n", 2)
case("figure-like numbers in code, comments and versions are not figures",
     "Python 3.8+, `--runs 7 MB`, <!-- 300 MB/s --> and\n\n```sh\necho 300 MB/s\n```\n", 0)
case("an unmarked figure listed in not-figures.txt passes", "At most 64 KiB.\n", 0,
     not_figures="page.md | 64 KiB | a limit of the engine\n")
case("a line of not-figures.txt the page no longer has fails", "Nothing here.\n", 1,
     not_figures="page.md | 64 KiB | a limit of the engine\n")
TABLE = ("<!-- docs-check: commands tests/install.sh -->\n| for | install |\n|---|---|\n| npm | `%s` |\n")
case("an install command a test runs passes", TABLE % "npm install ./pkg-0.2.0.tgz", 0,
     commands={"tests/install.sh": 'npm install --offline "$dir/pkg-$version.tgz"\n'})
case("an install command with an option no test uses fails", TABLE % "npm install --global ./pkg-0.2.0.tgz", 1,
     commands={"tests/install.sh": 'npm install --offline "$dir/pkg-$version.tgz"\n'})
case("an install command of another version fails", TABLE % "npm install ./pkg-0.1.9.tgz", 2,
     commands={"tests/install.sh": 'npm install --offline "$dir/pkg-$version.tgz"\n'})
case("a release file of another version in the prose fails", "Download `swift-highlight-0.1.0.tgz`.\n", 1, commands={})
case("a .deb of another ABI fails", "Install `libswift-highlight2_0.2.0_amd64.deb`.\n", 1, commands={})
case("release files of this version pass", "Install `libswift-highlight1_0.2.0_amd64.deb`, `swift_highlight-0.2.0.tar.gz`.\n", 0,
     commands={})
KINDS = {"Sources/Highlight/Tokens/TokenKind.swift": 'case plain = 0\ncase mark = 20\ncase .plain: return "plain"\n'
                                                   'case .mark: return "mark-comment"\n',
         "include/swift_highlight.h": "#define SWH_KIND_PLAIN 0\n#define SWH_KIND_MARK 20\n"}
case("a kind's C value in a table, the source's, passes", "| `mark-comment` | 20 |\n|---|---|\n", 0, commands=KINDS)
case("a kind's C value in a table, another, fails (and is then an unmarked number)", "| `mark-comment` | 21 |\n|---|---|\n", 2, commands=KINDS)
case("a kind whose header value differs from the source's fails", "| `mark-comment` | 20 |\n|---|---|\n", 1,
     commands=dict(KINDS, **{"include/swift_highlight.h": "#define SWH_KIND_MARK 19\n"}))

# scripts/bench/record-results.py: the figures a script writes into bench/RESULTS.md, which the
# checker then reads as results:KEY.
import subprocess  # noqa: E402
RECORD = os.path.join(HERE, "..", "bench", "record-results.py")


def record(results, *args, env=None):
    """Runs record-results.py on a copy of RESULTS; returns its exit status and the file's text."""
    work = tempfile.mkdtemp(prefix="record-results-test.")
    path = os.path.join(work, "RESULTS.md")
    open(path, "w", encoding="utf-8").write(results)
    run = subprocess.run([sys.executable, RECORD, *args], capture_output=True, text=True,
                         env=dict(os.environ, RESULTS_FILE=path, **(env or {"SWIFT_HIGHLIGHT_RECORD_RESULTS": "1"})))
    return run.returncode, open(path, encoding="utf-8").read()


def expect(name, ok):
    global failures
    if ok:
        print("ok   %s" % name)
    else:
        failures += 1
        print("FAIL %s" % name)


rc, text = record(RESULTS, "run-a", "script-a --x", "a-files=2997=files", "a-share=0.9983=share")
expect("record-results appends a block with grouped thousands",
       rc == 0 and "<!-- figure results:a-files -->2,997<!-- /figure -->" in text and text.startswith(RESULTS.rstrip("\n")))
rc2, text2 = record(text, "run-a", "script-a --x", "a-files=3001=files")
expect("record-results replaces its block on the next run",
       rc2 == 0 and text2.count("<!-- results run-a -->") == 1 and "3,001" in text2 and "a-share" not in text2)
rc3, text3 = record(text, "run-b", "script-b", "a-files=5=files")
expect("record-results refuses a key another block wrote", rc3 == 1 and text3 == text)
rc4, text4 = record(RESULTS, "run-a", "script-a", "a-files=5=files", env={"SWIFT_HIGHLIGHT_RECORD_RESULTS": "0"})
expect("record-results writes nothing in a test run", rc4 == 0 and text4 == RESULTS)
rc5, _ = record(RESULTS, "run-a", "script-a", "a-files=many=files")
expect("record-results refuses a value that is no number", rc5 == 2)
saved = RESULTS
RESULTS = text
R = '<!-- figure results:a-files %s -->%s<!-- /figure -->'
case("a results figure equal to the recorded value passes", "Files: " + R % ("exact", "2,997") + ".\n", 0)
case("a results figure that differs from the recorded value fails", "Files: " + R % ("exact", "2,990") + ".\n", 1)
case("a results figure of a key no script wrote fails",
     "Files: <!-- figure results:b-files exact -->1<!-- /figure -->.\n", 1)
RESULTS = saved
sys.exit(1 if failures else 0)
