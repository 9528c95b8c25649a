"""Fence info strings: which code blocks are Swift, and the options their info string carries.

The notations are the ones Markdown tools already use, read as the engine's Markdown mode reads
them (``swift_highlight.markdown``), so that a document renders the same through every
integration:

- the first word is the language: ``swift`` (any case) is Swift, ``diff-swift`` a Swift diff;
- ``{3,5-7}`` or ``hl_lines="3 5-7"``: highlighted lines, counted from 1 at the block's first line;
- ``showLineNumbers`` (``showLineNumbers{10}``, ``showLineNumbers=10``): line numbers (from 10);
- ``linenums="10"`` and ``startLine=10``: line numbers from 10;
- ``title="Pager.swift"``: a caption;
- ``diff``: the block is a diff.

Values are quoted with ``"`` or ``'`` (an unclosed quote runs to the end) or bare (up to the next
space or tab). Unknown words and ``{…}`` groups that do not start with a digit (attributes such as
``{.class}``) are ignored; a range list needs its closing brace. A repeated option: the last value wins; line ranges add up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional

from . import _abi

_BLANKS = re.compile(r"[ \t]+")
_NUMBER = re.compile(r"[0-9]{1,10}")
_LINE_MAX = 0xFFFF_FFFF  # line numbers are uint32_t in the C API
_RANGES_MAX = _abi.HIGHLIGHT_RANGES_MAX


class FenceInfoError(ValueError):
    """An option that cannot be read; the message names it."""


@dataclass
class FenceInfo:
    """The options of one fenced code block."""

    #: The first word, as written (``swift``, ``Swift``, ``diff-swift``, ``python``, or empty).
    language: str = ""
    #: Whether the block is highlighted as Swift.
    is_swift: bool = False
    diff: bool = False
    line_numbers: bool = False
    #: The number of the first line; None: the default (1).
    first_line: Optional[int] = None
    #: Lines to highlight, as inclusive ``(first, last)`` pairs counted from 1 at the block's
    #: first line.
    highlight_lines: list[tuple[int, int]] = field(default_factory=list)
    #: The caption, without its quotes; None: none.
    title: Optional[str] = None

    def html_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """``html()``'s keyword arguments for this block: ``options`` with the block's on top.

        ``html()`` counts highlighted lines as displayed (from ``first_line``), so the block's
        are shifted by its first line; lines past 4294967295 are dropped.
        """
        block = dict(options)
        if self.diff:
            block["diff"] = True
        if self.line_numbers:
            block["line_numbers"] = True
        if self.first_line is not None:
            block["first_line"] = self.first_line
        if self.title:
            block["title"] = self.title
        if self.highlight_lines:
            first_line = block.get("first_line", 1)
            shift = (first_line if isinstance(first_line, int) else 1) - 1
            lines = [(first + shift, min(last + shift, _LINE_MAX))
                     for first, last in self.highlight_lines if first + shift <= _LINE_MAX]
            if lines:
                block["highlight_lines"] = lines
        return block


def line_count(code: str) -> int:
    """The number of lines of a block's code: its line feeds, plus one for a last line
    without one (an empty block has none)."""
    return code.count("\n") + (1 if code and not code.endswith("\n") else 0)


def past_end_problem(highlight_lines: list[tuple[int, int]], count: int) -> Optional[str]:
    """Why highlighted lines (``(first, last)`` pairs counted from 1 at the block's first line)
    do not fit a block of ``count`` lines -- a range reaching past its last line -- or None."""
    for first, last in highlight_lines:
        if last > count:
            written = f"{first}" if first == last else f"{first}-{last}"
            lines = "1 line" if count == 1 else f"{count} lines"
            return f"highlighted line range {written} is past the end of the block ({lines})"
    return None


def _line_number(text: str) -> Optional[int]:
    """A line number written as 1 to 10 ASCII digits, from 1 to 4294967295; None otherwise."""
    if not _NUMBER.fullmatch(text):
        return None
    n = int(text)
    return n if 1 <= n <= _LINE_MAX else None


def _malformed(what: str) -> FenceInfoError:
    return FenceInfoError(f"malformed line number or range in {what}")


def is_swift(info: str) -> bool:
    """Whether an info string names Swift (``swift`` or ``diff-swift``, any case, first)."""
    match = re.match(r"[ \t]*([^ \t{]*)", info)
    word = match.group(1).lower() if match else ""
    return word in ("swift", "diff-swift")


def parse(info: str) -> FenceInfo:
    """Reads a fence's info string (without the fence characters).

    Raises:
        FenceInfoError: a range list or line number that cannot be read (``{3-}``, ``{7-5}``,
            ``{0}``, ``{3``, ``hl_lines="x"``, ``linenums="a"``).
    """
    return _Reader(info).parse()


class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.k = 0
        self.info = FenceInfo()

    def _skip_blanks(self) -> None:
        while self.k < len(self.text) and self.text[self.k] in " \t":
            self.k += 1

    def parse(self) -> FenceInfo:
        text = self.text
        self._skip_blanks()
        start = self.k
        while self.k < len(text) and text[self.k] not in " \t{":
            self.k += 1
        self.info.language = text[start:self.k]
        lower = self.info.language.lower()
        if lower == "swift":
            self.info.is_swift = True
        elif lower == "diff-swift":
            self.info.is_swift = True
            self.info.diff = True
        while True:
            self._skip_blanks()
            if self.k >= len(text):
                break
            if text[self.k] == "{":
                group, closed = self._brace_group()
                if group[:1].isascii() and group[:1].isdigit():
                    if not closed:
                        raise _malformed(f"{{{group} (no closing brace)")
                    self._add_ranges(group, commas=True, what=f"{{{group}}}")
                continue
            name_start = self.k
            while self.k < len(text) and text[self.k] not in " \t={":
                self.k += 1
            name = text[name_start:self.k]
            value: Optional[str] = None
            if self.k < len(text) and text[self.k] == "=":
                self.k += 1
                value = self._quoted_or_bare()
            elif self.k < len(text) and text[self.k] == "{":
                value = self._brace_group()[0]
            self._apply(name, value)
        return self.info

    def _brace_group(self) -> tuple[str, bool]:
        """The text of a ``{…}`` group at the cursor and whether it was closed; an unclosed
        group runs to the end."""
        self.k += 1
        end = self.text.find("}", self.k)
        closed = end >= 0
        end = end if closed else len(self.text)
        group = self.text[self.k:end]
        self.k = min(end + 1, len(self.text))
        return group, closed

    def _quoted_or_bare(self) -> str:
        text = self.text
        if self.k >= len(text):
            return ""
        quote = text[self.k]
        if quote in "\"'":
            self.k += 1
            end = text.find(quote, self.k)
            end = len(text) if end < 0 else end
            value = text[self.k:end]
            self.k = min(end + 1, len(text))
            return value
        start = self.k
        while self.k < len(text) and text[self.k] not in " \t":
            self.k += 1
        return text[start:self.k]

    def _apply(self, name: str, value: Optional[str]) -> None:
        info = self.info
        if name == "diff" and value is None:
            info.diff = True
        elif name == "hl_lines" and value is not None:
            self._add_ranges(value, commas=False, what=f'hl_lines="{value}"')
        elif name == "showLineNumbers":
            info.line_numbers = True
            if value is not None:
                n = _line_number(value)
                if n is None:
                    raise _malformed(f"showLineNumbers{{{value}}}")
                info.first_line = n
        elif name == "linenums" and value is not None:
            # pymdownx: "first [step [special]]"; the first number is the start.
            words = _BLANKS.split(value.strip(" \t"))
            n = _line_number(words[0])
            if n is None:
                raise _malformed(f'linenums="{value}"')
            info.line_numbers = True
            info.first_line = n
        elif name == "startLine" and value is not None:
            n = _line_number(value)
            if n is None:
                raise _malformed(f"startLine={value}")
            info.line_numbers = True
            info.first_line = n
        elif name == "title" and value is not None:
            info.title = value

    def _add_ranges(self, spec: str, *, commas: bool, what: str) -> None:
        """``3,5-7`` (commas separate exactly: an empty item is an error; blanks are ignored)
        or ``3 5-7`` (blanks separate)."""
        if commas:
            items = [_BLANKS.sub("", item) for item in spec.split(",")]
        else:
            items = [item for item in _BLANKS.split(spec) if item]
        for item in items:
            first_text, dash, last_text = item.partition("-")
            first = _line_number(first_text)
            if first is None:
                raise _malformed(what)
            last = first
            if dash:
                end = _line_number(last_text)
                if end is None or end < first:
                    raise _malformed(what)
                last = end
            if len(self.info.highlight_lines) >= _RANGES_MAX:
                raise FenceInfoError(f"more than {_RANGES_MAX} line ranges in {what}")
            self.info.highlight_lines.append((first, last))
