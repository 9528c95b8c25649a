"""Decoding the engine's UTF-8 output where it lies in memory, without an intermediate copy."""

from __future__ import annotations

import ctypes
from typing import Callable, Optional

#: Texts up to this many bytes are decoded in one call.
WHOLE = 1 << 20
#: Larger ones that may hold non-ASCII characters are decoded in pieces of about this size, joined.
PIECE = 1 << 16


def _whole() -> Callable[[int, int, None], str]:
    """Decodes ``length`` bytes of UTF-8 at an address (not NULL, ``length`` > 0) in one call:
    on CPython straight from the buffer (PyUnicode_DecodeUTF8 through ctypes.pythonapi, which
    holds the GIL as the C API needs); elsewhere through a bytes copy."""
    pythonapi = getattr(ctypes, "pythonapi", None)
    function = getattr(pythonapi, "PyUnicode_DecodeUTF8", None) if pythonapi is not None else None
    if function is not None:
        function.argtypes = [ctypes.c_void_p, ctypes.c_ssize_t, ctypes.c_char_p]
        function.restype = ctypes.py_object
        return function  # type: ignore[no-any-return]

    def whole(address: int, length: int, errors: None) -> str:
        return ctypes.string_at(address, length).decode("utf-8")

    return whole


#: ``decode_whole(address, length, None)``: the ``length`` (> 0, at most ``WHOLE``) bytes of UTF-8
#: at ``address`` (not NULL) as a str, in one call.
decode_whole = _whole()


def _decoder() -> Callable[[Optional[int], int, Optional[bytes]], str]:
    """Decodes ``length`` bytes of UTF-8 at an address into a str, with ``decode_whole``.

    A large text that may hold non-ASCII characters is decoded in pieces that are then joined:
    CPython's decoder starts with an ASCII string the size of the whole text and copies what it
    has decoded into a wider one at the first wider character, so one call over many megabytes
    touches two or three large allocations, fresh memory that the kernel must map page by page,
    where pieces of ``PIECE`` bytes reuse the same small blocks and the join allocates the result
    once, of its final width (on the benchmark's 8.6 MB of HTML with a few emoji: 8,400 page
    faults a call of html() instead of 11,500). ASCII text gains nothing from pieces (its first
    allocation is the result): an ASCII input (``source``) makes ASCII output but for non-ASCII
    option text (a title), so such output is decoded in one call; the result is the same either
    way."""
    whole = decode_whole

    def decode(address: Optional[int], length: int, source: Optional[bytes] = None) -> str:
        if not address or length == 0:
            return ""
        if length <= WHOLE or (source is not None and source.isascii()):
            return whole(address, length, None)
        # Each piece ends before a character's first byte: back over at most three continuation
        # bytes (10xxxxxx); past that the text is not UTF-8, and the cut stays where it was
        # (the decoder then reports the bad bytes as it would in one call).
        data = (ctypes.c_ubyte * length).from_address(address)
        pieces = []
        start = 0
        while start < length:
            end = start + PIECE
            if end >= length:
                end = length
            else:
                cut = end
                while cut > end - 3 and data[cut] & 0xC0 == 0x80:
                    cut -= 1
                if data[cut] & 0xC0 != 0x80:
                    end = cut
            pieces.append(whole(address + start, end - start, None))
            start = end
        return "".join(pieces)

    return decode


#: ``decode_utf8(address, length, source=None)``: the UTF-8 bytes at that address as a str;
#: ``source`` is the input they were made from, if any.
decode_utf8 = _decoder()
