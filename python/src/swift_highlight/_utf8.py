"""Decoding the engine's UTF-8 output where it lies in memory, without an intermediate copy."""

from __future__ import annotations

import ctypes
from typing import Callable, Optional


def _decoder() -> Callable[[Optional[int], int], str]:
    """Decodes ``length`` bytes of UTF-8 at an address into a str. On CPython straight from the
    buffer (PyUnicode_DecodeUTF8 through ctypes.pythonapi, which holds the GIL as the C API
    needs); elsewhere through a bytes copy."""
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


#: ``decode_utf8(address, length)``: the UTF-8 bytes at that address as a str.
decode_utf8 = _decoder()
