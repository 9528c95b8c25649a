#!/usr/bin/env python3
"""Compares an installed swift_highlight with the CLI, byte for byte, in two steps, so that the
second can run where the CLI and the Swift toolchain cannot be reached:

    python-outputs.py expect CLI OUT_DIR FILE...   the CLI's output for every file and mode
    python-outputs.py check OUT_DIR [--backend B]  the package's output for the same, compared

``expect`` writes OUT_DIR/manifest.json and one file per (source, mode). ``check`` (standard
library and swift_highlight only) reads them, computes each output with the package's
functions and exits 1 listing the differences; ``--backend`` also requires
``swift_highlight.backend`` to be B (``native+fast``: native, calling html, ansi and markdown
through the extension module ``_fast``). Modes: HTML with the default options and with each group of
options, tokens (the CLI's JSON), terminal colours at both depths, the Markdown entry point.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List, Tuple

# (name, CLI arguments, function, keyword arguments)
MODES: List[Tuple[str, List[str], str, Dict[str, Any]]] = [
    ("html", ["--format", "html"], "html", {}),
    ("html-pygments-pre", ["--format", "html", "--scheme", "pygments", "--pre"], "html",
     {"scheme": "pygments", "pre": True}),
    ("html-lines", ["--format", "html", "--line-numbers", "--first-line", "7", "--highlight-lines", "8,10-12",
                    "--class-prefix", "x-"], "html",
     {"line_numbers": True, "first_line": 7, "highlight_lines": "8,10-12", "class_prefix": "x-"}),
    ("html-inline", ["--format", "html", "--inline-styles", "--theme", "high-contrast-dark"], "html",
     {"inline_styles": True, "theme": "high-contrast-dark"}),
    ("html-notation-title", ["--format", "html", "--pre", "--notation", "--title", "Pager <1>.swift"], "html",
     {"pre": True, "notation": True, "title": "Pager <1>.swift"}),
    ("tokens", ["--format", "tokens", "--json"], "tokens", {}),
    ("ansi-16", ["--format", "ansi", "--color", "always", "--color-depth", "16"], "ansi", {"color_depth": 16}),
    ("ansi-24", ["--format", "ansi", "--color", "always", "--color-depth", "24", "--theme", "xcode-light"], "ansi",
     {"color_depth": 24, "theme": "xcode-light"}),
    ("markdown", ["markdown", "--input", "markdown"], "markdown", {}),
]


def as_printed(html: str) -> str:
    """An HTML fragment as the command-line tool prints it: with a final line feed where it has none."""
    return html if html.endswith("\n") else html + "\n"


def markdown_document(source: str) -> str:
    return f"# {len(source)} characters\n\n```swift\n{source}```\n\nText.\n"


def expect(cli: str, out_dir: Path, files: List[Path]) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    entries = []
    for index, path in enumerate(files):
        source = path.read_bytes()
        for name, args, function, kwargs in MODES:
            if function == "markdown":
                done = subprocess.run([cli, *args], input=markdown_document(source.decode("utf-8")).encode("utf-8"),
                                      capture_output=True, check=True)
            else:
                done = subprocess.run([cli, *args, str(path)], capture_output=True, check=True)
            expected = out_dir / f"{index:04d}-{name}.out"
            expected.write_bytes(done.stdout)
            entries.append({"source": str(path.resolve()), "mode": name, "expected": expected.name})
    (out_dir / "manifest.json").write_text(json.dumps(entries, indent=1))
    print(f"python-outputs: {len(files)} files x {len(MODES)} modes from {cli}")


def check(out_dir: Path, backend: str | None) -> int:
    import swift_highlight as sh

    used = sh.backend
    if used == "native":
        from swift_highlight import _native
        if _native.html is _native.fast_functions.get("html"):
            used = "native+fast"
    if backend is not None and used != backend:
        print(f"python-outputs: backend is {used!r}, expected {backend!r}")
        return 1
    modes = {name: (function, kwargs) for name, _, function, kwargs in MODES}
    entries = json.loads((out_dir / "manifest.json").read_text())
    failures = []
    for entry in entries:
        data = Path(entry["source"]).read_bytes()
        text = data.decode("utf-8")
        function, kwargs = modes[entry["mode"]]
        expected = (out_dir / entry["expected"]).read_bytes()
        if function == "tokens":
            listed = [(t["start"], t["end"], t["kind"]) for t in json.loads(expected)]
            got_ok = [tuple(t) for t in sh.tokens(data)] == listed
        elif function == "markdown":
            got_ok = sh.markdown(markdown_document(text)).encode("utf-8") == expected
        else:
            call = getattr(sh, function)
            printed = as_printed if function == "html" else (lambda out: out)
            got_ok = all(printed(call(source, **kwargs)).encode("utf-8") == expected for source in (text, data))
        if not got_ok:
            failures.append(f"{entry['source']} ({entry['mode']})")
    sources = len({e["source"] for e in entries})
    if failures:
        print(f"python-outputs: {len(failures)} of {len(entries)} outputs differ from the CLI's "
              f"(backend {used}):")
        print("\n".join(failures[:20]))
        return 1
    print(f"python-outputs: {sources} files x {len(modes)} modes equal the CLI's, byte for byte "
          f"(backend {used}, swift_highlight {sh.__version__} from {Path(sh.__file__).parent})")
    return 0


def main() -> int:
    if len(sys.argv) >= 4 and sys.argv[1] == "expect":
        expect(sys.argv[2], Path(sys.argv[3]), [Path(p) for p in sys.argv[4:]])
        return 0
    if len(sys.argv) in (3, 5) and sys.argv[1] == "check":
        backend = sys.argv[4] if len(sys.argv) == 5 and sys.argv[3] == "--backend" else None
        return check(Path(sys.argv[2]), backend)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
