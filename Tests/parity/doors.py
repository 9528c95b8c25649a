#!/usr/bin/env python3
"""Drivers of the parity test for the doors that Python reaches, and the comparison.

  doors.py cli MATRIX OUT CLI         the command-line tool CLI
  doors.py python MATRIX OUT          the Python package (the backend $SWIFT_HIGHLIGHT_BACKEND names)
  doors.py compare MATRIX OUT DOOR... every cell of every door against the first door's
  doors.py flat MATRIX                the cells as lines for the drivers that read no JSON (C,
                                      Rust): "REQUEST<TAB>OUTPUT<TAB>PATH" and a tab and
                                      key=value for each option (true for a set flag,
                                      highlightLines as 2-2,4-6)

Each driver writes, for each request of MATRIX (Tests/parity/matrix.json) and each input of its
group, the output's bytes to OUT/DOOR/REQUEST/INPUT (INPUT: the file's name); a request the door
refuses writes "ERROR: " and the message instead, so that the comparison names it. Token outputs
are one line per token, "START LEN KIND" with byte offsets. The comparison prints the first
differing cell of each door (the request, the input, the byte offset and the bytes around it),
skips the cells MATRIX excuses (and says so), applies its framing rules (the CLI's final
newline after an HTML fragment) to every door alike, and exits 1 when any cell differs or is missing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Dict, List

ROOT = Path(__file__).resolve().parents[2]


def cells(matrix: Dict[str, Any]):
    """(request, input path) for every cell, in order."""
    for request in matrix["requests"]:
        for name in matrix["inputs"][request["inputs"]]:
            yield request, ROOT / name


def token_lines(triples) -> bytes:
    return "".join(f"{start} {length} {kind}\n" for start, length, kind in triples).encode()


def run(matrix: Dict[str, Any], out: Path, door: str, serve: Callable[[Dict[str, Any], Path], bytes]) -> None:
    for request, path in cells(matrix):
        target = out / door / request["name"] / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            data = serve(request, path)
        except Exception as error:  # the message is the cell: the comparison names it
            data = f"ERROR: {type(error).__name__}: {error}".encode()
        target.write_bytes(data)


def ranges_text(pairs: List[List[int]]) -> str:
    return ",".join(f"{a}" if a == b else f"{a}-{b}" for a, b in pairs)


# ---- The command line ---------------------------------------------------------------------------

def cli_arguments(request: Dict[str, Any]) -> List[str]:
    output, options = request["output"], request["options"]
    args: List[str] = []
    if output == "markdown":
        args.append("markdown")
    elif output == "ansi":
        args += ["--format", "ansi", "--color", "always", "--color-depth", str(options.get("colorDepth", 24))]
    elif output == "tokens":
        args += ["--format", "tokens", "--json"]
    else:
        args += ["--format", "html"]
    for key, value in options.items():
        if key == "colorDepth":
            continue
        flag = "--" + "".join("-" + c.lower() if c.isupper() else c for c in key)
        if value is True:
            args.append(flag)
        elif key == "highlightLines":
            args += [flag, ranges_text(value)]
        else:
            args += [flag, str(value)]
    return args


def serve_cli(cli: str) -> Callable[[Dict[str, Any], Path], bytes]:
    def serve(request: Dict[str, Any], path: Path) -> bytes:
        env = dict(os.environ)
        env.pop("NO_COLOR", None)
        done = subprocess.run([cli, *cli_arguments(request), str(path)], capture_output=True, env=env)
        if done.returncode != 0:
            raise RuntimeError(done.stderr.decode(errors="replace").strip())
        if request["output"] == "tokens":
            return token_lines((t["start"], t["end"] - t["start"], t["kind"]) for t in json.loads(done.stdout))
        return done.stdout
    return serve


# ---- Python -------------------------------------------------------------------------------------

def serve_python(request: Dict[str, Any], path: Path) -> bytes:
    import swift_highlight as sh

    names = {"classPrefix": "class_prefix", "inlineStyles": "inline_styles", "lineNumbers": "line_numbers",
             "highlightLines": "highlight_lines", "firstLine": "first_line", "colorDepth": "color_depth"}
    options = {names.get(k, k): v for k, v in request["options"].items()}
    if "highlight_lines" in options:
        options["highlight_lines"] = [tuple(pair) for pair in options["highlight_lines"]]
    data = path.read_bytes()
    output = request["output"]
    if output == "tokens":
        return token_lines((t.start, t.end - t.start, t.kind) for t in sh.tokens(data, **options))
    function = {"html": sh.html, "ansi": sh.ansi, "markdown": sh.markdown}[output]
    return str(function(data, **options)).encode()


# ---- The comparison -----------------------------------------------------------------------------

def compare(matrix: Dict[str, Any], out: Path, doors: List[str]) -> int:
    excused = {(e["door"], e["request"]): e["reason"] for e in matrix.get("excused", [])}
    # A framing rule of one door (the CLI's final newline) applies to that output of every door.
    framed = {f["output"] for f in matrix.get("framing", []) if f["door"] in doors and f["rule"] == "final-newline"}

    def frame(request: Dict[str, Any], data: bytes) -> bytes:
        if request["output"] in framed and not data.startswith(b"ERROR: ") and not data.endswith(b"\n"):
            return data + b"\n"
        return data

    reference, failures, compared = doors[0], 0, 0
    for door in doors[1:]:
        first = None
        count = 0
        for request, path in cells(matrix):
            if (door, request["name"]) in excused:
                continue
            mine = out / door / request["name"] / path.name
            theirs = out / reference / request["name"] / path.name
            a = frame(request, theirs.read_bytes()) if theirs.exists() else b"(missing)"
            b = frame(request, mine.read_bytes()) if mine.exists() else b"(missing)"
            compared += 1
            if a != b:
                count += 1
                if first is None:
                    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                    first = (f"{request['name']} on {path.name}: byte {at}: {reference} has "
                             f"{a[max(0, at - 40):at + 40]!r}, {door} has {b[max(0, at - 40):at + 40]!r}")
        if first is None:
            print(f"parity: {door} = {reference} on every cell")
        else:
            failures += 1
            print(f"parity: {door} differs from {reference} in {count} cell(s); first: {first}")
    for (door, name), reason in sorted(excused.items()):
        if door in doors:
            print(f"parity: excused: {door} {name}: {reason}")
    print(f"parity: {compared} cells compared, {len(doors)} doors, {failures} door(s) differ")
    return 1 if failures else 0


def main(argv: List[str]) -> int:
    if len(argv) < 3 and not (len(argv) == 2 and argv[0] == "flat"):
        print(__doc__, file=sys.stderr)
        return 2
    what, matrix_path = argv[0], Path(argv[1])
    out = Path(argv[2]) if len(argv) > 2 else Path()
    matrix = json.loads(matrix_path.read_text())
    if what == "cli":
        run(matrix, out, "cli", serve_cli(argv[3]))
    elif what == "python":
        import swift_highlight
        run(matrix, out, f"python-{swift_highlight.backend}", serve_python)
    elif what == "flat":
        for request, path in cells(matrix):
            options = "\t".join(
                f"{k}={'true' if v is True else ','.join(f'{a}-{b}' for a, b in v) if k == 'highlightLines' else v}"
                for k, v in request["options"].items())
            print(f"{request['name']}\t{request['output']}\t{path}" + (f"\t{options}" if options else ""))
    elif what == "compare":
        return compare(matrix, out, argv[3:])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
