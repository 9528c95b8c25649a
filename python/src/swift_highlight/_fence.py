"""Fence info strings: which code blocks are Swift, and the options their info string carries,
read by the engine (``swh_fence_parse``) exactly as its Markdown mode reads them
(``swift_highlight.markdown``), so that a document renders the same through every integration:

- the first word is the language: ``swift`` (any case) is Swift, ``diff-swift`` a Swift diff;
- ``{3,5-7}`` or ``hl_lines="3 5-7"``: highlighted lines, counted from 1 at the block's first line;
- ``showLineNumbers`` (``showLineNumbers{10}``, ``showLineNumbers=10``): line numbers (from 10);
- ``linenums="10"`` and ``startLine=10``: line numbers from 10;
- ``title="Pager.swift"``: a caption;
- ``diff``: the block is a diff.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from . import _abi
from ._backend import engine

_LINE_MAX = _abi.UINT32_MAX  # line numbers are uint32_t in the C API


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
    #: The info string these options were read from.
    info: str = ""

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


def is_swift(info: str) -> bool:
    """Whether an info string names Swift (``swift`` or ``diff-swift``, any case, first)."""
    return bool(engine.fence(info.encode("utf-8", "surrogatepass"), None).flags & _abi.FENCE_SWIFT)


def parse(info: str, code: Optional[str] = None) -> FenceInfo:
    """Reads a fence's info string (without the fence characters); with ``code`` (the block's
    code), a highlighted line past its last line is refused too.

    Raises:
        FenceInfoError: a range list or line number that cannot be read (``{3-}``, ``{7-5}``,
            ``{0}``, ``{3``, ``hl_lines="x"``, ``linenums="a"``), or a line past the code.
    """
    data = info.encode("utf-8", "surrogatepass")
    result = engine.fence(data, None if code is None else code.encode("utf-8", "surrogatepass"))
    if result.status == _abi.ERROR_FENCE:
        raise FenceInfoError(result.message)
    if result.status != _abi.OK:
        _abi.raise_for(result.status, 0, result.message or "")

    def text(start: int, length: int) -> str:
        return data[start:start + length].decode("utf-8", "surrogatepass")

    return FenceInfo(
        language=text(result.language_start, result.language_len),
        is_swift=bool(result.flags & _abi.FENCE_SWIFT), diff=bool(result.flags & _abi.FENCE_DIFF),
        line_numbers=bool(result.flags & _abi.FENCE_LINE_NUMBERS),
        first_line=result.first_line or None, highlight_lines=list(result.highlight_lines),
        title=text(result.title_start, result.title_len) if result.flags & _abi.FENCE_TITLE else None,
        info=info)
