"""The WebAssembly backend: the engine compiled to wasm32, run by wasmtime. For platforms
without a native wheel; same functions, same output.

The module (inside the package ``swift_highlight_simd.wasm``, whose byte scans use WebAssembly
SIMD, or ``swift_highlight.wasm`` where wasmtime cannot compile SIMD or
$SWIFT_HIGHLIGHT_WASM_SIMD is 0: both give the same output; or $SWIFT_HIGHLIGHT_WASM) imports
nothing and exports the header's functions (but swh_tokenize_each), malloc, free, _initialize
and its memory. Input is copied into one buffer of the module's memory that grows when an input
does not fit; the options struct and the output struct live in one block allocated at
start-up. On wasm32 pointers and size_t are 4 bytes, so ``swh_options_t`` is 32-bit
little-endian fields (their offsets: ``_header.WASM32``, generated from the header), and a struct argument (``swh_string_t`` to ``swh_string_free``) is passed
as its address.

A wasmtime store is not safe to use from two threads at once: calls take a lock. A trap (which
no input should cause) leaves the instance unusable; the call raises RuntimeError and the next
call starts a fresh instance.

Compiling the module to machine code takes a few hundred milliseconds; wasmtime's own cache of
compiled modules (in $XDG_CACHE_HOME/wasmtime, or ~/.cache/wasmtime; keyed by the module, the
compiler's settings and wasmtime's version) makes later imports take milliseconds. Setting
SWIFT_HIGHLIGHT_WASM_CACHE=0 turns it off; where the folder cannot be written, each import
compiles.
"""

from __future__ import annotations

import array
import ctypes
import os
import struct
import sys
import threading
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import wasmtime

from . import _abi
from ._header import WASM32, pack_wasm32
from ._utf8 import decode_utf8

#: The backend's name, as ``swift_highlight.backend`` reports it.
NAME = "wasm"

_HERE = Path(__file__).resolve().parent
#: The modules to try, in order: $SWIFT_HIGHLIGHT_WASM alone when set; else the package's SIMD
#: module (unless $SWIFT_HIGHLIGHT_WASM_SIMD is 0), then its scalar one.
MODULE_CANDIDATES = (
    [Path(os.environ["SWIFT_HIGHLIGHT_WASM"])] if os.environ.get("SWIFT_HIGHLIGHT_WASM")
    else ([] if os.environ.get("SWIFT_HIGHLIGHT_WASM_SIMD") == "0" else [_HERE / "swift_highlight_simd.wasm"])
    + [_HERE / "swift_highlight.wasm"]
)

_OPTIONS = WASM32["swh_options_t"]
_OUT_SIZE = WASM32["swh_string_t"]["SIZE"]  # swh_string_t and swh_tokens_t: a pointer and a size_t
_TOKEN_SIZE = WASM32["swh_token_t"]["SIZE"]
# The largest input the 32-bit memory could hold at all; the engine's own limit is lower.
_MEMORY_LIMIT = 0xFFFF0000


def _compile() -> Tuple[wasmtime.Engine, wasmtime.Module, Path]:
    """The first of MODULE_CANDIDATES that is there and that wasmtime compiles on this machine
    (a SIMD module fails to compile where the processor lacks what wasmtime's SIMD needs)."""
    config = wasmtime.Config()
    if os.environ.get("SWIFT_HIGHLIGHT_WASM_CACHE", "1") != "0":
        try:
            config.cache = True
        except wasmtime.WasmtimeError:
            pass  # no usable cache configuration: compile on each import
    engine = wasmtime.Engine(config)
    present = [path for path in MODULE_CANDIDATES if path.is_file()]
    if not present:
        raise ImportError(f"swift_highlight: the engine's WebAssembly module is missing ({MODULE_CANDIDATES[-1]})")
    for path in present[:-1]:
        try:
            return engine, wasmtime.Module.from_file(engine, str(path)), path
        except wasmtime.WasmtimeError:
            continue
    return engine, wasmtime.Module.from_file(engine, str(present[-1])), present[-1]


_engine, _module, MODULE_PATH = _compile()
#: The file name of the module loaded: swift_highlight_simd.wasm or swift_highlight.wasm (or
#: $SWIFT_HIGHLIGHT_WASM's).
MODULE = MODULE_PATH.name


def _function(exports: Any, name: str) -> wasmtime.Func:
    function = exports[name]
    if not isinstance(function, wasmtime.Func):
        raise ImportError(f"swift_highlight: {MODULE_PATH} exports no function {name}")
    return function


def _caller(store: wasmtime.Store, func: wasmtime.Func) -> Callable[..., int]:
    """A function that calls ``func`` with i32 arguments and returns its i32 result (0 when it has
    none).

    wasmtime's ``Func.__call__`` looks up the function's type and converts every value on each
    call, which costs more than a snippet's highlighting; every export used here takes and
    returns only i32, so, where this wasmtime exposes them, the call goes straight to
    ``wasmtime_func_call_unchecked`` with a reused buffer of raw values (the types checked here,
    once). Otherwise, ``Func.__call__``.
    """
    kind = wasmtime.ValType.i32()
    ty = func.type(store)
    params, results = list(ty.params), list(ty.results)

    def public(*args: int) -> int:
        return int(func(store, *args) or 0)

    if not all(t == kind for t in params + results) or len(results) > 1:
        return public
    try:
        from wasmtime import _bindings as ffi  # the C API's declarations inside wasmtime-py

        context = store._context()
        handle = ctypes.byref(func._func)
        raw = (ffi.wasmtime_val_raw * max(len(params), len(results), 1))()
        call_unchecked = ffi.wasmtime_func_call_unchecked
        trap_type = ffi.wasm_trap_t
        from_trap, from_error = wasmtime.Trap._from_ptr, wasmtime.WasmtimeError._from_ptr
    except (ImportError, AttributeError):
        return public
    count, has_result = len(raw), bool(results)

    def fast(*args: int) -> int:
        for i, value in enumerate(args):
            raw[i].i32 = value
        trap = ctypes.POINTER(trap_type)()
        error = call_unchecked(context, handle, raw, count, ctypes.byref(trap))
        if trap:
            raise from_trap(trap)
        if error:
            raise from_error(error)
        return int(raw[0].i32) if has_result else 0

    return fast


class _Instance:
    """One instance of the module with its scratch memory."""

    def __init__(self) -> None:
        self.store = wasmtime.Store(_engine)
        exports = wasmtime.Instance(self.store, _module, []).exports(self.store)
        memory = exports["memory"]
        if not isinstance(memory, wasmtime.Memory):
            raise ImportError(f"swift_highlight: {MODULE_PATH} exports no memory")
        self.memory = memory
        self.f: Dict[str, Callable[..., int]] = {name: _caller(self.store, _function(exports, name)) for name in (
            "malloc", "free", "_initialize", "swh_abi_version", "swh_version_string",
            "swh_status_str", "swh_kind_count", "swh_kind_name", "swh_scheme_name",
            "swh_theme_name", "swh_options_init_sized", "swh_options_check", "swh_string_free", "swh_tokens_free",
            "swh_highlight_html", "swh_highlight_ansi", "swh_highlight_markdown", "swh_css",
            "swh_tokenize", "swh_theme_parse", "swh_theme_free", "swh_fence_parse", "swh_fence_free")}
        self.call("_initialize")
        abi = self.call("swh_abi_version")
        if abi != _abi.ABI_VERSION:
            raise ImportError(
                f"swift_highlight: {MODULE_PATH} has C ABI version {abi}, this package needs {_abi.ABI_VERSION}")
        probe = self.call("malloc", 256)
        if probe == 0:
            raise MemoryError("swift_highlight: out of memory at start-up")
        self.call("swh_options_init_sized", probe, 256)
        # swh_options_init_sized sets struct_size to the module's own size.
        self.options_size = self.u32(probe)
        self.call("free", probe)
        if self.options_size != _OPTIONS["SIZE"]:
            raise ImportError(f"swift_highlight: unexpected swh_options_t size {self.options_size}")
        self.scratch = self.call("malloc", _OUT_SIZE + self.options_size)
        if self.scratch == 0:
            raise MemoryError("swift_highlight: out of memory at start-up")
        self.out = self.scratch
        self.options = self.scratch + _OUT_SIZE
        self.written: Optional[_abi.Settings] = None  # the Settings the options struct holds
        self.input, self.input_capacity = 0, 0
        self.ranges, self.ranges_capacity = 0, 0
        self.strings, self.strings_capacity = 0, 0  # the class prefix, dark selector and title
        # The names options' bytes: one buffer per field, "names:FIELD", made on first use.
        self.theme, self.theme_capacity = 0, 0  # a theme file's bytes and swh_theme_parse's results
        self.theme_handle = 0  # the theme the options struct points at
        self.fence_out, self.fence_out_capacity = 0, 0  # swh_fence_parse's swh_fence_t and error string

    def call(self, name: str, *args: int) -> int:
        """Calls an export; addresses and sizes are unsigned, wasm's i32 signed."""
        signed = [a - 0x1_0000_0000 if a > 0x7FFF_FFFF else a for a in args]
        return self.f[name](*signed) & 0xFFFF_FFFF

    def base(self) -> int:
        """The host address of the memory (it moves when the memory grows)."""
        return ctypes.cast(self.memory.data_ptr(self.store), ctypes.c_void_p).value or 0

    def u32(self, address: int) -> int:
        return int(struct.unpack("<I", ctypes.string_at(self.base() + address, 4))[0])

    def write(self, address: int, data: bytes) -> None:
        ctypes.memmove(self.base() + address, data, len(data))

    def c_string(self, address: int) -> str:
        return ctypes.string_at(self.base() + address).decode("utf-8")

    def reserve(self, which: str, size: int) -> int:
        """The address of the input, ranges or strings buffer, grown to ``size`` bytes if
        needed."""
        address, capacity = getattr(self, which, 0), getattr(self, which + "_capacity", 0)
        if size > capacity:
            capacity = max(size, 4096, min(capacity * 2, size * 2))
            if address:
                self.call("free", address)
            address = self.call("malloc", capacity)
            if address == 0:
                capacity = 0
            setattr(self, which, address)
            setattr(self, which + "_capacity", capacity)
            if address == 0:
                raise MemoryError("swift_highlight: the WebAssembly memory cannot hold the input")
            if which not in ("input", "fence_out"):
                self.written = None
        return int(address)

    def write_options(self, settings: _abi.Settings) -> None:
        if settings == self.written:
            return
        self.written = None
        ranges, count = 0, len(settings.highlight_lines)
        if count:
            ranges = self.reserve("ranges", WASM32["swh_line_range_t"]["SIZE"] * count)
            self.write(ranges, b"".join(pack_wasm32("swh_line_range_t", first=a, last=b)
                                        for a, b in settings.highlight_lines))
        # The texts, each NUL-terminated, one after the other; 0 for those not given.
        texts = [settings.class_prefix, settings.dark_selector, settings.title]
        addresses = [0, 0, 0]
        if any(t is not None for t in texts):
            at = self.reserve("strings", sum(len(t) + 1 for t in texts if t is not None))
            for i, text in enumerate(texts):
                if text is not None:
                    self.write(at, text + b"\0")
                    addresses[i] = at
                    at += len(text) + 1
        prefix, selector, title = addresses
        fields: Dict[str, int] = {}
        for field, data in settings.names:
            if data:
                fields[field] = self.reserve("names:" + field, len(data))
                fields[field + "_len"] = len(data)
                self.write(fields[field], data)
        if self.theme_handle:
            self.call("swh_theme_free", self.theme_handle)
            self.theme_handle = 0
        if settings.theme_file is not None:
            self.theme_handle = self.read_theme(settings.theme_file)
        # Every field the package knows; the module comes from the same build (same struct size).
        self.write(self.options, pack_wasm32(
            "swh_options_t", struct_size=self.options_size, class_prefix=prefix,
            invalid_utf8=settings.invalid_utf8, flags=settings.flags, scheme=settings.scheme,
            theme=settings.theme, highlight_lines=ranges, highlight_line_count=count,
            first_line=settings.first_line, dark_selector=selector, title=title,
            theme_file=self.theme_handle, **fields))
        self.written = settings

    def read_theme(self, data: bytes) -> int:
        """``swh_theme_parse`` of an Xcode theme file's bytes: the theme's address."""
        address = self.reserve("theme", max(len(data), 1) + 12)
        self.write(address, data)
        out = address + len(data)
        self.write(out, bytes(12))
        status = self.call("swh_theme_parse", address, len(data), out, out + 4)
        if status != _abi.OK:
            message = self.c_string(self.call("swh_status_str", status))
            error = self.u32(out + 4)
            if error:
                message = self.c_string(error)
                self.call("swh_string_free", out + 4)
            raise ValueError(f"swift_highlight: the theme file cannot be used: {message}")
        return self.u32(out)

    def check(self, settings: Optional[_abi.Settings]) -> Optional[str]:
        """``swh_options_check`` of ``settings`` (None: the options struct as it is)."""
        if settings is not None:
            self.write_options(settings)
        address = self.call("swh_options_check", self.options)
        return self.c_string(address) if address else None

    def put_input(self, data: bytes) -> int:
        if len(data) > _MEMORY_LIMIT:
            raise ValueError("input too large: the engine takes less than 4 GiB")
        address = self.reserve("input", max(len(data), 1))
        self.write(address, data)
        return address

    def result(self, status: int) -> Tuple[int, int, int]:
        """The memory's host address and the output struct's two fields after a call that
        returned ``status``; raises for a failed call."""
        base = self.base()
        data, length = struct.unpack("<II", ctypes.string_at(base + self.out, 8))
        if status != _abi.OK:
            rule = self.check(None) if status == _abi.ERROR_INVALID_ARGUMENT else None
            _abi.raise_for(status, length, rule or self.c_string(self.call("swh_status_str", status)))
        return base, data, length

    def string(self, entry: str, data: Optional[bytes], settings: _abi.Settings) -> str:
        self.write_options(settings)
        if data is None:
            status = self.call(entry, self.options, self.out)
        else:
            address = self.put_input(data)
            status = self.call(entry, address, len(data), self.options, self.out)
        base, start, length = self.result(status)
        try:
            return decode_utf8(base + start, length)
        finally:
            self.call("swh_string_free", self.out)

    def tokenize(self, data: bytes, settings: _abi.Settings) -> List[int]:
        self.write_options(settings)
        address = self.put_input(data)
        base, start, count = self.result(self.call("swh_tokenize", address, len(data), self.options, self.out))
        try:
            if count == 0:
                return []
            words = array.array("I", ctypes.string_at(base + start, _TOKEN_SIZE * count))
            if sys.byteorder == "big":
                words.byteswap()  # wasm memory is little-endian
            return words.tolist()
        finally:
            self.call("swh_tokens_free", self.out)

    def fence(self, info: bytes, code: Optional[bytes]) -> _abi.Fence:
        layout = WASM32["swh_fence_t"]
        data = info + (code or b"")
        address = self.put_input(data)
        out = self.reserve("fence_out", layout["SIZE"] + _OUT_SIZE)
        error = out + layout["SIZE"]
        status = self.call("swh_fence_parse", address, len(info), 0 if code is None else address + len(info),
                           0 if code is None else len(code), out, error)

        def field(name: str) -> int:
            return self.u32(out + layout[name])

        if status != _abi.OK:
            message = self.c_string(self.call("swh_status_str", status))
            if self.u32(error):
                message = self.c_string(self.u32(error))
                self.call("swh_string_free", error)
            return _abi.Fence(status, message, field("language_start"), field("language_len"), field("flags"))
        ranges, size = field("highlight_lines"), WASM32["swh_line_range_t"]["SIZE"]
        lines = tuple((self.u32(ranges + i * size), self.u32(ranges + i * size + 4))
                      for i in range(field("highlight_line_count")))
        result = _abi.Fence(status, None, field("language_start"), field("language_len"), field("flags"),
                            field("first_line"), lines, field("title_start"), field("title_len"))
        self.call("swh_fence_free", out)
        return result


_lock = threading.Lock()
_first = _Instance()
_instance: Optional[_Instance] = _first


def _run(method: str, *args: Any) -> Any:
    global _instance
    with _lock:
        if _instance is None:
            _instance = _Instance()
        try:
            return getattr(_instance, method)(*args)
        except wasmtime.Trap as trap:
            _instance = None
            raise RuntimeError(f"swift_highlight: the WebAssembly engine trapped ({trap.message})") from None


def _names(function: str) -> List[str]:
    names: List[str] = []
    while True:
        address = _first.call(function, len(names))
        if address == 0:
            return names
        names.append(_first.c_string(address))


#: "0.2.0": the engine's version.
version: str = _first.c_string(_first.call("swh_version_string"))
#: Kind names indexed by kind value ("plain", "keyword", …, "macro").
kind_names: Tuple[str, ...] = tuple(
    _first.c_string(_first.call("swh_kind_name", k)) for k in range(_first.call("swh_kind_count")))
#: Scheme names indexed by SWH_SCHEME_* value.
schemes: List[str] = _names("swh_scheme_name")
#: Theme names indexed by SWH_THEME_* value.
themes: List[str] = _names("swh_theme_name")


def kind_name(kind: int) -> str:
    """The name of a kind value (the module and the package come from one build)."""
    return kind_names[kind] if kind < len(kind_names) else "plain"


def html(code: _abi.Source, settings: _abi.Settings) -> str:
    """``swh_highlight_html``."""
    return _run("string", "swh_highlight_html", _abi.encode(code), settings)  # type: ignore[no-any-return]


def ansi(code: _abi.Source, settings: _abi.Settings) -> str:
    """``swh_highlight_ansi``."""
    return _run("string", "swh_highlight_ansi", _abi.encode(code), settings)  # type: ignore[no-any-return]


def markdown(code: _abi.Source, settings: _abi.Settings) -> str:
    """``swh_highlight_markdown``."""
    return _run("string", "swh_highlight_markdown", _abi.encode(code), settings)  # type: ignore[no-any-return]


def accelerate(function: Callable[..., str], output: str,
               settings_of: Callable[[Dict[str, object]], Optional[_abi.Settings]]) -> Callable[..., str]:
    """``function`` itself: this backend has no faster way to call the engine."""
    return function


def css(settings: _abi.Settings) -> str:
    """``swh_css``."""
    return _run("string", "swh_css", None, settings)  # type: ignore[no-any-return]


def check(settings: _abi.Settings) -> Optional[str]:
    """``swh_options_check``."""
    return _run("check", settings)  # type: ignore[no-any-return]


def tokenize(data: bytes, settings: _abi.Settings) -> List[int]:
    """``swh_tokenize``: the tokens as one flat list, (start, length, kind) after each other."""
    return _run("tokenize", data, settings)  # type: ignore[no-any-return]


def fence(info: bytes, code: Optional[bytes]) -> _abi.Fence:
    """``swh_fence_parse``."""
    return _run("fence", info, code)  # type: ignore[no-any-return]
