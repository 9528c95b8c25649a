"""The package's exceptions."""

from __future__ import annotations


class InvalidUTF8Error(ValueError):
    """``bytes`` input that is not valid UTF-8.

    ``offset`` is the byte offset of the first invalid sequence. Pass
    ``replace_invalid_utf8=True`` to highlight such input anyway (each maximal invalid
    subsequence is shown as U+FFFD).
    """

    def __init__(self, offset: int) -> None:
        super().__init__(
            f"input is not valid UTF-8 (first bad byte at offset {offset}); "
            "replace_invalid_utf8=True highlights it anyway"
        )
        self.offset = offset


class FenceError(ValueError):
    """A Swift code block of a Markdown document whose fence options are malformed: a line range
    such as ``{3-}``, ``{7-5}`` or ``hl_lines="x"``, or a bad ``linenums``; or a highlighted line
    past the block's last line (``{9}`` on a one-line block).

    ``line`` is the line (from 1) of the block's opening fence, when known (else None).
    """

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line
