"""Decoding the engine's UTF-8 output where it lies in memory, without an intermediate copy."""

from __future__ import annotations

import ctypes
import mmap
import sys
from array import array
from typing import Callable, List, Optional

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
        return _join(pieces)

    return decode


def _wide_join() -> Optional[Callable[[List[str]], Optional[str]]]:
    """On CPython with glibc on Linux: joins decoded pieces whose result is a str of four bytes
    per character (one that holds a character beyond U+FFFF) of at least ``ADVISED`` bytes into
    a str made with PyUnicode_New, after advising the kernel (madvise MADV_HUGEPAGE) that its
    memory may be backed by huge pages, then filled piece by piece (PyUnicode_AsUCS4). Such a
    str is fresh memory the kernel maps on first write: page by page that is one fault per 4 KB
    (8,400 on the benchmark's 34 MB str of HTML), with the advice one per 2 MB. glibc's malloc
    serves a block larger than its largest mmap threshold (32 MiB on 64-bit systems) with a
    mapping of its own (unless the program turned mmap off with mallopt), unmapped when the str
    is freed: the advice lives and dies with the str.

    None elsewhere, or where a probe of CPython's string layout at import does not give the
    expected address of a str's characters; then pieces are joined with ``str.join``."""
    if sys.implementation.name != "cpython" or not sys.platform.startswith("linux") or sys.maxsize < 2**32:
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.gnu_get_libc_version  # glibc's malloc: see the docstring
        madvise = libc.madvise
        madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        madvise.restype = ctypes.c_int
        new = ctypes.pythonapi.PyUnicode_New
        new.argtypes = [ctypes.c_ssize_t, ctypes.c_uint32]
        new.restype = ctypes.py_object
        fill = ctypes.pythonapi.PyUnicode_AsUCS4
        fill.argtypes = [ctypes.py_object, ctypes.c_void_p, ctypes.c_ssize_t, ctypes.c_int]
        fill.restype = ctypes.c_void_p
    except (AttributeError, OSError):
        return None
    # A compact str's characters follow its header: sys.getsizeof is the header, then
    # (length + 1) characters of its kind's width. A str of width 1 that is not ASCII has the
    # same header as one of width 4.
    header = sys.getsizeof("\xe9") - 2
    probe = "\U0001F600\xe9"
    if (sys.getsizeof(probe) != header + 3 * 4
            or ctypes.string_at(id(probe) + header, 8) != array("I", (0x1F600, 0xE9)).tobytes()):
        return None

    def join(pieces: List[str]) -> Optional[str]:
        total = 0
        wide = False
        for piece in pieces:
            total += len(piece)
            # Width 4: the header of a non-ASCII str and 4 bytes per character and the NUL.
            if not wide and not piece.isascii() and sys.getsizeof(piece) == header + (len(piece) + 1) * 4:
                wide = True
        if not wide or (total + 1) * 4 < ADVISED:
            return None
        result = new(total, 0x10FFFF)
        start = id(result) + header
        first = (id(result) + PAGE - 1) & -PAGE  # the page of the str's header is touched already
        madvise(first, start + (total + 1) * 4 - first, MADV_HUGEPAGE)  # advice only: its result does not matter
        offset = start
        for piece in pieces:
            fill(piece, offset, len(piece), 0)
            offset += 4 * len(piece)
        return result  # type: ignore[no-any-return]

    return join


#: Strs of four bytes per character of at least this many bytes are advised (glibc mmaps them).
ADVISED = 32 << 20
PAGE = mmap.PAGESIZE
MADV_HUGEPAGE = 14
_wide = _wide_join()


def _join(pieces: List[str]) -> str:
    """The pieces joined into one str (see ``_wide_join``)."""
    if _wide is not None:
        result = _wide(pieces)
        if result is not None:
            return result
    return "".join(pieces)


#: ``decode_utf8(address, length, source=None)``: the UTF-8 bytes at that address as a str;
#: ``source`` is the input they were made from, if any.
decode_utf8 = _decoder()
