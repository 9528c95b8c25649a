"""What both backends share: the C ABI's constants, the options as plain values, and the
status-to-exception mapping.

The two backends (``_native``: the shared library through ctypes; ``_wasm``: the WebAssembly
module through wasmtime) each expose the same functions, taking encoded input and a
``Settings`` and returning Python objects; ``_highlight`` checks arguments and builds the
``Settings`` once, for either backend.
"""

from __future__ import annotations

from typing import List, NamedTuple, NoReturn, Optional, Protocol, Tuple

from ._errors import FenceError, InvalidUTF8Error

#: The ABI version both backends are written for (SWH_ABI_VERSION in the header).
ABI_VERSION = 1

OK = 0
ERROR_INVALID_ARGUMENT = 1
ERROR_INVALID_UTF8 = 2
ERROR_TOO_LARGE = 3
ERROR_OUT_OF_MEMORY = 4
ERROR_FENCE = 6
ERROR_THEME = 7

UTF8_REJECT = 0
UTF8_REPLACE = 1

FLAG_WRAP_PRE = 0x1
FLAG_LINES = 0x2
FLAG_LINE_NUMBERS = 0x4
FLAG_INLINE_STYLES = 0x8
FLAG_ANSI_16 = 0x10
FLAG_LANGUAGE_CLASS = 0x20
FLAG_DIFF = 0x40
FLAG_NOTATION = 0x80
FLAG_XCODE_KINDS = 0x100

HIGHLIGHT_RANGES_MAX = 65536
CLASS_PREFIX_MAX = 64
DARK_SELECTOR_MAX = 256
TITLE_MAX = 4096
UINT32_MAX = 0xFFFF_FFFF


class Settings(NamedTuple):
    """The fields of ``swh_options_t``, checked, as values (hashable: backends cache the struct
    they build from one)."""

    class_prefix: Optional[bytes] = None
    invalid_utf8: int = UTF8_REJECT
    flags: int = 0
    scheme: int = 0
    theme: int = 0
    highlight_lines: Tuple[Tuple[int, int], ...] = ()
    first_line: int = 1
    dark_selector: Optional[bytes] = None
    title: Optional[bytes] = None
    #: With FLAG_XCODE_KINDS: a symbol graph's JSON or a list of names (``project_names``).
    project_names: Optional[bytes] = None
    #: The bytes of an Xcode theme file, read with ``swh_theme_parse`` (``theme_file``).
    theme_file: Optional[bytes] = None


DEFAULTS = Settings()


def raise_for(status: int, length: int, message: str) -> NoReturn:
    """Raises the exception for a failed engine call: ``length`` is the output struct's ``len``
    field (the offset of the first bad byte for SWH_ERROR_INVALID_UTF8, the opening fence's line
    for SWH_ERROR_FENCE) and ``message`` is
    ``swh_status_str(status)``."""
    if status == ERROR_INVALID_UTF8:
        raise InvalidUTF8Error(length)
    if status == ERROR_OUT_OF_MEMORY:
        raise MemoryError("swift_highlight: the engine could not allocate its output")
    if status == ERROR_FENCE:
        raise FenceError(
            f"swift_highlight: malformed options in the info string of the Swift code block at "
            f"line {length} (a line range such as {{3-}} or {{7-5}}, or a bad line number)", length)
    if status == ERROR_TOO_LARGE:
        raise ValueError("input too large: the engine takes less than 4 GiB")
    raise ValueError(f"swift_highlight: {message}")


class Engine(Protocol):
    """What each backend module provides (``_native``, ``_wasm``)."""

    #: "native" or "wasm".
    NAME: str
    #: The engine's version string.
    version: str
    #: Kind names indexed by kind value, "plain" first.
    kind_names: Tuple[str, ...]
    #: Scheme and theme names indexed by their SWH_SCHEME_* / SWH_THEME_* values.
    schemes: List[str]
    themes: List[str]

    def kind_name(self, kind: int) -> str: ...
    def html(self, data: bytes, settings: Settings) -> str: ...
    def ansi(self, data: bytes, settings: Settings) -> str: ...
    def markdown(self, data: bytes, settings: Settings) -> str: ...
    def css(self, settings: Settings) -> str: ...
    def tokenize(self, data: bytes, settings: Settings) -> List[int]: ...
