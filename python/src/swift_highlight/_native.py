"""The engine's C ABI (include/swift_highlight.h) through ctypes.

This module loads the shared library that ``pip install`` built into the package, declares the
header's types and functions, and checks at import that the library's ABI version is the one
these declarations describe. Nothing else in the package touches ctypes.

Calls through ``ctypes.CDLL`` release the GIL for their duration, so engine calls from several
threads run in parallel; the library is reentrant and has no global mutable state.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path
from typing import Callable, Optional

#: The ABI version these declarations describe (SWH_ABI_VERSION in the header).
ABI_VERSION = 1

OK = 0
ERROR_INVALID_ARGUMENT = 1
ERROR_INVALID_UTF8 = 2
ERROR_TOO_LARGE = 3
ERROR_OUT_OF_MEMORY = 4
ERROR_FENCE = 6

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

HIGHLIGHT_RANGES_MAX = 65536
CLASS_PREFIX_MAX = 64
DARK_SELECTOR_MAX = 256
TITLE_MAX = 4096
UINT32_MAX = 0xFFFF_FFFF


class LineRange(ctypes.Structure):
    """``swh_line_range_t``."""

    _fields_ = [("first", ctypes.c_uint32), ("last", ctypes.c_uint32)]


class Options(ctypes.Structure):
    """``swh_options_t``, field for field."""

    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("class_prefix", ctypes.c_char_p),
        ("invalid_utf8", ctypes.c_uint32),
        ("flags", ctypes.c_uint32),
        ("scheme", ctypes.c_uint32),
        ("theme", ctypes.c_uint32),
        ("highlight_lines", ctypes.POINTER(LineRange)),
        ("highlight_line_count", ctypes.c_size_t),
        ("first_line", ctypes.c_uint32),
        ("dark_selector", ctypes.c_char_p),
        ("title", ctypes.c_char_p),
    ]


class String(ctypes.Structure):
    """``swh_string_t``. ``data`` is a void pointer so that ctypes does not copy it."""

    _fields_ = [("data", ctypes.c_void_p), ("len", ctypes.c_size_t)]


class Tokens(ctypes.Structure):
    """``swh_tokens_t``; ``data`` points at ``len`` ``swh_token_t`` (three uint32 each)."""

    _fields_ = [("data", ctypes.c_void_p), ("len", ctypes.c_size_t)]


def _library_path() -> Path:
    """The library to load: $SWIFT_HIGHLIGHT_LIBRARY when set, else the one inside the package."""
    override = os.environ.get("SWIFT_HIGHLIGHT_LIBRARY")
    if override:
        return Path(override)
    here = Path(__file__).resolve().parent
    names = {"darwin": "libswift_highlight.dylib", "win32": "swift_highlight.dll"}
    return here / names.get(sys.platform, "libswift_highlight.so")


def _load() -> ctypes.CDLL:
    path = _library_path()
    if not path.is_file():
        raise ImportError(
            f"swift_highlight: the engine's shared library is missing ({path}); "
            "reinstall the package with `pip install ./python` from a clone of swift-highlight"
        )
    lib = ctypes.CDLL(str(path))
    size_t, u32, i32 = ctypes.c_size_t, ctypes.c_uint32, ctypes.c_int32
    src = ctypes.c_char_p  # bytes are passed without a copy
    signatures = {
        "swh_version": ([], u32),
        "swh_version_string": ([], ctypes.c_char_p),
        "swh_abi_version": ([], u32),
        "swh_status_str": ([i32], ctypes.c_char_p),
        "swh_kind_count": ([], u32),
        "swh_kind_name": ([u32], ctypes.c_char_p),
        "swh_kind_category": ([u32], u32),
        "swh_options_init_sized": ([ctypes.POINTER(Options), size_t], None),
        "swh_string_free": ([String], None),
        "swh_tokens_free": ([Tokens], None),
        "swh_highlight_html": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_tokenize": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(Tokens)], i32),
        "swh_scheme_name": ([u32], ctypes.c_char_p),
        "swh_theme_name": ([u32], ctypes.c_char_p),
        "swh_css": ([ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_highlight_ansi": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_highlight_markdown": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    abi = lib.swh_abi_version()
    if abi != ABI_VERSION:
        raise ImportError(
            f"swift_highlight: {path} has C ABI version {abi}, this package needs {ABI_VERSION}"
        )
    return lib


lib = _load()

#: "0.1.0": the engine's version.
version: str = lib.swh_version_string().decode("ascii")

#: Kind names indexed by kind value ("plain", "keyword", …, "macro").
kind_names: tuple[str, ...] = tuple(
    lib.swh_kind_name(k).decode("ascii") for k in range(lib.swh_kind_count())
)


def _names(function: ctypes._CFuncPtr) -> dict[str, int]:  # type: ignore[name-defined]
    names: dict[str, int] = {}
    value = 0
    while True:
        name = function(value)
        if name is None:
            return names
        names[name.decode("ascii")] = value
        value += 1


#: Scheme names ("native", "splash", "hljs", "pygments", "treesitter") to their values.
schemes: dict[str, int] = _names(lib.swh_scheme_name)
#: Theme names ("xcode", "xcode-light", …) to their values.
themes: dict[str, int] = _names(lib.swh_theme_name)


def default_options() -> Options:
    """A new options struct holding the library's defaults."""
    options = Options()
    lib.swh_options_init_sized(ctypes.byref(options), ctypes.sizeof(Options))
    return options


def _utf8_decoder() -> Callable[[Optional[int], int], str]:
    """Decodes ``length`` bytes of UTF-8 at an address into a str. On CPython straight from the
    library's buffer (PyUnicode_DecodeUTF8 through ctypes.pythonapi, which holds the GIL as the
    C API needs); elsewhere through a bytes copy."""
    pythonapi = getattr(ctypes, "pythonapi", None)
    function = getattr(pythonapi, "PyUnicode_DecodeUTF8", None) if pythonapi is not None else None
    if function is not None:
        function.argtypes = [ctypes.c_void_p, ctypes.c_ssize_t, ctypes.c_char_p]
        function.restype = ctypes.py_object

    def decode(address: Optional[int], length: int) -> str:
        if not address or length == 0:
            return ""
        if function is not None:
            return str(function(address, length, None))
        return ctypes.string_at(address, length).decode("utf-8")

    return decode


#: ``decode_utf8(address, length)``: the library's UTF-8 output as a str.
decode_utf8 = _utf8_decoder()


def status_message(status: int) -> str:
    return str(lib.swh_status_str(status).decode("ascii"))
