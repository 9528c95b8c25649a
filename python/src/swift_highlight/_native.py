"""The native backend: the engine's shared library (include/swift_highlight.h's C ABI) through
ctypes.

This module loads the library inside the package (or $SWIFT_HIGHLIGHT_LIBRARY), declares the
header's types and functions, and checks at import that the library's ABI version is the one
these declarations describe. It raises ImportError when there is no library, so that the package
falls back to the WebAssembly backend.

Calls through ``ctypes.CDLL`` release the GIL for their duration, and so do those of the
optional extension module ``_fast`` (``_fast.c``), which ``html``, ``ansi`` and ``markdown`` use
where it can be imported: engine calls from several threads run in parallel; the library is
reentrant and has no global mutable state.
"""

from __future__ import annotations

import ctypes
import functools
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Callable, Dict, List, Optional, Tuple

from . import _abi
from ._header import Fence, LineRange, Options, String, Token, Tokens
from ._utf8 import WHOLE, decode_utf8, decode_whole

#: The backend's name, as ``swift_highlight.backend`` reports it.
NAME = "native"


LIBRARY_NAME = {"darwin": "libswift_highlight.dylib", "win32": "swift_highlight.dll"}.get(
    sys.platform, "libswift_highlight.so")


def _library_path() -> Path:
    """The library to load: $SWIFT_HIGHLIGHT_LIBRARY when set, else the one inside the package."""
    override = os.environ.get("SWIFT_HIGHLIGHT_LIBRARY")
    if override:
        return Path(override)
    return Path(__file__).resolve().parent / LIBRARY_NAME


def _load() -> ctypes.CDLL:
    path = _library_path()
    if not path.is_file():
        raise ImportError(f"swift_highlight: the engine's shared library is missing ({path})")
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
        "swh_options_check": ([ctypes.POINTER(Options)], ctypes.c_char_p),
        "swh_string_free": ([String], None),
        "swh_tokens_free": ([Tokens], None),
        "swh_highlight_html": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_tokenize": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(Tokens)], i32),
        "swh_scheme_name": ([u32], ctypes.c_char_p),
        "swh_theme_name": ([u32], ctypes.c_char_p),
        "swh_css": ([ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_highlight_ansi": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_highlight_markdown": ([src, size_t, ctypes.POINTER(Options), ctypes.POINTER(String)], i32),
        "swh_theme_parse": ([src, size_t, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(String)], i32),
        "swh_theme_free": ([ctypes.c_void_p], None),
        "swh_fence_parse": ([src, size_t, src, size_t, ctypes.POINTER(Fence), ctypes.POINTER(String)], i32),
        "swh_fence_free": ([Fence], None),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    abi = lib.swh_abi_version()
    if abi != _abi.ABI_VERSION:
        raise ImportError(
            f"swift_highlight: {path} has C ABI version {abi}, this package needs {_abi.ABI_VERSION}"
        )
    return lib


lib = _load()

# The prototype of the calls that take source and return a string (see _source_function).
_source_call = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_void_p)

#: "0.2.0": the engine's version.
version: str = lib.swh_version_string().decode("ascii")

#: Kind names indexed by kind value ("plain", "keyword", …, "macro").
kind_names: Tuple[str, ...] = tuple(
    lib.swh_kind_name(k).decode("ascii") for k in range(lib.swh_kind_count())
)


def _names(function: ctypes._CFuncPtr) -> List[str]:  # type: ignore[name-defined]
    names: List[str] = []
    while True:
        name = function(len(names))
        if name is None:
            return names
        names.append(name.decode("ascii"))


#: Scheme names indexed by SWH_SCHEME_* value ("native", "splash", "hljs", …).
schemes: List[str] = _names(lib.swh_scheme_name)
#: Theme names indexed by SWH_THEME_* value ("xcode", "xcode-light", …).
themes: List[str] = _names(lib.swh_theme_name)


def kind_name(kind: int) -> str:
    """The name of a kind value, also of kinds appended by a newer library."""
    return str(lib.swh_kind_name(kind).decode("ascii"))


# The structs built from Settings, by their address, with the objects they point into (the struct
# first). The library only reads them, so they are shared between calls and threads. A call
# holds the pair for its duration, so that clearing the cache in another thread frees nothing it
# uses.
_structs: Dict[_abi.Settings, Tuple[int, Tuple[Options, object]]] = {}


def _struct(settings: _abi.Settings) -> Tuple[int, Tuple[Options, object]]:
    cached = _structs.get(settings)
    if cached is not None:
        return cached
    options = Options()
    lib.swh_options_init_sized(ctypes.byref(options), ctypes.sizeof(Options))
    options.class_prefix = settings.class_prefix
    options.invalid_utf8 = settings.invalid_utf8
    options.flags = settings.flags
    options.scheme = settings.scheme
    options.theme = settings.theme
    options.first_line = settings.first_line
    options.dark_selector = settings.dark_selector
    options.title = settings.title
    keep: object = settings
    for field, data in settings.names:
        if data:
            buffer = ctypes.create_string_buffer(data, len(data))
            setattr(options, field, ctypes.cast(buffer, ctypes.c_void_p))
            setattr(options, field + "_len", len(data))
            keep = (keep, buffer)
    if settings.theme_file is not None:
        theme = _Theme(settings.theme_file)
        options.theme_file = theme.pointer
        keep = (keep, theme)
    ranges = settings.highlight_lines
    if ranges:
        array = (LineRange * len(ranges))(*(LineRange(a, b) for a, b in ranges))
        options.highlight_lines = ctypes.cast(array, ctypes.POINTER(LineRange))
        options.highlight_line_count = len(ranges)
        keep = (keep, array)
    if len(_structs) >= 256:
        _structs.clear()
    pair = (ctypes.addressof(options), (options, keep))
    _structs[settings] = pair
    return pair


class _Theme:
    """A theme read by ``swh_theme_parse``, freed with the struct that points at it."""

    def __init__(self, data: bytes) -> None:
        self.pointer: Optional[int] = None
        pointer = ctypes.c_void_p()
        error = String()
        status = lib.swh_theme_parse(data, len(data), ctypes.byref(pointer), ctypes.byref(error))
        if status != _abi.OK:
            message = lib.swh_status_str(status).decode("ascii")
            if error.data:
                message = ctypes.string_at(error.data, error.len).decode("utf-8", "replace")
                lib.swh_string_free(error)
            raise ValueError(f"swift_highlight: the theme file cannot be used: {message}")
        self.pointer = pointer.value

    def __del__(self) -> None:
        if self.pointer:
            lib.swh_theme_free(self.pointer)
            self.pointer = None


def check(settings: _abi.Settings) -> Optional[str]:
    """``swh_options_check``."""
    keep = _struct(settings)[1]
    message = lib.swh_options_check(ctypes.byref(keep[0]))
    del keep  # the call is over
    return None if message is None else str(message.decode("utf-8"))


def _message(status: int, settings: _abi.Settings) -> str:
    """What a failed call reports: the broken option rule, or the status's description."""
    rule = check(settings) if status == _abi.ERROR_INVALID_ARGUMENT else None
    return rule or str(lib.swh_status_str(status).decode("ascii"))


def _ctypes_function(name: str) -> Callable[[_abi.Source, _abi.Settings], str]:
    """The backend's function of the C function ``name``, which takes source and makes a
    string, through ctypes: through a prototype whose struct arguments are plain addresses
    (ctypes converts an int faster than it checks a byref() against a pointer type), and all in
    one frame, since on a snippet of ~1 KB each Python call and ctypes conversion is a few
    percent of the call."""
    function = _source_call((name, lib))

    def call(code: _abi.Source, settings: _abi.Settings) -> str:
        data = _abi.encode(code)
        address, keep = _structs.get(settings) or _struct(settings)
        out = String()
        status = function(data, len(data), address, ctypes.addressof(out))
        del keep  # the call is over
        if status != _abi.OK:
            _abi.raise_for(status, out.len, _message(status, settings))
        try:
            length = out.len
            if 0 < length <= WHOLE:
                return decode_whole(out.data, length, None)
            return decode_utf8(out.data, length, data)
        finally:
            lib.swh_string_free(out)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"``{name}`` through ctypes."
    return call


def _fast_module() -> Optional[ModuleType]:
    """The extension module ``_fast`` (``_fast.c``), or None where it is not built, cannot be
    imported, or $SWIFT_HIGHLIGHT_FAST is 0."""
    if os.environ.get("SWIFT_HIGHLIGHT_FAST", "") == "0":
        return None
    try:
        from . import _fast  # type: ignore[attr-defined]
    except ImportError:
        return None
    return _fast


_fast = _fast_module()


def _finish(settings: _abi.Settings, keep: object, result: Tuple[int, int, int], code: _abi.Source) -> str:
    """What a call through ``_fast`` returns when its result is not a str: the exception of a
    failed call, or the str of an output longer than ``WHOLE`` bytes (whose memory it frees).
    ``keep`` is what keeps the options struct of the call alive."""
    status, length, pointer = result
    if status != _abi.OK:
        _abi.raise_for(status, length, _message(status, settings))
    try:
        return decode_utf8(pointer, length, code)  # type: ignore[arg-type]
    finally:
        lib.swh_string_free(String(pointer, length))


def _fast_function(name: str) -> Optional[Callable[[_abi.Source, _abi.Settings], str]]:
    """The backend's function of the C function ``name`` through ``_fast``: the encoding of a
    str or bytes, the engine call, the decoding of its output (of any size where
    ``_fast.DIRECT_STR``, else up to ``WHOLE`` bytes) and the freeing in one call of C; other
    source is encoded here first, and larger output decoded here, as ``_ctypes_function`` does.
    None without ``_fast``. Its ``bound`` attribute is the function of ``_fast.bind`` that it
    calls."""
    if _fast is None:
        return None
    address = ctypes.cast(getattr(lib, name), ctypes.c_void_p).value
    free = ctypes.cast(lib.swh_string_free, ctypes.c_void_p).value
    whole = sys.maxsize if getattr(_fast, "DIRECT_STR", 0) else WHOLE
    highlight = _fast.bind(address, free, whole, _abi.SURROGATES)

    def call(code: _abi.Source, settings: _abi.Settings) -> str:
        address, keep = _structs.get(settings) or _struct(settings)
        try:
            result = highlight(code, address)
        except TypeError:  # not str or bytes
            code = _abi.encode(code)
            result = highlight(code, address)
        if result.__class__ is str:
            return result  # type: ignore[no-any-return]
        return _finish(settings, keep, result, code)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"``{name}`` through the extension module ``_fast``."
    call.bound = highlight  # type: ignore[attr-defined]
    return call


#: The functions through ctypes, by name ("html", "ansi", "markdown"), and through ``_fast``
#: where it is there (else empty): the backend's functions are the latter, or the former.
ctypes_functions = {
    short: _ctypes_function(name)
    for short, name in (("html", "swh_highlight_html"), ("ansi", "swh_highlight_ansi"),
                        ("markdown", "swh_highlight_markdown"))
}
fast_functions = {
    short: fast for short, fast in ((short, _fast_function(function.__name__))
                                     for short, function in ctypes_functions.items()) if fast is not None
}
html = fast_functions.get("html") or ctypes_functions["html"]
ansi = fast_functions.get("ansi") or ctypes_functions["ansi"]
markdown = fast_functions.get("markdown") or ctypes_functions["markdown"]


def accelerate(function: Callable[..., str], output: str,
               settings_of: Callable[[Dict[str, object]], Optional[_abi.Settings]]) -> Callable[..., str]:
    """``function`` (the package's ``html``, ``ansi`` or ``markdown``, of ``output``) as a callable
    of ``_fast`` (``_fast.accelerate``) that makes its engine calls itself when called with
    source and keyword arguments it has seen: one call of C, without the Python function's
    argument handling. ``settings_of(keywords)`` gives the settings of ``function(code,
    **keywords)``, or None for keywords it refuses. ``function`` itself where ``_fast`` is not
    used."""
    fast = fast_functions.get(output)
    if fast is None:
        return function

    def resolve(keywords: Dict[str, object]) -> Optional[Tuple[int, Callable[..., str]]]:
        settings = settings_of(keywords)
        if settings is None:
            return None
        address, keep = _struct(settings)
        return address, functools.partial(_finish, settings, keep)

    return _fast.accelerate(function, fast.bound, resolve)  # type: ignore[union-attr,attr-defined,no-any-return]


def css(settings: _abi.Settings) -> str:
    """``swh_css``."""
    keep = _struct(settings)[1]
    out = String()
    status = lib.swh_css(ctypes.byref(keep[0]), ctypes.byref(out))
    del keep  # the call is over
    if status != _abi.OK:
        _abi.raise_for(status, out.len, _message(status, settings))
    try:
        return decode_utf8(out.data, out.len)
    finally:
        lib.swh_string_free(out)


def tokenize(data: bytes, settings: _abi.Settings) -> List[int]:
    """``swh_tokenize``: the tokens as one flat list, (start, length, kind) after each other."""
    keep = _struct(settings)[1]
    out = Tokens()
    status = lib.swh_tokenize(data, len(data), ctypes.byref(keep[0]), ctypes.byref(out))
    del keep  # the call is over
    if status != _abi.OK:
        _abi.raise_for(status, out.len, _message(status, settings))
    try:
        if out.len == 0:
            return []
        # swh_token_t is three uint32_t (start, len, kind) in native byte order.
        return memoryview(ctypes.string_at(out.data, ctypes.sizeof(Token) * out.len)).cast("I").tolist()
    finally:
        lib.swh_tokens_free(out)


def fence(info: bytes, code: Optional[bytes]) -> _abi.Fence:
    """``swh_fence_parse``."""
    out, error = Fence(), String()
    status = lib.swh_fence_parse(info, len(info), code, 0 if code is None else len(code),
                                 ctypes.byref(out), ctypes.byref(error))
    if status != _abi.OK:
        message = lib.swh_status_str(status).decode("ascii")
        if error.data:
            message = ctypes.string_at(error.data, error.len).decode("utf-8", "replace")
            lib.swh_string_free(error)
        return _abi.Fence(status, message, out.language_start, out.language_len, out.flags)
    try:
        ranges = ctypes.cast(out.highlight_lines, ctypes.POINTER(LineRange))
        lines = tuple((ranges[i].first, ranges[i].last) for i in range(out.highlight_line_count))
        return _abi.Fence(status, None, out.language_start, out.language_len, out.flags, out.first_line,
                          lines, out.title_start, out.title_len)
    finally:
        lib.swh_fence_free(out)
