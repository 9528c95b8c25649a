"""The API's contract: offsets, errors, hostile inputs, threads."""

from __future__ import annotations

import ctypes
import inspect
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path
from typing import List

import pytest

import swift_highlight as sh

TAG = re.compile(r"<[^>]*>")


def plain_text(html: str) -> str:
    return unescape(TAG.sub("", html))


NON_ASCII = 'let café = "naïve ☕️ 😀 𝔘" // 日本語 \u0301 comment\nlet 🐶 = café.count /* ü */\n'


def test_str_offsets_are_str_indices() -> None:
    found = sh.tokens(NON_ASCII)
    data = NON_ASCII.encode()
    by_bytes = sh.tokens(data)
    assert [t.kind for t in found] == [t.kind for t in by_bytes]
    assert len(found) >= 8
    for s, b in zip(found, by_bytes):
        assert NON_ASCII[s.start:s.end] == data[b.start:b.end].decode()
    texts = {NON_ASCII[t.start:t.end]: t.kind for t in found}
    assert texts['"naïve ☕️ 😀 𝔘"'] == "string"
    assert texts["// 日本語 \u0301 comment"] == "comment"
    assert texts["count"] == "property"


def test_bytes_offsets_are_byte_offsets() -> None:
    data = "let é = 1".encode()
    assert sh.tokens(data)[-1] == sh.Token(len("let é = ".encode()), len(data), "number")
    assert sh.tokens(bytearray(data)) == sh.tokens(data) == sh.tokens(memoryview(data))


def test_lone_surrogates_become_replacement_characters() -> None:
    code = 'let s = "a\ud800b" + x\udfff'
    assert sh.html(code) == sh.html(code.replace("\ud800", "\ufffd").replace("\udfff", "\ufffd"))
    assert plain_text(sh.html(code)) == 'let s = "a\ufffdb" + x\ufffd'
    tokens = sh.tokens(code)
    assert code[tokens[-2].start:tokens[-2].end] == '"a\ud800b"'


def test_invalid_utf8_bytes() -> None:
    bad = b'let s = "ok"\nlet t = "\xe2\x82"\n'
    with pytest.raises(sh.InvalidUTF8Error) as caught:
        sh.html(bad)
    assert caught.value.offset == bad.index(b"\xe2")
    assert isinstance(caught.value, ValueError)
    with pytest.raises(sh.InvalidUTF8Error) as caught:
        sh.tokens(b"\xff")
    assert caught.value.offset == 0
    with pytest.raises(sh.InvalidUTF8Error):
        sh.ansi(b"a\x80")
    with pytest.raises(sh.InvalidUTF8Error):
        sh.markdown(b"```swift\n\xc0\n```\n")
    assert plain_text(sh.html(bad, replace_invalid_utf8=True)) == bad.decode("utf-8", "replace")
    assert sh.tokens(bad, replace_invalid_utf8=True)[-1].end <= len(bad)


@pytest.mark.parametrize("options, error", [
    ({"scheme": "pygment"}, ValueError),
    ({"scheme": 3}, TypeError),
    ({"theme": "dark"}, ValueError),
    ({"class_prefix": "a b"}, ValueError),
    ({"class_prefix": "x\x00"}, ValueError),
    ({"class_prefix": "é"}, ValueError),
    ({"class_prefix": "p" * 65}, ValueError),
    ({"class_prefix": b"p"}, TypeError),
    ({"first_line": 0}, ValueError),
    ({"first_line": 2 ** 32}, ValueError),
    ({"first_line": True}, TypeError),
    ({"first_line": 1.0}, TypeError),
    ({"highlight_lines": "3-1"}, ValueError),
    ({"highlight_lines": "1,,2"}, ValueError),
    ({"highlight_lines": "-1"}, ValueError),
    ({"highlight_lines": [0]}, ValueError),
    ({"highlight_lines": [(5, 2)]}, ValueError),
    ({"highlight_lines": [(1, 2, 3)]}, ValueError),
    ({"highlight_lines": [range(5, 1, -1)]}, ValueError),
    ({"highlight_lines": ["2"]}, TypeError),
    ({"highlight_lines": [1] * 65537}, ValueError),
])
def test_bad_options(options: dict, error: type) -> None:
    with pytest.raises(error):
        sh.html("let x = 1", **options)


def test_a_call_reuses_the_options_of_an_earlier_one_only_when_equal_and_of_the_same_types() -> None:
    # True == 1 and 1.0 == 1, with equal hashes: the earlier call's settings must not serve them.
    for options in ({"first_line": 1}, {"first_line": 1, "pre": True}):
        assert sh.html("let x = 1", **options) == sh.html("let x = 1", **options)
        with pytest.raises(TypeError):
            sh.html("let x = 1", **{**options, "first_line": True})
        with pytest.raises(TypeError):
            sh.html("let x = 1", **{**options, "first_line": 1.0})
    assert sh.html("a\nb", first_line=7, line_numbers=True) != sh.html("a\nb", first_line=1, line_numbers=True)
    with pytest.raises(TypeError):
        sh.ansi("x", first_line=True)
    # Unhashable arguments (a list of lines) are converted on each call.
    assert sh.html("a\nb", highlight_lines=[2]) == sh.html("a\nb", highlight_lines=[(2, 2)])


# A value other than the default for each keyword argument, by name; the header's options are
# flags (True) or names ("Foo").
OTHER_VALUES = {"scheme": "hljs", "class_prefix": "x-", "pre": True, "highlight_lines": "1", "first_line": 2,
                "theme": "xcode-dark", "replace_invalid_utf8": True, "title": "T", "xcode_kinds": True,
                "color_depth": 16}


@pytest.mark.parametrize("function", [sh.html, sh.tokens, sh.ansi, sh.markdown])
def test_every_keyword_argument_keys_the_settings_of_earlier_calls(function) -> None:  # type: ignore[no-untyped-def]
    # Each function writes its options into the key of the settings cache by hand: one it left
    # out would give a call the settings of an earlier call that differs only in that option.
    # Where the backend stands in for the function (the native backend's ``_fast``), it
    # remembers the options of keywords it has seen: those must tell every option apart too.
    recent = sh._highlight._recent
    python_function = inspect.unwrap(function)
    remembers = getattr(function, "forget", None) if function is not python_function else None
    for name, parameter in inspect.signature(function).parameters.items():
        if parameter.kind != inspect.Parameter.KEYWORD_ONLY:
            continue
        value = OTHER_VALUES.get(name, True if parameter.annotation in ("bool", bool) else "Foo")
        for called, count in [(python_function, recent.__len__), (function, remembers)]:
            if count is None:
                continue
            recent.clear()
            if remembers is not None:
                remembers()
            called("let x = 1\n", pre=True) if name == "title" else called("let x = 1\n")
            called("let x = 1\n", **{name: value, **({"pre": True} if name == "title" else {})})
            assert count() == 2, (called, name)
    # Equal values of types that behave differently are told apart.
    recent.clear()
    inspect.unwrap(sh.html)("x", xcode_kinds=False)
    inspect.unwrap(sh.html)("x", xcode_kinds=0)
    assert len(recent) == 2


@pytest.mark.parametrize("shift", [0, 1, 2, 3])
def test_large_output_decoded_in_pieces_is_decoded_whole(shift: int) -> None:
    # Characters of 2, 3 and 4 bytes across every boundary of the pieces, after `shift` ASCII bytes.
    from swift_highlight._utf8 import PIECE, WHOLE, decode_utf8
    text = ("a" * shift + "é☕😀" * ((WHOLE + 3 * PIECE) // 9)).encode("utf-8")
    buffer = ctypes.create_string_buffer(text, len(text))
    assert decode_utf8(ctypes.addressof(buffer), len(text), b"\xff") == text.decode("utf-8")
    assert decode_utf8(ctypes.addressof(buffer), len(text), b"ascii source") == text.decode("utf-8")
    bad = ctypes.create_string_buffer(b"\x80" * (WHOLE + PIECE))
    with pytest.raises(UnicodeDecodeError):
        decode_utf8(ctypes.addressof(bad), WHOLE + PIECE, None)


def test_large_wide_output_is_the_joined_str() -> None:
    # A str of four bytes per character larger than ADVISED: ASCII pieces, pieces of widths 2
    # and 4, as the output of a big file with a few emoji; made as the join of its pieces makes it.
    from swift_highlight._utf8 import ADVISED, PIECE, decode_utf8
    ascii_part = "let x = 1\n" * ((ADVISED // 4) // 10 + PIECE)
    text = ("é" + ascii_part + "☕" + ascii_part[: 3 * PIECE] + "😀" + "ß" * PIECE + ascii_part[:7]).encode("utf-8")
    buffer = ctypes.create_string_buffer(text, len(text))
    decoded = decode_utf8(ctypes.addressof(buffer), len(text), b"\xff")
    assert (len(decoded) + 1) * 4 >= ADVISED
    assert decoded == text.decode("utf-8")
    assert hash(decoded) == hash(text.decode("utf-8"))
    assert decoded[-8:] == "ß" + ascii_part[:7] and max(decoded) == "😀"


@pytest.mark.parametrize("options, message", [
    ({"class_prefix": "a b"}, "class_prefix must be at most 64 bytes"),
    ({"highlight_lines": [(5, 2)]}, "highlight_lines has a range whose first line is after its last"),
    ({"highlight_lines": [1] * 65537}, "highlight_lines may hold at most 65536 ranges"),
    ({"pre": True, "title": "é" * 2049}, "title must be at most 4096 bytes"),
])
def test_bad_options_give_the_engines_rule(options: dict, message: str) -> None:
    # The option rules live in the engine: the package reports its sentence (swh_options_check).
    with pytest.raises(ValueError, match=message):
        sh.html("let x = 1", **options)


def test_bad_arguments() -> None:
    with pytest.raises(TypeError):
        sh.html(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        sh.html(12)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        sh.ansi("x", color_depth=8)
    with pytest.raises(ValueError):
        sh.css("solarized")
    with pytest.raises(TypeError):
        sh.html("x", "native")  # type: ignore[misc]
    assert sh.html("x", highlight_lines=[65536] * 65536, lines=True).count("swh-hl") == 0


def test_highlight_lines_forms_agree() -> None:
    code = "a\nb\nc\nd\ne\n"
    expected = sh.html(code, highlight_lines="2,4-5")
    assert expected.count("swh-hl") == 3
    assert sh.html(code, highlight_lines=[2, (4, 5)]) == expected
    assert sh.html(code, highlight_lines=[range(4, 6), 2]) == expected
    assert sh.html(code, highlight_lines=[]) == sh.html(code)


@pytest.mark.parametrize("code", [
    "", "\n", "\x00", "\x00" * 1000, '"', '"""', "/*", "/* /* */", "#", "#if", "\\(", '"\\(', "@", "`",
    "#/", "/", "'", "\r", "\r\n" * 10, "\u2028\u2029\ufeff", "\x1b[31m", "(" * 100_000, "[" * 50_000 + "]",
    '"\\(' * 10_000, "/*" * 30_000, "{" * 100_000, "#if " * 10_000, "x" * 1_000_000,
])
def test_hostile_inputs(code: str) -> None:
    html = sh.html(code, pre=True, lines=True, line_numbers=True, scheme="hljs")
    assert plain_text(sh.html(code)) == code
    tokens = sh.tokens(code)
    assert all(0 <= t.start < t.end <= len(code) for t in tokens)
    assert all(a.end <= b.start for a, b in zip(tokens, tokens[1:]))
    assert html.startswith("<pre")
    assert "\x1b" not in sh.ansi(code).replace("\x1b[0m", "").replace("\x1b[", "")
    sh.markdown("```swift\n" + code)


def test_large_input() -> None:
    line = 'func f(_ x: Int) -> String { "\\(x) é" } // ✓\n'
    code = line * 200_000  # 9 MB
    html = sh.html(code)
    assert html.count('<span class="swh-function">f</span>') == 200_000
    one, every = sh.tokens(line), sh.tokens(code)
    assert len(every) == 200_000 * len(one)
    shift = len(line) * 199_999
    assert every[-len(one):] == [sh.Token(t.start + shift, t.end + shift, t.kind) for t in one]


def test_ansi_neutralises_control_characters() -> None:
    out = sh.ansi('let s = "\x1b]0;title\x07"')
    assert "\x1b]" not in out and "\x07" not in out


def test_ansi_line_numbers_and_highlighted_lines() -> None:
    out = sh.ansi("let a = 1\nlet b = 2\n", line_numbers=True, highlight_lines="10", first_line=9, color_depth=16)
    lines = out.split("\n")
    assert " 9 \u2502 " in lines[0] and "10 \u2502 " in lines[1]
    assert "> " not in lines[0] and "> " in lines[1]
    assert sh.ansi("let a = 1\n", color_depth=16) != sh.ansi("let a = 1\n", color_depth=16, line_numbers=True)


@pytest.mark.skipif(sh.backend != "native", reason="the WebAssembly backend runs one call at a time")
def test_library_releases_the_gil() -> None:
    from swift_highlight import _native

    # ctypes releases the GIL around calls of a CDLL's functions, never of a PyDLL's.
    assert isinstance(_native.lib, ctypes.CDLL) and not isinstance(_native.lib, ctypes.PyDLL)
    assert not _native.lib._func_flags_ & ctypes._FUNCFLAG_PYTHONAPI  # type: ignore[attr-defined]


def test_backend_is_named() -> None:
    from swift_highlight import _backend

    assert sh.backend in ("native", "wasm") and sh.backend == _backend.engine.NAME
    assert sh.__version__ == sh.engine_version


def _inputs(examples: List[Path]) -> List[str]:
    texts = [p.read_text() for p in examples]
    texts += [NON_ASCII * 50, 'let s = "\ud800" // x\n' * 30, "struct S { var x = 1 }\n" * 500,
              NON_ASCII * 1500,  # converted to and from UTF-8 with the GIL released (over 64 KiB)
              'let 日本 = "語ж" // ✓\n' * 4000]  # more UTF-8 than memory first taken for it: grown
    return texts


def test_threads_match_sequential(examples: List[Path]) -> None:
    texts = _inputs(examples) * 8
    modes = [{}, {"scheme": "pygments", "lines": True}, {"inline_styles": True, "highlight_lines": "2-4"}]

    def work(text: str) -> tuple:
        return (tuple(sh.html(text, **m) for m in modes), sh.tokens(text), sh.ansi(text),
                sh.markdown("```swift\n" + text + "\n```\n"))

    sequential = [work(t) for t in texts]
    with ThreadPoolExecutor(max_workers=8) as pool:
        for _ in range(3):
            assert list(pool.map(work, texts)) == sequential


def test_version_and_names() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", sh.engine_version)
    assert sh.KINDS[0] == "plain" and "string-escape" in sh.KINDS
    assert sh.SCHEMES == ("native", "splash", "hljs", "pygments", "treesitter", "prism")
    assert sh.THEMES[0] == "xcode"
    assert (Path(sh.__file__).parent / "py.typed").is_file()


@pytest.mark.skipif(sh.backend != "wasm" or bool(os.environ.get("SWIFT_HIGHLIGHT_WASM")),
                    reason="the WebAssembly backend's modules inside the package")
def test_wasm_backend_loads_the_simd_module_and_the_scalar_one_gives_the_same_output(examples: List[Path]) -> None:
    from swift_highlight import _wasm

    forced = os.environ.get("SWIFT_HIGHLIGHT_WASM_SIMD") == "0"
    assert _wasm.MODULE == ("swift_highlight.wasm" if forced else "swift_highlight_simd.wasm")
    texts = _inputs(examples) + ["/* c */ // d\n\"s\\\"\" <&>'#\n" * 40]
    code = ("import json, sys, swift_highlight as sh; from swift_highlight import _wasm; texts = json.load(sys.stdin); "
            "print(json.dumps([_wasm.MODULE] + [[sh.html(t), sh.tokens(t), sh.ansi(t)] for t in texts]))")
    mine = [[sh.html(t), [list(token) for token in sh.tokens(t)], sh.ansi(t)] for t in texts]
    other = "0" if not forced else "1"
    run = subprocess.run([sys.executable, "-c", code], input=json.dumps(texts), capture_output=True, text=True, check=True,
                         env=dict(os.environ, SWIFT_HIGHLIGHT_WASM_SIMD=other))
    module, *theirs = json.loads(run.stdout)
    assert module == ("swift_highlight.wasm" if other == "0" else "swift_highlight_simd.wasm")
    assert theirs == mine


@pytest.mark.skipif(sh.backend != "wasm", reason="the WebAssembly backend's compilation cache")
@pytest.mark.parametrize("cache", ["1", "0"])
def test_wasm_module_compiled_into_wasmtimes_cache_unless_turned_off(tmp_path: Path, cache: str) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path), SWIFT_HIGHLIGHT_WASM_CACHE=cache)
    code = "import swift_highlight as sh; assert sh.backend == 'wasm'; print(sh.html('let x = 1'))"
    for _ in range(2):  # the second import reads what the first wrote
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        assert run.stdout == sh.html("let x = 1") + "\n"
    cached = [p for p in (tmp_path / "wasmtime").rglob("*") if p.is_file()] if (tmp_path / "wasmtime").exists() else []
    if cache == "1":
        assert cached, "wasmtime wrote no compiled module"
    else:
        assert not cached, cached


@pytest.mark.skipif(sh.backend != "wasm", reason="the WebAssembly backend's call path")
def test_wasm_calls_fast_and_checked_paths_agree() -> None:
    import wasmtime

    from swift_highlight import _wasm

    store = wasmtime.Store(_wasm._engine)
    module = wasmtime.Module(_wasm._engine, """(module
      (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add)
      (func (export "half") (param f64) (result f64) local.get 0 f64.const 2 f64.div)
      (func (export "boom") (result i32) unreachable))""")
    exports = wasmtime.Instance(store, module, []).exports(store)
    add = _wasm._caller(store, exports["add"])
    assert add.__name__ == "fast" and add(40, 2) == 42 and add(-1, 0) == -1
    assert _wasm._caller(store, exports["half"]).__name__ == "public"  # not i32: checked calls
    with pytest.raises(wasmtime.Trap):
        _wasm._caller(store, exports["boom"])()
