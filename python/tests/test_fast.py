"""The native backend's call paths give the same results, the same str or the same exception:
the package's functions as the extension module ``_fast`` stands for them (``_fast.accelerate``),
the Python functions calling the engine through ``_fast``, and through ctypes."""

from __future__ import annotations

import ctypes
import inspect
import pickle
import pydoc
from typing import Callable, Tuple

import pytest

import swift_highlight as sh

if sh.backend != "native":
    pytest.skip("the native backend's call paths", allow_module_level=True)

from swift_highlight import _native  # noqa: E402
from swift_highlight._utf8 import WHOLE  # noqa: E402

needs_fast = pytest.mark.skipif(not _native.fast_functions, reason="the extension module _fast is not built here")

FUNCTIONS = {"html": sh.html, "ansi": sh.ansi, "markdown": sh.markdown}

NON_ASCII = 'let café = "naïve ☕️ 😀 𝔘" // 日本語\nlet 🐶 = café.count /* ü */\n'
BIG_ASCII = 'func f(_ x: Int) -> String { "\\(x)" } // ok\n' * (WHOLE // 40)  # output > WHOLE
BIG_WIDE = 'func f(_ x: Int) -> String { "\\(x) é" } // ✓ 😀\n' * (WHOLE // 40)

SOURCES = [
    "", "\n", "\x00" * 100, "let x = 1", NON_ASCII, "```swift\n" + NON_ASCII + "```\n",
    'let s = "a\ud800b" + x\udfff',  # lone surrogates
    b"", b"let x = 1", NON_ASCII.encode(), b'let s = "ok"\nlet t = "\xe2\x82"\n', b"\xff" * 10,
    bytearray(b"let y = 2"), memoryview(b"let z = 3"),
    BIG_ASCII, BIG_WIDE, BIG_WIDE.encode(), "(" * 100_000,
    "let café = 1 // ÿ\n", "let ж = 1 // ✓\n",  # narrower than a title's 😀 (output decoded in two passes)
]
OPTIONS = {
    "html": [{}, {"scheme": "pygments", "pre": True, "lines": True, "highlight_lines": "2,4-5"},
             {"inline_styles": True, "theme": "xcode-dark", "title": "é😀.swift", "pre": True},
             {"replace_invalid_utf8": True}, {"class_prefix": "a b"}, {"diff": True, "xcode_kinds": True}],
    "ansi": [{}, {"color_depth": 16, "line_numbers": True, "highlight_lines": [1]},
             {"replace_invalid_utf8": True}, {"theme": "high-contrast"}],
    "markdown": [{}, {"scheme": "prism", "line_numbers": True}, {"replace_invalid_utf8": True}],
}


def outcome(call: Callable[[], str]) -> Tuple[str, object]:
    try:
        return "ok", call()
    except Exception as error:  # noqa: BLE001: the exception is the result compared
        return type(error).__name__, error.args


@needs_fast
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_all_paths_agree(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    function = FUNCTIONS[name]
    python_function = inspect.unwrap(function)
    assert python_function is not function and function.forget() >= 0
    assert getattr(_native, name) is _native.fast_functions[name]
    cases = [(source, options) for source in SOURCES for options in OPTIONS[name]]
    # Each options twice: the first call of a set of keywords learns them, the second is served.
    accelerated = [outcome(lambda: function(source, **options)) for source, options in cases for _ in (1, 2)]
    fast = [outcome(lambda: python_function(source, **options)) for source, options in cases]
    for short, ctypes_function in _native.ctypes_functions.items():
        monkeypatch.setattr(_native, short, ctypes_function)
    slow = [outcome(lambda: python_function(source, **options)) for source, options in cases]
    for (source, options), a1, a2, b, c in zip(cases, accelerated[0::2], accelerated[1::2], fast, slow):
        assert a1 == a2 == b == c, (name, source[:40], options)
    kinds = {result[0] for result in fast}
    assert {"ok", "InvalidUTF8Error"} <= kinds, kinds
    assert any(result[0] == "ok" and len(result[1]) > WHOLE for result in fast)  # type: ignore[arg-type]


@needs_fast
def test_accelerated_function_remembers_keywords_by_value() -> None:
    html, python_html = sh.html, inspect.unwrap(sh.html)
    html.forget()
    code = "let x = 1\nlet y = 2\n"
    # More sets of keywords than it keeps (8): each still gets its own options.
    for round in range(2):
        for n in range(1, 21):
            assert html(code, line_numbers=True, first_line=n) == python_html(code, line_numbers=True, first_line=n)
    # Equal values of types that give other options, or no options, are told apart.
    for keywords in [{"pre": 1}, {"pre": True}, {"first_line": True}, {"xcode_kinds": 0},
                     {"xcode_kinds": False}, {"scheme": "".join(["hl", "js"])}, {"highlight_lines": [1]},
                     {"highlight_lines": "1"}, {"highlight_lines": (1, 1)}, {"theme": b"x"}]:
        for _ in (1, 2):
            assert outcome(lambda: html(code, **keywords)) == outcome(lambda: python_html(code, **keywords)), keywords
    # The same keywords in another order, and keyword names built at run time.
    name = "".join(["sch", "eme"])
    assert html(code, pre=True, scheme="hljs") == html(code, **{"scheme": "hljs", name: "hljs", "pre": True}) \
        == python_html(code, scheme="hljs", pre=True)
    html.forget()
    html(code)
    html(code, scheme="pygments")
    html(code, scheme="pygments")
    html(code, scheme="".join(["pyg", "ments"]))
    assert html.forget() == 2


@needs_fast
def test_accelerated_function_refuses_what_the_function_refuses() -> None:
    html, python_html = sh.html, inspect.unwrap(sh.html)
    for args, keywords in [((), {}), (("x", "y"), {}), ((), {"code": "x"}), (("x",), {"bogus": 1}),
                           (("x",), {"scheme": "bogus"}), (("x",), {"scheme": 1}), ((None,), {}),
                           (("x",), {"first_line": 0}), ((bytearray(b"x"),), {"pre": True}),
                           ((b"\xff",), {}), (("x",), {"color_depth": 16})]:
        for _ in (1, 2):
            a, b = outcome(lambda: html(*args, **keywords)), outcome(lambda: python_html(*args, **keywords))
            assert a == b, (args, keywords)


@needs_fast
def test_accelerated_function_looks_like_the_function() -> None:
    html, python_html = sh.html, inspect.unwrap(sh.html)
    assert type(python_html).__name__ == "function"
    assert inspect.signature(html) == inspect.signature(python_html)
    for attribute in ("__doc__", "__name__", "__qualname__", "__module__", "__annotations__", "__kwdefaults__"):
        assert getattr(html, attribute) == getattr(python_html, attribute), attribute
    assert repr(html) == repr(python_html)
    assert pickle.loads(pickle.dumps(html)) is html
    assert "first_line" in pydoc.render_doc(html) and inspect.isroutine(html)

    class Owner:
        method = html

    bound = Owner().method
    assert bound.__self__.__class__ is Owner and Owner.method is html


@needs_fast
def test_bound_function_checks_its_arguments() -> None:
    from swift_highlight import _fast  # type: ignore[attr-defined]

    address = ctypes.cast(_native.lib.swh_highlight_html, ctypes.c_void_p).value
    free = ctypes.cast(_native.lib.swh_string_free, ctypes.c_void_p).value
    for bad in [(0, free, 10, "strict"), (address, 0, 10, "strict"), (address, free, -1, "strict"),
                (address, free, 10, "x" * 64)]:
        with pytest.raises(ValueError):
            _fast.bind(*bad)
    for bad in [(address, free, 10), ("1", free, 10, "strict"), (address, free, 10, None)]:
        with pytest.raises(TypeError):
            _fast.bind(*bad)
    call = _fast.bind(address, free, 4, "strict")  # outputs of up to 4 bytes come back as a str
    options, _ = _native._struct(_native._abi.DEFAULTS)
    html = _native.ctypes_functions["html"]
    assert call(b"x y", options) == html(b"x y", _native._abi.DEFAULTS) == "x y"
    status, length, data = call("let", options)  # longer: the struct, for the caller to decode and free
    try:
        assert (status, ctypes.string_at(data, length).decode()) == (0, html(b"let", _native._abi.DEFAULTS))
    finally:
        _native.lib.swh_string_free(_native.String(data, length))
    assert call(b"\xff", options)[:2] == (_native._abi.ERROR_INVALID_UTF8, 0)
    with pytest.raises(UnicodeEncodeError):
        call("\ud800", options)  # the "strict" handler refuses lone surrogates
    for bad in [(None, options), (12, options), (bytearray(b"x"), options)]:
        with pytest.raises(TypeError):
            call(*bad)
    with pytest.raises(ValueError):
        call(b"x", 0)
    with pytest.raises(TypeError):
        call(b"x", "address")
    for args in [(), (b"x",), (b"x", options, 1)]:
        with pytest.raises(TypeError):
            call(*args)


@needs_fast
def test_decode_gives_what_bytes_decode_gives() -> None:
    """_fast's own decoding of the engine's output (the str made at its final width, written in
    place) gives the str bytes.decode gives, of the same width (a str of a wider kind than its
    characters need would not equal the canonical one), or raises the same exception: in two
    passes (source of bytes or ASCII), and in one pass at the width of the source's str, which
    the output may not have (narrower or wider: then in two passes)."""
    import random
    import sys

    from swift_highlight import _fast  # type: ignore[attr-defined]

    if sys.implementation.name == "cpython":
        assert _fast.DIRECT_STR == 1  # CPython's string layout was found at import
    pieces = ["a", "<span>", "\n", "\x7f", "é", "\xff", "\x80", "Ā", "ж", "☕", "\ufffd", "\uffff", "😀",
              "\U0010ffff", "\U00010000"]
    bad = [b"\x80", b"\xbf", b"\xc0\x80", b"\xc1\xbf", b"\xc2", b"\xe2\x82", b"\xe0\x80\x80", b"\xed\xa0\x80",
           b"\xed\xbf\xbf", b"\xf0\x80\x80\x80", b"\xf4\x90\x80\x80", b"\xf5\x80\x80\x80", b"\xff", b"\xf0\x9f\x98"]
    rng = random.Random(38)
    samples = [b"", b"a" * 100, "é".encode() * 40, "😀".encode()]
    for length in range(0, 70):  # across the block sizes (8, 16) and their tails
        for wide in ("é", "Ā", "😀"):
            samples.append(("a" * length + wide + "b" * (length % 17)).encode())
            samples.append((wide + "a" * length).encode())
    for _ in range(3000):
        text = "".join(rng.choice(pieces) * rng.choice((1, 1, 3, 16, 40)) for _ in range(rng.randrange(1, 12)))
        data = text.encode()
        if rng.random() < 0.4:
            at = rng.randrange(len(data) + 1)
            data = data[:at] + rng.choice(bad) + data[at:]
        samples.append(data)
    # 64 KiB and more: decoded in one pass where the source's str is as wide as the output needs.
    for wide in ("é", "\xff", "Ā", "\uffff", "😀", "\U0010ffff"):
        big = (("a" * 100 + wide) * 700).encode()
        samples += [big, big[:-1], big[:40_000] + b"\xff" + big[40_000:], big + "ж😀".encode()]
    samples.append(("x" * 70 + "😀") * 120_000)  # a str of more than 32 MiB: advised as huge pages
    samples[-1] = samples[-1].encode()  # type: ignore[union-attr]
    sources = [b"x", "a", "é", "Ā", "😀", type("Text", (str,), {})("😀")]
    for data in samples:
        assert isinstance(data, bytes)
        expected = outcome(lambda: data.decode("utf-8"))
        for code in sources if len(data) < 1 << 20 else sources[:1] + sources[-2:-1]:
            got = outcome(lambda: _fast.decode(data, code))
            assert got == expected, (data[:80], code)
            if got[0] == "ok":
                assert sys.getsizeof(got[1]) == sys.getsizeof(expected[1]) and hash(got[1]) == hash(expected[1])
    assert _fast.decode(b"\xc3\xa9") == "é"
    with pytest.raises(TypeError):
        _fast.decode("text")


@needs_fast
def test_encode_gives_what_str_encode_gives() -> None:
    """_fast's own encoding of a str for the engine (read where CPython keeps its characters)
    gives str.encode's bytes, for strs of each width, a str subclass's instance and lone
    surrogates (refused, as str.encode refuses them, with the "strict" handler)."""
    import random
    import sys

    from swift_highlight import _fast  # type: ignore[attr-defined]

    if sys.implementation.name == "cpython":
        assert _fast.ENCODES_STR == 1  # the header word of a str's kind was found at import

    class Text(str):
        pass

    pieces = ["a", "<", "\n", "\x00", "\x7f", "\x80", "é", "\xff", "Ā", "߿", "ࠀ", "ж", "☕", "\ufffd", "\uffff",
              "😀", "\U00010000", "\U0010ffff", "\ud800", "\udfff"]
    rng = random.Random(38)
    samples = ["", "a", "é", "Ā", "😀", Text("é😀"), Text("abc"), "\ud800", "a" * 100 + "\udc00"]
    for length in range(0, 70):  # across the block sizes and their tails
        for wide in ("é", "Ā", "😀", "\ud83d"):
            samples.append("a" * length + wide + "b" * (length % 19))
            samples.append(wide + "a" * length)
    for _ in range(3000):
        samples.append("".join(rng.choice(pieces) * rng.choice((1, 1, 2, 16, 70))
                               for _ in range(rng.randrange(1, 10))))
    # 64 KiB and more, beyond the memory first taken for the bytes (about one byte a character):
    # grown once, early or late, with a lone surrogate before or after that point.
    for wide in ("é", "ж", "☕", "😀"):
        samples += [wide * 70_000, "a" * 70_000 + wide * 4000, wide * 40_000 + "a" * 40_000,
                    wide * 70_000 + "\udc00", "a" * 70_000 + "\ud800" + wide * 3000]
    for text in samples:
        assert outcome(lambda: _fast.encode(text)) == outcome(lambda: str(text).encode("utf-8")), text[:40]
    assert _fast.encode(b"\xff\x00") == b"\xff\x00"
    with pytest.raises(TypeError):
        _fast.encode(bytearray(b"x"))
