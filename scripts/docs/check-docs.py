#!/usr/bin/env python3
"""Checks the documentation (README.md and docs/*.md) against the built project: every code
block is run or says why it is not, and every figure is the one measured.

    scripts/docs/check-docs.py [--bin DIR] [--list] [--unmarked-figures] [--write-figures] [--keep] [FILE.md...]

    --bin DIR          the folder of the swift-highlight to run (default: .build/release)
    --list             print each block's line, language and what the checker does with it
    --unmarked-figures print each figure-like number of the prose that is not a checked figure
                       (and whether scripts/docs/not-figures.txt lists it); needs no build
    --write-figures    write fresh measurements into the figures instead of comparing them
    --keep             keep the scratch folder (its path is printed)

Code blocks. A block is a fenced block (``` or ~~~, any indentation); an indented code block is
refused (write it fenced, with its language). Each block follows a marker, an HTML comment on
the lines before it (blank lines allowed between):

    <!-- docs-check: run -->            run here (below)
    <!-- docs-check: run fails -->      run here; it must exit non-zero (an example of an error)
    <!-- docs-check: compile -->        c blocks: cc -fsyntax-only against include/ (a setup
                                        gives what a fragment uses); swift blocks: swiftc
                                        -typecheck against the release build's Highlight module.
    <!-- docs-check: compile in-function -->  the same, the block inside a function body
    <!-- docs-check: file NAME -->      written to NAME in the page's scratch folder, for the
                                        blocks after it (an input file a command reads)
    <!-- docs-check: output -->         the standard output of the run block before it, exactly
                                        (trailing blanks ignored)
    <!-- docs-check: skip REASON -->    not runnable here; REASON says why (required)
    <!-- readme-check: PATH -->         run by another test stage, which extracts it by PATH
                                        (scripts/docs/readme-block.py, Tests/install); the
                                        checker makes sure a test names PATH
    <!-- docs-check: setup
    CODE
    -->                                 hidden code put before the next run block (definitions
                                        a fragment uses: `const code = ...`)

A run block runs by its language, in a scratch folder per page (blocks of one page share it,
in order), with a 60-second limit: sh, bash, shell and console blocks with bash -e (the release
CLI first on PATH, the npm tarball of dist/ at ./swift-highlight-VERSION.tgz); js blocks as an
ES module with node (`swift-highlight` resolved to js/, markdown-it and marked to Debian's
node packages); python blocks with the project's virtual environment (.venv-python, made by
scripts/test/python.sh; DOCS_PYTHON overrides it). Other languages cannot be run here: mark them skip, or readme-check
when a stage builds them.

Figures. A number in the prose is written between two comments:

    <!-- figure NAME TOLERANCE -->288,538<!-- /figure -->

NAME is a measurement this script makes (FIGURES below: sizes and counts, measured from the
built artifacts) or `results:KEY`, a figure of bench/RESULTS.md written there as
`<!-- figure results:KEY -->VALUE<!-- /figure -->` by the script that measured it
(scripts/bench/record-results.py), or
`"bench:ROW#COL"`: the numbers written must appear, in order, in column COL of the first table
row of bench/RESULTS.md labelled ROW (the benchmarks' printed tables), or in field COL of the
first line of a benchmark's verbatim output there that starts with ROW (fields: runs of two or
more spaces apart); `"bench:HEADING >> ROW#COL"` looks from the first heading containing HEADING
(or, when no heading does, the first line). `"source:PATH#REGEX"` is a constant of the code
(a limit the prose states): the number in the first group of REGEX's first match in PATH.
TOLERANCE is `exact`, `±N%` or `±N` (absolute); the figure fails when the value written and the
one measured differ by more. `--write-figures` writes the measured values instead. A measured
size can be shown in another unit: `NAME@kB` (10^3 bytes), `@KiB`, `@MB`, `@MiB`; a share as a
percentage, `NAME@%`.

Commands of a table. `<!-- docs-check: commands TEST... -->` before a table (the README's
install table): each shell command in its inline code (pip, npm, apt, tar, pkg-config, cc,
swift-highlight, scripts/install.sh) must be run by one of the TESTs (scripts that the test
command runs), which must name its program, its options and its files (without the version,
which a script takes from scripts/version.sh); and every release file named on a page
(swift-highlight-X.Y.Z.tgz, libswift-highlightABI_X.Y.Z_amd64.deb, …) must carry the version
and ABI of scripts/version.sh (docs/releasing.md, which shows a release to come, aside).

Unmarked figures. A figure-like number of the prose (outside code, comments and figures: a
number with a unit such as bytes, KB, MB/s, ms, µs, s, %, ×, :1; a number grouped in thousands;
a decimal of 2+ places; a number before a count word such as tests, files or lines; a number
alone in a table cell) must be a figure or be listed in scripts/docs/not-figures.txt, with why
it is no measurement (a limit, a version, an example's value). Each unlisted one fails. A
table row that gives a kind's C value (`| `mark-comment` | 20 |`) is checked against
Sources/Highlight/Tokens/TokenKind.swift and the header instead.

Exits 1 on any failure, naming FILE:LINE and what to do; prints one line per block and figure.
"""
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUN_LANGUAGES = {"sh": "shell", "bash": "shell", "shell": "shell", "console": "shell",
                 "js": "js", "javascript": "js", "mjs": "js", "python": "python", "py": "python"}
MARKER = re.compile(r"<!--\s*(docs-check|readme-check):?\s*(.*?)\s*-->", re.S)
FIGURE = re.compile(r"<!--\s*figure\s+(\"[^\"]+\"|\S+)(?:\s+(\S+))?\s*-->(.*?)<!--\s*/figure\s*-->", re.S)
SKIP = "skip: "  # a measurement whose source is not here (the evaluation kit), not a failure
UNITS = {"kB": 1000, "KiB": 1024, "MB": 1000 ** 2, "MiB": 1024 ** 2, "%": 0.01}
NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
UNIT = r"(?:bytes?|B|kB|KB|KiB/s|KiB|MB/s|MB|MiB|GB|GiB|ms|µs|s|%|×|x|times|M instructions|:1)(?![\w/])"
COUNT_WORD = (r"(?:tests?|failures?|inputs?|files?|cases?|lines?|pages?|blocks?|names?|kinds?|snippets?|"
              r"errors?|races?|levels?|elements?|instructions?|runs?|rounds?|labels?|tokens?|characters?|"
              r"relocations?|results?|identifiers?|functions?)\b")
FIGURE_LIKE = re.compile(
    r"(?<![\w.#/:-])(\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\w.]*\d)"
    r"(?P<tail>(?: ?[–-] ?\d[\d.,]*)?(?: ?\(\d[\d.,]*\))? ?" + UNIT + "| " + COUNT_WORD + ")?")
FENCE = re.compile(r"^( {0,3}|\s*)(`{3,}|~{3,})\s*([^`\s{]*)(.*)$")


class Block:
    def __init__(self, path, line, indent, language, info, text, marker):
        self.path, self.line, self.indent = path, line, indent
        self.language, self.info, self.text, self.marker = language, info, text, marker
        self.setup = ""

    @property
    def where(self):
        return "%s:%d" % (os.path.relpath(self.path, ROOT), self.line)


def read_blocks(path):
    """The fenced blocks of a page with their markers, and the errors of its structure."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, errors = [], []
    pending, setup = None, ""
    i = 0
    previous_blank, in_list = True, False
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        # A marker comment (possibly over several lines: a setup block).
        if stripped.startswith("<!--") and ("docs-check" in stripped or "readme-check" in stripped):
            j = i
            text = line
            while "-->" not in text and j + 1 < len(lines):
                j += 1
                text += "\n" + lines[j]
            m = MARKER.search(text)
            if not m:
                errors.append("%s:%d: unreadable docs-check marker" % (rel(path), i + 1))
            elif m.group(1) == "docs-check" and m.group(2).split()[:1] == ["commands"]:
                pass  # the commands of the table after it (check_commands), not a code block
            elif m.group(1) == "docs-check" and m.group(2).startswith("setup"):
                setup += m.group(2)[len("setup"):].strip("\n") + "\n"
            else:
                pending = (m.group(1), m.group(2), i + 1)
            i = j + 1
            previous_blank = False
            continue
        m = FENCE.match(line)
        if m and m.group(2)[0] == "`" and "`" in m.group(4):
            m = None  # inline code at a line's start (```` ```swift ````), not a fence
        if m:
            indent, fence = len(m.group(1)), m.group(2)
            language = m.group(3).lower()
            body, k = [], i + 1
            while k < len(lines):
                close = lines[k].strip()
                if close.startswith(fence[0] * len(fence)) and close.strip(fence[0]) == "":
                    break
                body.append(lines[k][indent:] if lines[k][:indent].strip() == "" else lines[k].lstrip())
                k += 1
            if k == len(lines):
                errors.append("%s:%d: unclosed code block" % (rel(path), i + 1))
            block = Block(path, i + 1, indent, language, m.group(4).strip(), "\n".join(body) + "\n", pending)
            if pending and pending[0] == "docs-check" and pending[1].split()[:1] in (["run"], ["compile"]):
                block.setup, setup = setup, ""
            elif setup:
                errors.append("%s:%d: a docs-check setup before a block that is neither run nor compiled"
                              % (rel(path), i + 1))
                setup = ""
            blocks.append(block)
            pending = None
            i = k + 1
            previous_blank = False
            continue
        # An indented code block: four spaces after a blank line, outside a list item.
        if line.startswith("    ") and stripped and previous_blank and not in_list:
            errors.append("%s:%d: an indented code block (%r): write it as a fenced block with its "
                          "language and a docs-check marker" % (rel(path), i + 1, stripped[:40]))
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                i += 1
            previous_blank = True
            continue
        if stripped == "":
            previous_blank = True
        else:
            if re.match(r"^\s*([-*+]|\d+[.)])\s", line):
                in_list = True
            elif not line.startswith(" "):
                in_list = False
            previous_blank = False
            if pending:
                errors.append("%s:%d: a docs-check marker with no code block after it" % (rel(path), pending[2]))
                pending = None
        i += 1
    return blocks, errors


def rel(path):
    return os.path.relpath(path, ROOT)


class Checker:
    def __init__(self, bin_dir, scratch):
        self.bin_dir, self.scratch = bin_dir, scratch
        self.failures, self.counts = [], {}
        self.measured = None

    def fail(self, message):
        self.failures.append(message)
        print("FAIL " + message)

    def note(self, kind, what):
        self.counts[kind] = self.counts.get(kind, 0) + 1
        print("%-5s %s" % (kind, what))

    # --- code blocks -------------------------------------------------------------------------
    def page_folder(self, path):
        folder = os.path.join(self.scratch, rel(path).replace("/", "_").replace(".md", ""))
        if not os.path.isdir(folder):
            os.makedirs(folder)
            self.prepare(folder)
        return folder

    def prepare(self, folder):
        """What a reader of the docs has at hand: the CLI, the JavaScript package, the npm tarball."""
        modules = os.path.join(folder, "node_modules")
        os.makedirs(modules)
        os.symlink(os.path.join(ROOT, "js"), os.path.join(modules, "swift-highlight"))
        for name in ("markdown-it", "marked"):
            debian = os.path.join("/usr/share/nodejs", name)
            if os.path.isdir(debian):
                os.symlink(debian, os.path.join(modules, name))
        dist = os.path.join(ROOT, "dist")
        if os.path.isdir(dist):
            for name in os.listdir(dist):
                if name.endswith(".tgz"):
                    os.symlink(os.path.join(dist, name), os.path.join(folder, name))

    def environment(self):
        env = dict(os.environ)
        env["PATH"] = self.bin_dir + os.pathsep + env.get("PATH", "")
        env["SWIFT_HIGHLIGHT_REPOSITORY"] = ROOT
        return env

    def run_block(self, block, last_output):
        kind = RUN_LANGUAGES.get(block.language)
        words = block.marker[1].split()
        fails = "fails" in words[1:]
        if kind is None:
            self.fail("%s: a ```%s block cannot be run here: mark it `<!-- docs-check: skip REASON -->`, "
                      "or readme-check when a test stage builds it" % (block.where, block.language or "(no language)"))
            return None
        folder = self.page_folder(block.path)
        code = block.setup + block.text
        if kind == "shell":
            command = ["bash", "-e", "-o", "pipefail", "-c", code]
        elif kind == "js":
            script = os.path.join(folder, "block-%d.mjs" % block.line)
            with open(script, "w", encoding="utf-8") as f:
                f.write(code)
            command = ["node", script]
        else:
            python = os.environ.get("DOCS_PYTHON") or os.path.join(ROOT, ".venv-python", "bin", "python")
            if not os.path.exists(python):
                self.fail("%s: no .venv-python to run this Python block in (scripts/test/python.sh makes it; "
                          "DOCS_PYTHON names another interpreter with the package installed)" % block.where)
                return None
            command = [python, "-c", code]
        try:
            done = subprocess.run(command, cwd=folder, env=self.environment(), capture_output=True,
                                  text=True, timeout=60)
        except subprocess.TimeoutExpired:
            self.fail("%s: the ```%s block ran for more than 60 s" % (block.where, block.language))
            return None
        if (done.returncode != 0) != fails:
            want = "fail" if fails else "succeed"
            self.fail("%s: the ```%s block should %s, exit status %d\n%s\n--- stdout\n%s--- stderr\n%s"
                      % (block.where, block.language, want, done.returncode, indent(code),
                         tail(done.stdout), tail(done.stderr)))
            return None
        self.note("run", "%s ```%s" % (block.where, block.language))
        return done.stdout

    def compile_block(self, block, in_function):
        folder = self.page_folder(block.path)
        body = block.text
        if in_function:
            body = "void docs_check_fragment(void) {\n%s}\n" % body if block.language == "c" \
                else "func docsCheckFragment() throws {\n%s}\n" % body
        code = block.setup + body
        if block.language == "c":
            source = os.path.join(folder, "block-%d.c" % block.line)
            command = [os.environ.get("CC", "cc"), "-std=c11", "-fsyntax-only", "-Wall", "-Werror",
                       "-Wno-unused-variable", "-Wno-unused-function", "-I", os.path.join(ROOT, "include"), source]
        elif block.language == "swift":
            source = os.path.join(folder, "block-%d.swift" % block.line)
            command = ["swiftc", "-typecheck", "-I", os.path.join(self.bin_dir, "Modules"),
                       "-I", os.path.join(ROOT, "Sources", "CHighlight", "include"),
                       "-I", os.path.join(ROOT, "Sources", "HighlightLibc", "include"), source]
        else:
            self.fail("%s: docs-check compile takes c and swift blocks, not ```%s" % (block.where, block.language))
            return
        with open(source, "w", encoding="utf-8") as f:
            f.write(code)
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            self.fail("%s: the ```%s block does not compile:\n%s\n%s" % (block.where, block.language, indent(code), tail(done.stderr)))
        else:
            self.note("comp", "%s ```%s" % (block.where, block.language))

    def check_output(self, block, last_output):
        if last_output is None:
            self.fail("%s: an output block with no successful run block before it" % block.where)
            return
        want = [l.rstrip() for l in block.text.rstrip("\n").split("\n")]
        got = [l.rstrip() for l in last_output.rstrip("\n").split("\n")]
        if want != got:
            self.fail("%s: the output shown is not what the block before it prints; it prints:\n%s"
                      % (block.where, indent("\n".join(got))))
        else:
            self.note("out", block.where)

    def readme_check(self, block, name):
        """A block run by another stage: some test script names it."""
        users = []
        for folder in ("Tests", "scripts"):
            for base, _, files in os.walk(os.path.join(ROOT, folder)):
                for f in files:
                    if f.endswith((".sh", ".py")) and "check-docs" not in f:
                        text = open(os.path.join(base, f), encoding="utf-8", errors="replace").read()
                        first = name.split("/")[0] + "/"
                        if name in text or ("readme-check" in text and '/' + first.rstrip("/") in text):
                            users.append(os.path.relpath(os.path.join(base, f), ROOT))
        if not users:
            self.fail("%s: <!-- readme-check: %s --> but no test under Tests/ or scripts/ uses %s"
                      % (block.where, name, name))
        else:
            self.note("stage", "%s (readme-check %s)" % (block.where, name))

    def check_page(self, path):
        blocks, errors = read_blocks(path)
        for e in errors:
            self.fail(e)
        last_output = None
        for block in blocks:
            if block.marker is None:
                self.fail("%s: a ```%s block with no marker before it: put <!-- docs-check: run --> "
                          "(runs it), <!-- docs-check: skip REASON -->, <!-- docs-check: output --> or "
                          "<!-- docs-check: file NAME --> on the line before it (see docs/testing.md)"
                          % (block.where, block.language or "(no language)"))
                continue
            kind, args = block.marker[0], block.marker[1]
            verb = args.split(None, 1)[0] if args else ""
            rest = args[len(verb):].strip()
            if kind == "readme-check":
                self.readme_check(block, args)
            elif verb == "run":
                last_output = self.run_block(block, last_output)
            elif verb == "compile":
                self.compile_block(block, rest == "in-function")
            elif verb == "output":
                self.check_output(block, last_output)
            elif verb == "file":
                if not re.fullmatch(r"[A-Za-z0-9_.-][A-Za-z0-9_./-]*", rest) or ".." in rest.split("/"):
                    self.fail("%s: docs-check file needs a relative file name, got %r" % (block.where, rest))
                    continue
                target = os.path.join(self.page_folder(path), rest)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "w", encoding="utf-8") as f:
                    f.write(block.text)
                self.note("file", "%s -> %s" % (block.where, rest))
            elif verb == "skip":
                if len(rest) < 8:
                    self.fail("%s: docs-check skip needs a reason (why the block cannot run here)" % block.where)
                else:
                    self.note("skip", "%s ```%s: %s" % (block.where, block.language, rest))
            else:
                self.fail("%s: unknown docs-check marker %r (run, run fails, file NAME, output, skip REASON, setup)"
                          % (block.where, args))

    # --- figures -----------------------------------------------------------------------------
    def check_figures(self, path, write):
        text = open(path, encoding="utf-8").read()
        changed = text
        for m in FIGURE.finditer(text):
            if m.start() > 0 and text[m.start() - 1] == "`":
                continue  # the syntax shown in inline code (docs/testing.md), not a figure
            name, tolerance, written = m.group(1).strip('"'), m.group(2) or "exact", m.group(3)
            line = text.count("\n", 0, m.start()) + 1
            where = "%s:%d" % (rel(path), line)
            if name.startswith("bench:"):
                self.check_bench_cell(where, name, tolerance, written)
                continue
            fresh = self.figure(name, where)
            if fresh is None:
                continue
            value, shown = fresh
            if write and name.startswith("accuracy-floor"):
                write_this = False  # a floor bounds the figure; it is not the value to write
            else:
                write_this = write and (not name.startswith("source:") or parse_number(written) != value)
            if write_this:
                if written != shown:
                    changed = changed.replace(m.group(0), m.group(0).replace(">" + written + "<", ">" + shown + "<"), 1)
                    self.note("wrote", "%s %s: %s (was %s)" % (where, name, shown, written))
                continue
            number = parse_number(written)
            if number is None:
                self.fail("%s: figure %s: %r is not a number" % (where, name, written))
                continue
            limit = allowed(tolerance, value)
            if limit is None:
                self.fail("%s: figure %s: tolerance %r is not exact, ±N%% or ±N" % (where, name, tolerance))
            elif abs(number - value) > limit:
                self.fail("%s: figure %s says %s, measured %s (tolerance %s): write the new value "
                          "(scripts/docs/check-docs.py --write-figures)" % (where, name, written, shown, tolerance))
            else:
                source = "floor" if name.startswith("accuracy-floor") else "code" if name.startswith("source:") else "measured"
                self.note("fig", "%s %s = %s (%s %s, %s)" % (where, name, written, source, shown, tolerance))
        if write and changed != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(changed)

    def check_bench_cell(self, where, name, tolerance, written):
        """`bench:ROW#COL`: the numbers written are, in order, numbers of that cell of the first
        table row of bench/RESULTS.md labelled ROW (COL 1 is the first column after the label),
        which the benchmark printed; each within the tolerance. `bench:HEADING >> ROW#COL` looks
        for the row from the first heading that contains HEADING on (or, when no heading does,
        the first line). A line of a benchmark's verbatim output that starts with ROW counts as
        a row too, its fields split at runs of two or more spaces. `#COL@MB` (or another unit
        of UNITS) reads the cell's byte counts in that unit."""
        row, _, col = name[len("bench:"):].rpartition("#")
        col, _, unit = col.partition("@")
        if unit and unit not in UNITS:
            self.fail("%s: figure %s: the unit is one of %s" % (where, name, ", ".join(UNITS)))
            return
        section, _, row = row.rpartition(" >> ")
        if not row or not col.isdigit():
            self.fail("%s: figure %s: write bench:ROW LABEL#COLUMN (in quotes when it has spaces)" % (where, name))
            return
        results = open(os.path.join(ROOT, "bench", "RESULTS.md"), encoding="utf-8").read()
        lines = results.split("\n")
        if section:
            start = next((i for i, l in enumerate(lines) if l.startswith("#") and section in l), None)
            if start is None:
                start = next((i for i, l in enumerate(lines) if section in l), None)
            if start is None:
                self.fail("%s: figure %s: bench/RESULTS.md has no heading or line with %r" % (where, name, section))
                return
            lines = lines[start:]
        cell = None
        for line in lines:
            line = line.strip()
            if line.startswith("|"):
                cells = [c.strip() for c in line.strip("|").split("|")]
                if cells[0] != row:
                    continue
            elif row and line.startswith(row) and (not row[-1].isalnum() or line[len(row):len(row) + 1] in ("", " ")):
                # A line of a benchmark's printed output: its fields after ROW, split at runs
                # of two or more spaces.
                cells = [row] + [c for c in re.split(r"\s{2,}", line[len(row):].strip()) if c]
            else:
                continue
            cell = cells[int(col)] if int(col) < len(cells) else None
            break
        if cell is None:
            self.fail("%s: figure %s: bench/RESULTS.md has no table row %r with a column %s" % (where, name, row, col))
            return
        want = [parse_number(n) for n in NUMBER.findall(written)]
        have = [parse_number(n) / (UNITS[unit] if unit else 1) for n in NUMBER.findall(cell)]
        fits = lambda a, b: (allowed(tolerance, b) is not None and abs(a - b) <= allowed(tolerance, b))
        found = want and any(all(fits(w, h) for w, h in zip(want, have[k:k + len(want)]))
                             for k in range(len(have) - len(want) + 1))
        if not found:
            self.fail("%s: figure %s says %r, bench/RESULTS.md's cell says %r (tolerance %s)"
                      % (where, name, written, cell, tolerance))
        else:
            self.note("fig", "%s %s = %s (RESULTS.md: %s)" % (where, name, written, cell))

    def source_constant(self, name, where):
        """`source:PATH#REGEX[@UNIT]`: a constant of the code, the first group of the first match
        of REGEX in PATH (a limit the prose states, so that it cannot drift from the code)."""
        spec, _, unit = name[len("source:"):].rpartition("@") if re.search(r"@(%s)$" % "|".join(
            re.escape(u) for u in UNITS), name) else (name[len("source:"):], "", "")
        path, _, pattern = spec.partition("#")
        full = os.path.join(ROOT, path)
        if not path or not pattern or not os.path.isfile(full):
            self.fail("%s: figure %s: write source:PATH#REGEX, PATH a file of the repository" % (where, name))
            return None
        m = re.search(pattern, open(full, encoding="utf-8", errors="replace").read())
        number = parse_number(m.group(1)) if m and m.groups() else None
        if number is None:
            self.fail("%s: figure %s: %s has no match of %r with a number as its first group" % (where, name, path, pattern))
            return None
        value = number / UNITS[unit] if unit else number
        return value, "{:,}".format(int(value)) if value == int(value) else str(value)

    def figure(self, name, where):
        if name.startswith("results:"):
            results = open(os.path.join(ROOT, "bench", "RESULTS.md"), encoding="utf-8").read()
            for m in FIGURE.finditer(results):
                if m.group(1) == name:
                    number = parse_number(m.group(3))
                    if number is not None:
                        return number, m.group(3)
            self.fail("%s: figure %s: bench/RESULTS.md has no <!-- figure %s -->VALUE<!-- /figure --> "
                      "(the script that measures it writes it)" % (where, name, name))
            return None
        if name.startswith("source:"):
            return self.source_constant(name, where)
        name, _, unit = name.partition("@")
        if unit and unit not in UNITS:
            self.fail("%s: figure %s@%s: the unit is one of %s" % (where, name, unit, ", ".join(UNITS)))
            return None
        if self.measured is None:
            self.measured = measure_all(self.bin_dir, self.scratch)
        if name not in self.measured:
            self.fail("%s: unknown figure %s (known: %s, results:KEY)" % (where, name, ", ".join(sorted(self.measured))))
            return None
        value = self.measured[name]
        if isinstance(value, str) and value.startswith(SKIP):  # nothing to measure it from here
            self.note("skip", "%s figure %s: %s" % (where, name, value[len(SKIP):]))
            return None
        if isinstance(value, str):  # a measurement that could not be made: why
            self.fail("%s: figure %s could not be measured: %s" % (where, name, value))
            return None
        if unit:
            value = value / UNITS[unit]
            return value, "{:,.0f}".format(value) if value >= 100 else "{:,.1f}".format(value)
        if isinstance(value, float):
            return value, "{:.4f}".format(value)
        return value, "{:,}".format(value)


# --- commands of a table -------------------------------------------------------------------------
COMMANDS_MARKER = re.compile(r"<!--\s*docs-check:\s*commands\s+(.*?)\s*-->", re.S)
SHELL_PROGRAMS = ("pip", "npm", "apt", "apt-get", "tar", "pkg-config", "cc", "swift-highlight", "bin/swift-highlight",
                  "scripts/install.sh")


def command_words(command, version):
    """What a test script must say to run `command`: its program, its options and, for each file
    it names, the file's name without the version (a script builds that from scripts/version.sh)."""
    words = command.replace("$(", " ").replace(")", " ").split()
    if words and words[0] == "sudo":
        words = words[1:]
    if words and words[0] == "apt":
        words[0] = "apt-get"  # apt is apt-get's interactive front end; scripts use apt-get
    need = []
    for w in words:
        if w in (">", "|") or w.endswith("/") or w.startswith("/") or w.endswith(".html"):
            continue  # a redirection, a folder of the reader's, an output file of the reader's
        if version in w:
            # libswift-highlight1_0.2.0_amd64.deb: the name without its ABI number, the version
            # and the separators (a script spells them with variables)
            need += [re.sub(r"(?<=[a-z])\d+$", "", part.strip("./_-"))
                     for part in w.split(version) if part.strip("./_-")]
        elif re.fullmatch(r"[A-Z][A-Za-z]*\.(swift|c)|app\.c", w):
            continue  # the reader's own source file
        else:
            need.append(w)
    return need


def check_commands(checker, path, version):
    """`<!-- docs-check: commands TEST... -->` before a table: each shell command in its inline
    code (one that starts with pip, npm, apt, tar, pkg-config, cc or swift-highlight) must be
    run by one of the TESTs, which must name its program, options and files; and a version in a
    file name of the table must be scripts/version.sh's."""
    text = open(path, encoding="utf-8").read()
    for m in COMMANDS_MARKER.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        where = "%s:%d" % (rel(path), line)
        tests = m.group(1).split()
        sources = {}
        for t in tests:
            f = os.path.join(ROOT, t)
            if not os.path.isfile(f):
                checker.fail("%s: docs-check commands names %s, which does not exist" % (where, t))
                continue
            sources[t] = open(f, encoding="utf-8", errors="replace").read()
        table = text[m.end():].lstrip("\n").split("\n\n", 1)[0]
        for row in table.split("\n"):
            for code in re.findall(r"`([^`]+)`", row):
                for command in code.split(";"):
                    command = command.strip()
                    for v in re.findall(r"(?<![\d.])\d+\.\d+\.\d+(?!\.?\d)", command):
                        if v != version:
                            checker.fail("%s: %r names version %s; scripts/version.sh says %s" % (where, command, v, version))
                    first = command.split()[1 if command.startswith("sudo ") else 0] if command.split() else ""
                    if first not in SHELL_PROGRAMS or len(command.split()) < 2 or "=" in command.split()[1:2]:
                        continue  # a name, or a manifest's line, not a command
                    need = command_words(command, version)
                    runners = [t for t, src in sources.items() if all(w in src for w in need)]
                    if runners:
                        checker.note("cmd", "%s `%s` (run by %s)" % (where, command, runners[0]))
                    else:
                        checker.fail("%s: no test of %s runs `%s` (none names all of %s)"
                                     % (where, " ".join(tests), command, ", ".join(need)))


ARTIFACT = re.compile(r"\b(?:swift[-_]highlight[-_]|libswift-highlight(\d+|-dev)_)(\d+\.\d+\.\d+)(?!\.?\d)")
NEXT_RELEASE_PAGES = ("docs/releasing.md",)  # shows the tags and files of a release to come


def check_versions(checker, path, version, abi):
    """Each file name of a release artifact on the page (swift-highlight-X.Y.Z.tgz,
    libswift-highlightABI_X.Y.Z_amd64.deb, …) carries scripts/version.sh's version and ABI."""
    if rel(path) in NEXT_RELEASE_PAGES:
        return
    text = open(path, encoding="utf-8").read()
    names = 0
    for m in ARTIFACT.finditer(text):
        where = "%s:%d" % (rel(path), text.count("\n", 0, m.start()) + 1)
        if m.group(2) != version:
            checker.fail("%s: %s names version %s; scripts/version.sh says %s" % (where, m.group(0), m.group(2), version))
        elif m.group(1) and m.group(1) != "-dev" and m.group(1) != abi:
            checker.fail("%s: %s names ABI %s; scripts/version.sh --abi says %s" % (where, m.group(0), m.group(1), abi))
        else:
            names += 1
    if names:
        checker.note("vers", "%s: %d artifact names of version %s" % (rel(path), names, version))


def kind_values():
    """The kinds: the name swh_kind_name gives (`mark-comment`) -> the C value, both read from
    Sources/Highlight/Tokens/TokenKind.swift (`case mark = 20`, `case .mark: return
    "mark-comment"`) and each value checked against the C header's (SWH_KIND_MARK 20); a kind
    whose values differ is left out, so that a row naming it fails."""
    paths = [os.path.join(ROOT, "Sources", "Highlight", "Tokens", "TokenKind.swift"),
             os.path.join(ROOT, "include", "swift_highlight.h")]
    if not all(os.path.isfile(p) for p in paths):
        return {}
    source, header = (open(p, encoding="utf-8").read() for p in paths)
    in_header = {m.group(1): int(m.group(2)) for m in re.finditer(r"^#define SWH_KIND_([A-Z_]+) (\d+)$", header, re.M)}
    values = {m.group(1): int(m.group(2)) for m in re.finditer(r"^\s*case `?(\w+)`? = (\d+)$", source, re.M)}
    values = {k: v for k, v in values.items() if in_header.get(re.sub(r"([a-z])([A-Z])", r"\1_\2", k).upper()) == v}
    return {m.group(2): values[m.group(1)] for m in re.finditer(r'case \.`?(\w+)`?: return "([a-z-]+)"', source)
            if m.group(1) in values}


def kind_table_rows(path, checker=None):
    """The lines of the page's table rows that give kinds' C values (`| 16 |` beside
    `type-declaration`, `| 1–9 |` beside nine kinds), each checked against the header; returns
    the lines whose values are right (their numbers are the header's, not figures)."""
    kinds, right = kind_values(), set()
    lines = open(path, encoding="utf-8").read().split("\n")
    for n, line in enumerate(lines, 1):
        if not line.lstrip().startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        value = next((c for c in cells if re.fullmatch(r"\d+(?:[–-]\d+)?", c)), None)
        named = next((c for c in cells if c.startswith("`") and re.match(r"`([a-z-]+)`", c)
                      and re.match(r"`([a-z-]+)`", c).group(1) in kinds), None)
        if value is None or named is None:
            continue
        bounds = [int(b) for b in re.split(r"[–-]", value)]
        first, last = bounds[0], bounds[-1]
        names = [w for w in re.findall(r"`([a-z-]+)`", named) if w in kinds][:last - first + 1]
        have = [kinds[w] for w in names]
        where = "%s:%d" % (rel(path), n)
        if have != list(range(first, last + 1)):
            if checker:
                checker.fail("%s: the kinds %s have the C values %s (TokenKind.swift, the header's), not %s"
                             % (where, ", ".join(names), have, value))
        else:
            right.add(n)
            if checker:
                checker.note("kind", "%s %s = %s (TokenKind.swift)" % (where, value, ", ".join(names)))
    return right


# --- unmarked figures ----------------------------------------------------------------------------
NOT_FIGURES = os.path.join(ROOT, "scripts", "docs", "not-figures.txt")


def prose(text):
    """The page with code blocks, inline code, comments, figures and link targets blanked out
    (same length, same lines), so that what is left is the prose a reader reads as text."""
    lines, fence = text.split("\n"), None
    for i, line in enumerate(lines):
        m = FENCE.match(line)
        if fence:
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                fence = None
            lines[i] = ""
        elif m and not (m.group(2)[0] == "`" and "`" in m.group(4)):
            fence, lines[i] = m.group(2), ""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
    text = "\n".join(lines)
    text = FIGURE.sub(blank, text)
    text = re.sub(r"<!--.*?-->", blank, text, flags=re.S)
    text = re.sub(r"(`+)(?!`)(?:(?!\n\s*\n).)*?(?<!`)\1(?!`)", blank, text, flags=re.S)  # within a paragraph
    text = re.sub(r"\]\([^)]*\)|<[^>\n]*>|https?://\S+", blank, text)
    return text


def unmarked_figures(path):
    """(line, text) of each figure-like number of the page's prose that is not a figure."""
    text = prose(open(path, encoding="utf-8").read())
    kind_rows = kind_table_rows(path)
    found = []
    for m in FIGURE_LIKE.finditer(text):
        number, tail = m.group(1), m.group("tail") or ""
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        before = text[line_start:m.start()].rstrip()
        after = text[m.end():line_end if line_end >= 0 else len(text)].lstrip()
        in_cell = line.lstrip().startswith("|") and before.endswith("|") and after.startswith("|")
        if in_cell and text.count("\n", 0, m.start()) + 1 in kind_rows:
            continue  # a kind's C value, checked against the source (kind_table_rows)
        grouped = bool(re.search(r"\d[, ]\d{3}", number))
        decimal = bool(re.search(r"\.\d\d", number))
        if tail or grouped or decimal or in_cell:
            found.append((text.count("\n", 0, m.start()) + 1, " ".join((number + tail).split())))
    return found


def read_not_figures():
    """scripts/docs/not-figures.txt: `PAGE | TEXT | why it is not a measurement`, # comments."""
    allowed, errors = {}, []
    if not os.path.exists(NOT_FIGURES):
        return allowed, errors
    for n, line in enumerate(open(NOT_FIGURES, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) != 3 or len(parts[2]) < 4:
            errors.append("%s:%d: write PAGE | TEXT | WHY" % (rel(NOT_FIGURES), n))
            continue
        allowed.setdefault(parts[0], {})[parts[1]] = [parts[2], False]
    return allowed, errors


def check_unmarked(files, print_all, fail=None):
    """Each unmarked figure-like number not in not-figures.txt is a failure (printed, or passed to
    fail); with print_all, the allowed ones are printed too. True when there is none."""
    allowed, errors = read_not_figures()
    bad, allowed_count = list(errors), 0
    for path in files:
        page = rel(path)
        for line, text in unmarked_figures(path):
            entry = allowed.get(page, {}).get(text)
            if entry:
                entry[1] = True
                allowed_count += 1
                if print_all:
                    print("%s:%d: %s  (not a figure: %s)" % (page, line, text, entry[0]))
            else:
                bad.append("%s:%d: %s is figure-like but not a figure: write it as "
                           "<!-- figure NAME TOLERANCE -->%s<!-- /figure --> (see docs/testing.md), or list it "
                           "in scripts/docs/not-figures.txt with why it is no measurement"
                           % (page, line, text, NUMBER.match(text).group(0) if NUMBER.match(text) else text))
    checked = {rel(p) for p in files}
    for page, entries in allowed.items():
        for text, (why, used) in entries.items():
            if page in checked and not used:
                bad.append("%s: lists %s | %s, which the page no longer has unmarked: remove the line"
                           % (rel(NOT_FIGURES), page, text))
    for message in bad:
        (fail or print)(message)
    if print_all:
        print("check-docs: %d unmarked figure-like numbers allowed by %s, %d not allowed"
              % (allowed_count, rel(NOT_FIGURES), len(bad)))
    return not bad


# --- measurements ---------------------------------------------------------------------------------
def measure_all(bin_dir, scratch):
    """Every figure this script measures, by name: an int, or a string saying why it failed."""
    figures = {}
    figures.update(measure_docc(bin_dir, scratch))
    figures.update(measure_counts())
    figures.update(measure_floors())
    figures.update(measure_wasm())
    return figures


def measure_docc(bin_dir, scratch):
    """What `swift-highlight docc` adds to an archive that docc built: the engine folder (bytes,
    and gzip -9 file by file) and the growth of one page."""
    names = ("docc-engine-bytes", "docc-engine-gzip-bytes", "docc-page-bytes")
    docc = shutil.which("docc") or "/opt/swift/usr/bin/docc"
    if not os.path.exists(docc):
        return {n: "no docc on PATH" for n in names}
    if not os.path.exists(os.path.join(ROOT, "js", "swift_highlight.wasm")):
        return {n: "no js/swift_highlight.wasm (scripts/build/wasm.sh builds it)" for n in names}
    work = os.path.join(scratch, "figures-docc")
    os.makedirs(work, exist_ok=True)
    archive = os.path.join(work, "Sample.doccarchive")
    done = subprocess.run([docc, "convert", os.path.join(ROOT, "Tests", "docc", "Sample.docc"),
                           "--fallback-display-name", "Sample", "--fallback-bundle-identifier", "org.example.Sample",
                           "-o", archive], capture_output=True, text=True)
    if done.returncode != 0:
        return {n: "docc convert failed: " + done.stderr[-400:] for n in names}
    # Every page gets the same script and preloads (root-relative paths): the root page stands
    # for all.
    page = os.path.join(archive, "index.html")
    before = os.path.getsize(page) if os.path.exists(page) else 0
    done = subprocess.run([os.path.join(bin_dir, "swift-highlight"), "docc", archive], capture_output=True, text=True)
    if done.returncode != 0:
        return {n: "swift-highlight docc failed: " + done.stderr[-400:] for n in names}
    raw = gz = 0
    for base, _, files in os.walk(os.path.join(archive, "swift-highlight")):
        for f in files:
            data = open(os.path.join(base, f), "rb").read()
            raw += len(data)
            gz += gzip_size(data)
    # The page's growth: the script and preloads, whose paths depend on the page's depth; the
    # figure is for a page one level down (documentation/NAME/index.html).
    return {"docc-engine-bytes": raw, "docc-engine-gzip-bytes": gz,
            "docc-page-bytes": os.path.getsize(page) - before if before else "no index.html in the archive"}


def measure_wasm():
    """The WebAssembly modules of js/ (scripts/build/wasm.sh): bytes, gzip -9, and the budgets
    wasm.sh enforces (KiB)."""
    figures = {}
    for key, name in (("core", "swift_highlight.wasm"), ("simd", "swift_highlight_simd.wasm"),
                      ("site", "swift_highlight_site.wasm")):
        path = os.path.join(ROOT, "js", name)
        if not os.path.exists(path):
            figures["wasm-%s-bytes" % key] = figures["wasm-%s-gzip-bytes" % key] = \
                "no js/%s (scripts/build/wasm.sh builds it)" % name
            continue
        data = open(path, "rb").read()
        figures["wasm-%s-bytes" % key] = len(data)
        figures["wasm-%s-gzip-bytes" % key] = gzip_size(data)
    script = open(os.path.join(ROOT, "scripts", "build", "wasm.sh"), encoding="utf-8").read()
    for key, name in (("core", "swift_highlight"), ("simd", "swift_highlight_simd"), ("site", "swift_highlight_site")):
        m = re.search(r"^link %s \S+ (\d+) " % name, script, re.M)
        figures["wasm-%s-budget-kib" % key] = int(m.group(1)) // 1024 if m else "no budget for %s in scripts/build/wasm.sh" % name
        figures["wasm-%s-budget-bytes" % key] = int(m.group(1)) if m else "no budget for %s in scripts/build/wasm.sh" % name
    return figures


def measure_counts():
    """Counts the docs quote: the shared fence cases, the blog-style snippets of the held-out
    score, the committed fuzzing corpus and regression inputs, the CLI's built-in system names,
    the training corpus of the evaluation kit (beside the clone, when there is one)."""
    cases = json.load(open(os.path.join(ROOT, "Tests", "fences", "cases.json"), encoding="utf-8"))
    snippets = [f for f in os.listdir(os.path.join(ROOT, "Tests", "snippets")) if f.endswith(".swift")]
    figures = {"fence-cases": len(cases["cases"]), "fence-blocks": len(cases.get("blocks", [])),
               "snippet-files": len(snippets)}
    corpus = os.path.join(ROOT, "Fuzz", "corpus")
    inputs = [os.path.join(corpus, f) for f in os.listdir(corpus)] if os.path.isdir(corpus) else []
    figures["fuzz-corpus-inputs"] = len(inputs)
    figures["fuzz-corpus-bytes"] = sum(os.path.getsize(f) for f in inputs)
    # The system names built into the CLI (scripts/gen/system-names.sh writes them): a line
    # `class NAME` or `case NAME` each, inside the list's string literal.
    names = open(os.path.join(ROOT, "Sources", "swift-highlight", "ToolchainSystemNames.swift"), encoding="utf-8").read()
    listed = re.search(r'static let list = """\n(.*?)"""', names, re.S)
    words = [l.split()[0] for l in listed.group(1).split("\n") if l.strip()] if listed else []
    figures["system-class-names"] = words.count("class") if listed else "no list in ToolchainSystemNames.swift"
    figures["system-case-names"] = words.count("case") if listed else "no list in ToolchainSystemNames.swift"
    kit = os.environ.get("SWIFT_HIGHLIGHT_EVAL_DIR") or os.path.join(os.path.dirname(ROOT), "shared", "eval")
    train = os.path.join(kit, "labels", "train")
    figures["training-files"] = len([f for f in os.listdir(train) if f.endswith(".json")]) \
        if os.path.isdir(train) else SKIP + "no evaluation kit (%s)" % kit
    return figures


def measure_floors():
    """The accuracy floors the test command holds the engine to (scripts/eval/accuracy-guard.sh
    fails below them): a figure of the training score is checked against its floor, with a
    tolerance up from it (the score lies between the floor and 1)."""
    floors = json.load(open(os.path.join(ROOT, "Tests", "accuracy-floor.json"), encoding="utf-8"))
    return {"accuracy-floor-" + k.replace("_", "-"): float(v) for k, v in floors.items()
            if isinstance(v, (int, float))}


# --- helpers ----------------------------------------------------------------------------------
def gzip_size(data):
    """The bytes of `gzip -9 -n` (GNU gzip, as scripts/build/wasm.sh measures; Python's zlib
    compresses differently)."""
    if shutil.which("gzip"):
        return len(subprocess.run(["gzip", "-9", "-n", "-c"], input=data, capture_output=True, check=True).stdout)
    return len(gzip.compress(data, 9, mtime=0))


def parse_number(text):
    t = text.strip().replace(",", "").replace("_", "").replace("\u202f", "").replace(" ", "")
    t = re.sub(r"(×|x|%|ms|s|KB|KiB|MB|MiB|bytes)$", "", t)
    try:
        return float(t)
    except ValueError:
        return None


def allowed(tolerance, value):
    if tolerance == "exact":
        return 0
    m = re.fullmatch(r"±([0-9.]+)(%?)", tolerance)
    if not m:
        return None
    amount = float(m.group(1))
    return abs(value) * amount / 100 if m.group(2) else amount


def indent(text):
    return "\n".join("    | " + l for l in text.rstrip("\n").split("\n"))


def tail(text, n=30):
    lines = text.rstrip("\n").split("\n")
    return "\n".join(lines[-n:]) + "\n" if text else ""


def main(argv):
    bin_dir = os.path.join(ROOT, ".build", "release")
    listing = write = keep = unmarked = False
    files = []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--bin":
            bin_dir = os.path.abspath(args.pop(0))
        elif a == "--list":
            listing = True
        elif a == "--unmarked-figures":
            unmarked = True
        elif a == "--write-figures":
            write = True
        elif a == "--keep":
            keep = True
        elif a.startswith("-"):
            sys.exit("check-docs: unknown option %s" % a)
        else:
            files.append(os.path.abspath(a))
    if not files:
        docs = os.path.join(ROOT, "docs")
        files = [os.path.join(ROOT, "README.md")] + sorted(
            os.path.join(docs, f) for f in os.listdir(docs) if f.endswith(".md"))
    if listing:
        for path in files:
            blocks, errors = read_blocks(path)
            for b in blocks:
                print("%s ```%s %s" % (b.where, b.language, " ".join(b.marker[:2]) if b.marker else "UNMARKED"))
            for e in errors:
                print(e)
        return 0
    if unmarked:
        return check_unmarked(files, print_all=True)
    if not os.access(os.path.join(bin_dir, "swift-highlight"), os.X_OK):
        sys.exit("check-docs: no swift-highlight in %s (swift build -c release, or --bin DIR)" % bin_dir)
    scratch = tempfile.mkdtemp(prefix="check-docs.")
    checker = Checker(bin_dir, scratch)
    try:
        for path in files:
            checker.check_page(path)
        version, abi = (subprocess.run([os.path.join(ROOT, "scripts", "version.sh")] + flag, capture_output=True,
                                       text=True).stdout.strip() for flag in ([], ["--abi"]))
        for path in files:
            checker.check_figures(path, write)
            check_commands(checker, path, version)
            check_versions(checker, path, version, abi)
            kind_table_rows(path, checker)
        if check_unmarked(files, print_all=False, fail=checker.fail):
            checker.note("fig", "no figure-like number of the prose is unchecked "
                         "(--unmarked-figures lists those scripts/docs/not-figures.txt allows)")
    finally:
        if keep:
            print("check-docs: scratch folder kept: " + scratch)
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    summary = ", ".join("%d %s" % (n, k) for k, n in sorted(checker.counts.items()))
    print("check-docs: %s; %d failed" % (summary or "nothing checked", len(checker.failures)))
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
