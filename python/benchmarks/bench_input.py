"""The benchmarks' input cut into snippets, shared by bench_html.py and bench_backends.py (it
imports nothing of swift_highlight, which bench_backends.py loads from two wheels itself)."""

from __future__ import annotations

from typing import List

SNIPPET_BYTES = 1024


def snippets(data: bytes) -> List[str]:
    """~1 KB pieces, each cut at the first line feed at or after 1,024 bytes (as the Rust
    benchmark cuts them)."""
    out, start = [], 0
    while start < len(data):
        want = start + SNIPPET_BYTES
        newline = data.find(b"\n", want - 1) if want < len(data) else -1
        end = len(data) if newline < 0 else newline + 1
        out.append(data[start:end].decode("utf-8"))
        start = end
    return out
