"""Benchmark: the two wheels' engines and Pygments, in one process.

    python bench_backends.py FILE NATIVE_DIR WASM_DIR [--runs N] [--pygments-runs N]

NATIVE_DIR and WASM_DIR each hold an unpacked wheel (a ``swift_highlight`` folder): the native
one (ctypes) and the py3-none-any one (WebAssembly through wasmtime). Both are imported into this
process, one after the other, as two separate package objects. Measured on FILE (the benchmark
input) with html(text, scheme="pygments") against pygments.highlight(text, SwiftLexer(),
HtmlFormatter()), the median (and best) wall time of timed runs after one warm-up, all three
interleaved run by run so that they see the same load: HTML of the whole file, HTML of each ~1 KB
snippet (bench_html.py's cut) one call each, tokens of the whole file; and each package's import
time (the WebAssembly one compiles the module). Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import importlib
from importlib import metadata
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Callable, Dict, List, Tuple

import pygments
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers.objective import SwiftLexer

from bench_input import snippets

def load(folder: str) -> Tuple[ModuleType, float]:
    """Imports the swift_highlight package of ``folder`` as a fresh package object; returns it
    and the seconds the import took."""
    for name in [n for n in sys.modules if n == "swift_highlight" or n.startswith("swift_highlight.")]:
        del sys.modules[name]
    sys.path.insert(0, folder)
    try:
        start = time.perf_counter()
        package = importlib.import_module("swift_highlight")
        seconds = time.perf_counter() - start
    finally:
        sys.path.remove(folder)
    return package, seconds


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("native_dir")
    parser.add_argument("wasm_dir")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pygments-runs", type=int, default=2)
    args = parser.parse_args()
    data = open(args.file, "rb").read()
    text = data.decode("utf-8")
    parts = snippets(data)
    mb = len(data) / 1e6
    load0 = os.getloadavg()[0]

    native, native_import = load(args.native_dir)
    wasm, wasm_import = load(args.wasm_dir)
    assert native.backend == "native" and wasm.backend == "wasm", (native.backend, wasm.backend)
    assert native.html(text, scheme="pygments") == wasm.html(text, scheme="pygments")

    lexer, formatter = SwiftLexer(), HtmlFormatter()
    work: Dict[str, Dict[str, Callable[[], object]]] = {
        "file": {
            "native": lambda: native.html(text, scheme="pygments"),
            "wasm": lambda: wasm.html(text, scheme="pygments"),
            "pygments": lambda: highlight(text, lexer, formatter),
        },
        "snippets": {
            "native": lambda: [native.html(s, scheme="pygments") for s in parts],
            "wasm": lambda: [wasm.html(s, scheme="pygments") for s in parts],
            "pygments": lambda: [highlight(s, lexer, formatter) for s in parts],
        },
        "tokens": {
            "native": lambda: native.tokens(text),
            "wasm": lambda: wasm.tokens(text),
        },
    }
    walls: Dict[Tuple[str, str], List[float]] = {}
    for measure, sides in work.items():
        for side, run in sides.items():
            run()  # warm-up
            walls[(measure, side)] = []
        for k in range(args.runs):
            for side, run in sides.items():
                if side == "pygments" and k >= args.pygments_runs:
                    continue
                start = time.perf_counter()
                run()
                walls[(measure, side)].append(time.perf_counter() - start)
    load1 = os.getloadavg()[0]
    med = {key: statistics.median(w) for key, w in walls.items()}
    best = {key: min(w) for key, w in walls.items()}
    us = 1e6 / len(parts)

    print(f"swift-highlight Python backends ({platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {os.cpu_count()} CPUs; wasmtime {metadata.version('wasmtime')}, "
          f"Pygments {pygments.__version__})")
    print(f"- input: {args.file}: {len(data):,} bytes; {len(parts):,} snippets, mean {len(data) / len(parts):,.0f} bytes")
    print(f"- swift_highlight {native.__version__}: native wheel (ctypes) and py3-none-any wheel (WebAssembly), "
          f"both html(text, scheme=\"pygments\"), same output checked; Pygments: highlight(text, SwiftLexer(), HtmlFormatter())")
    print(f"- timed runs after one warm-up, interleaved: {args.runs} each, Pygments {args.pygments_runs}; "
          f"MB = 10^6 bytes; load average at start / end: {load0:.2f} / {load1:.2f}")
    print()
    print("| measure | native | wasm | Pygments | wasm vs native | wasm vs Pygments |")
    print("|---|---|---|---|---|---|")

    for label, table in (("median", med), ("best", best)):
        f = {s: mb / table[("file", s)] for s in ("native", "wasm", "pygments")}
        print(f"| HTML, whole file: MB/s, {label} wall | {f['native']:.1f} | {f['wasm']:.1f} | {f['pygments']:.2f} | "
              f"{f['wasm'] / f['native']:.2f}× | {f['wasm'] / f['pygments']:.0f}× |")
    for label, table in (("median", med), ("best", best)):
        s = {side: table[("snippets", side)] * us for side in ("native", "wasm", "pygments")}
        print(f"| HTML, µs per ~1 KB snippet, {label} wall | {s['native']:.2f} | {s['wasm']:.2f} | {s['pygments']:.0f} | "
              f"{s['native'] / s['wasm']:.2f}× | {s['pygments'] / s['wasm']:.0f}× |")
    t = {side: mb / med[("tokens", side)] for side in ("native", "wasm")}
    print(f"| tokens, whole file: MB/s, median wall | {t['native']:.1f} | {t['wasm']:.1f} | | {t['wasm'] / t['native']:.2f}× | |")
    print(f"| import swift_highlight, ms (first import in this process) | {native_import * 1e3:.0f} | "
          f"{wasm_import * 1e3:.0f} | | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
