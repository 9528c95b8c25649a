"""Benchmark: swift_highlight against Pygments' own SwiftLexer + HtmlFormatter, in one process.

    python bench_html.py FILE [--runs N] [--pygments-runs N]

FILE is the benchmark input (../shared/eval/corpus.py --bench; scripts/bench/python.sh makes
it). Measured, each as the median (and best) of timed runs after one warm-up run, ours and
Pygments' runs interleaved so that both see the same load:
  - HTML of the whole file: swift_highlight.html(text, scheme="pygments") against
    pygments.highlight(text, SwiftLexer(), HtmlFormatter());
  - HTML of every ~1 KB snippet of the file (cut at the first line feed at or after 1,024 bytes, as
    the Rust benchmark cuts them), one call per snippet: µs per snippet;
  - for information: tokens of the whole file, and our lexer through Pygments' HtmlFormatter.
Targets: ours ≥ 50× faster than Pygments (whole file and snippets, median wall time),
≤ 15 µs per snippet. Prints a Markdown table, the verdicts, and exits 1 when a target fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from typing import Callable, List, Tuple

import pygments
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers.objective import SwiftLexer

from bench_input import snippets

import swift_highlight
from swift_highlight.pygments import SwiftHighlightLexer

Timings = Tuple[List[float], List[float]]


def timed(work: Callable[[], object], walls: List[float], cpus: List[float]) -> None:
    c0, w0 = time.process_time(), time.perf_counter()
    work()
    walls.append(time.perf_counter() - w0)
    cpus.append(time.process_time() - c0)


def measure_pair(ours: Callable[[], object], theirs: Callable[[], object], runs: int,
                 their_runs: int) -> Tuple[Timings, Timings]:
    """Wall and CPU seconds of `runs` timed runs of `ours` and `their_runs` of `theirs`, after one
    warm-up each, interleaved (each run of theirs between runs of ours) so that both sides see
    the same spells of a shared machine's load."""
    ours(), theirs()
    mine: Timings = ([], [])
    other: Timings = ([], [])
    step = max(1, runs // max(1, their_runs))  # theirs after every `step` runs of ours
    k = 0
    while len(mine[0]) < runs or len(other[0]) < their_runs:
        if len(mine[0]) < runs:
            timed(ours, *mine)
        k += 1
        if len(other[0]) < their_runs and (k % step == 0 or len(mine[0]) == runs):
            timed(theirs, *other)
    return mine, other


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pygments-runs", type=int, default=3)
    args = parser.parse_args()
    data = open(args.file, "rb").read()
    text = data.decode("utf-8")
    parts = snippets(data)
    mb = len(data) / 1e6
    load0 = os.getloadavg()[0]

    def ours_file() -> object:
        return swift_highlight.html(text, scheme="pygments")

    def theirs_file() -> object:
        return highlight(text, SwiftLexer(), HtmlFormatter())

    def ours_snippets() -> object:
        html = swift_highlight.html
        return [html(s, scheme="pygments") for s in parts]

    def theirs_snippets() -> object:
        lexer, formatter = SwiftLexer(), HtmlFormatter()
        return [highlight(s, lexer, formatter) for s in parts]

    def ours_tokens() -> object:
        return swift_highlight.tokens(text)

    def ours_via_pygments() -> object:
        return highlight(text, SwiftHighlightLexer(), HtmlFormatter())

    r = {}
    r["ours file"], r["theirs file"] = measure_pair(ours_file, theirs_file, args.runs, args.pygments_runs)
    r["ours snippets"], r["theirs snippets"] = measure_pair(ours_snippets, theirs_snippets, args.runs,
                                                            args.pygments_runs)
    r["ours tokens"], r["ours via pygments"] = measure_pair(ours_tokens, ours_via_pygments, args.runs,
                                                            args.pygments_runs)
    load1 = os.getloadavg()[0]
    med = {k: statistics.median(w) for k, (w, _) in r.items()}
    best = {k: min(w) for k, (w, _) in r.items()}
    cpu = {k: statistics.median(c) for k, (_, c) in r.items()}
    us = 1e6 / len(parts)

    print(f"swift-highlight Python benchmark ({platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs)")
    print(f"- input: {args.file}: {len(data):,} bytes; {len(parts):,} snippets, mean {len(data) / len(parts):,.0f} bytes")
    print(f"- ours: swift_highlight {swift_highlight.__version__} (engine {swift_highlight.engine_version}), "
          f"html(text, scheme=\"pygments\"); Pygments {pygments.__version__}: highlight(text, SwiftLexer(), HtmlFormatter())")
    print(f"- timed runs after one warm-up, interleaved: ours {args.runs}, Pygments {args.pygments_runs}; MB = 10^6 bytes; "
          f"load average at start / end: {load0:.2f} / {load1:.2f}")
    print()
    print("| measure | swift_highlight | Pygments SwiftLexer | ratio |")
    print("|---|---|---|---|")
    print(f"| HTML, whole file: MB/s, median (best) wall | {mb / med['ours file']:.1f} ({mb / best['ours file']:.1f}) | "
          f"{mb / med['theirs file']:.2f} ({mb / best['theirs file']:.2f}) | "
          f"{med['theirs file'] / med['ours file']:.0f}× ({best['theirs file'] / best['ours file']:.0f}×) |")
    print(f"| HTML, whole file: MB/s of CPU time, median | {mb / cpu['ours file']:.1f} | {mb / cpu['theirs file']:.2f} | "
          f"{cpu['theirs file'] / cpu['ours file']:.0f}× |")
    print(f"| HTML, µs per ~1 KB snippet, median (best) wall | {med['ours snippets'] * us:.2f} ({best['ours snippets'] * us:.2f}) | "
          f"{med['theirs snippets'] * us:.0f} ({best['theirs snippets'] * us:.0f}) | "
          f"{med['theirs snippets'] / med['ours snippets']:.0f}× ({best['theirs snippets'] / best['ours snippets']:.0f}×) |")
    print(f"| HTML, µs per ~1 KB snippet, CPU time, median | {cpu['ours snippets'] * us:.2f} | "
          f"{cpu['theirs snippets'] * us:.0f} | {cpu['theirs snippets'] / cpu['ours snippets']:.0f}× |")
    print(f"| tokens, whole file: MB/s, median wall | {mb / med['ours tokens']:.1f} | | |")
    print(f"| our lexer through Pygments' HtmlFormatter, whole file: MB/s, median wall | "
          f"{mb / med['ours via pygments']:.2f} | {mb / med['theirs file']:.2f} | "
          f"{med['theirs file'] / med['ours via pygments']:.2f}× |")
    print()
    # Each target on the best run, the median and the CPU-time median; the verdict that counts
    # (and the exit status) is the median wall time's.
    def ratio(table: dict, key: str) -> float:
        return float(table[f"theirs {key}"] / table[f"ours {key}"])

    targets = [
        ("HTML, whole file ≥ 50× Pygments", [ratio(t, "file") for t in (best, med, cpu)], "×", lambda v: v >= 50),
        ("HTML, snippets ≥ 50× Pygments", [ratio(t, "snippets") for t in (best, med, cpu)], "×", lambda v: v >= 50),
        ("≤ 15 µs per ~1 KB snippet", [t["ours snippets"] * us for t in (best, med, cpu)], " µs", lambda v: v <= 15),
    ]
    print("| target | best wall | median wall | median CPU | verdict: best / median / CPU |")
    print("|---|---|---|---|---|")
    failed = False
    for name, values, unit, ok in targets:
        verdicts = ["PASS" if ok(v) else "FAIL" for v in values]
        failed |= verdicts[1] == "FAIL"
        print(f"| {name} | " + " | ".join(f"{v:.1f}{unit}" for v in values) + f" | {' / '.join(verdicts)} |")
    print()
    print("FAIL (median wall)" if failed else "PASS (median wall)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
