"""What both backends share: the C ABI's constants, the encoding of source, the options as plain
values, and the status-to-exception mapping.

The two backends (``_native``: the shared library through ctypes; ``_wasm``: the WebAssembly
module through wasmtime) each expose the same functions, taking source (which they encode, as
``encode`` does) and a ``Settings`` and returning Python objects; ``_highlight`` checks arguments and builds the
``Settings`` once, for either backend.
"""

from __future__ import annotations

import codecs
from typing import Callable, Dict, List, NamedTuple, NoReturn, Optional, Protocol, Tuple, Union

from ._errors import FenceError, InvalidUTF8Error

# The header's constants (OK, ERROR_*, UTF8_*, FLAG_*, *_MAX, ABI_VERSION, …), generated from it.
from ._header import *  # noqa: E402,F401,F403

#: The largest value of a uint32_t field (line numbers).
UINT32_MAX = 0xFFFF_FFFF

#: What every function accepts as source: text, or UTF-8 bytes.
Source = Union[str, bytes, bytearray, memoryview]


def _replace_surrogates(error: UnicodeError) -> Tuple[bytes, int]:
    if isinstance(error, UnicodeEncodeError):
        return "\ufffd".encode("utf-8") * (error.end - error.start), error.end
    raise error


#: The name of the error handler that encodes each lone surrogate of a str (which UTF-8 cannot
#: encode) as U+FFFD: one code point for one, so str indices stay valid. (The UTF-8 encoder
#: takes only ASCII str replacements, so bytes.)
SURROGATES = "swift_highlight.fffd"
codecs.register_error(SURROGATES, _replace_surrogates)


def encode(code: Source) -> bytes:
    """Source as the UTF-8 bytes the engine reads (a str's lone surrogates as U+FFFD); a
    ``TypeError`` for anything else."""
    if isinstance(code, str):
        try:
            return code.encode("utf-8")
        except UnicodeEncodeError:
            return code.encode("utf-8", SURROGATES)
    if isinstance(code, bytes):
        return code
    if isinstance(code, (bytearray, memoryview)):
        return bytes(code)
    raise TypeError(f"code must be str or bytes, not {type(code).__name__}")


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
    #: The names options' bytes (``OPTIONS`` of kind "names"), as (field, bytes) pairs: the field
    #: points at the bytes and its ``_len`` field holds their length.
    names: Tuple[Tuple[str, bytes], ...] = ()
    #: The bytes of an Xcode theme file, read with ``swh_theme_parse`` (``theme_file``).
    theme_file: Optional[bytes] = None


DEFAULTS = Settings()


class Fence(NamedTuple):
    """What ``swh_fence_parse`` returned: its status, the error's sentence (None on OK), and the
    fields of ``swh_fence_t`` (byte offsets into the info string; on ERROR_FENCE only the
    language word and FENCE_SWIFT)."""

    status: int
    message: Optional[str]
    language_start: int = 0
    language_len: int = 0
    flags: int = 0
    first_line: int = 0
    highlight_lines: Tuple[Tuple[int, int], ...] = ()
    title_start: int = 0
    title_len: int = 0


def raise_for(status: int, length: int, message: str) -> NoReturn:
    """Raises the exception for a failed engine call: ``length`` is the output struct's ``len``
    field (the offset of the first bad byte for SWH_ERROR_INVALID_UTF8, the opening fence's line
    for SWH_ERROR_FENCE) and ``message`` is
    ``swh_status_str(status)``, or for SWH_ERROR_INVALID_ARGUMENT the engine's
    ``swh_options_check`` sentence when it has one."""
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
    # The functions of source take it as the public functions do (see ``encode``).
    def html(self, code: Source, settings: Settings) -> str: ...
    def ansi(self, code: Source, settings: Settings) -> str: ...
    def markdown(self, code: Source, settings: Settings) -> str: ...
    def css(self, settings: Settings) -> str: ...
    def accelerate(self, function: Callable[..., str], output: str,
                   settings_of: Callable[[Dict[str, object]], Optional[Settings]]) -> Callable[..., str]:
        """``function`` (``html``, ``ansi`` or ``markdown``, of ``output``), or a callable that
        stands for it and calls the engine faster; ``settings_of(keywords)`` gives the settings
        of ``function(code, **keywords)``, or None for keywords it refuses."""
    def check(self, settings: Settings) -> Optional[str]:
        """``swh_options_check``: None when the engine accepts ``settings``, else its sentence
        naming the broken rule."""
    def tokenize(self, data: bytes, settings: Settings) -> List[int]: ...
    def fence(self, info: bytes, code: Optional[bytes]) -> Fence:
        """``swh_fence_parse`` of an info string (and the block's code, unless None)."""
