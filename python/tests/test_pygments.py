"""The Pygments lexer: registration, lossless tokens, the pygments scheme's classes, formatters."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import List

import pytest

pygments = pytest.importorskip("pygments")
from pygments import highlight  # noqa: E402
from pygments.formatters import HtmlFormatter, get_all_formatters  # noqa: E402
from pygments.lexers import get_lexer_by_name  # noqa: E402
from pygments.lexers.objective import SwiftLexer  # noqa: E402

import swift_highlight as sh  # noqa: E402
from swift_highlight.pygments import SwiftHighlightLexer  # noqa: E402

from conftest import corpus_files  # noqa: E402

SAMPLE = '''/// Greets.
@MainActor func greet(_ name: String) async -> String {
    let n = name.count /* chars */; print("\\(name)\\n", #line)
    return n > 0 ? "héllo 😀" : String(localized: "empty")
}
'''


def sources(examples: List[Path]) -> List[str]:
    return [p.read_text() for p in examples + corpus_files()] + [SAMPLE, "", "\n\n x \n", "\r\n\t", '"\ud800"']


def test_entry_point_finds_the_lexer() -> None:
    lexer = get_lexer_by_name("swift-highlight")
    assert isinstance(lexer, SwiftHighlightLexer)
    # Pygments' own Swift lexer is left in place.
    assert isinstance(get_lexer_by_name("swift"), SwiftLexer)


def test_tokens_give_back_the_input(examples: List[Path]) -> None:
    lexer = SwiftHighlightLexer(stripnl=False, ensurenl=False)
    for text in sources(examples):
        assert "".join(v for _, _, v in lexer.get_tokens_unprocessed(text)) == text
        # get_tokens turns every line break into "\n", as it does for any lexer.
        normalized = text.replace("\r\n", "\n").replace("\r", "\n")
        assert "".join(v for _, v in lexer.get_tokens(text)) == normalized
        positions = [i for i, _, _ in lexer.get_tokens_unprocessed(text)]
        assert positions == sorted(positions)


CHUNK = re.compile(r'<span class="([^"]*)">(.*?)</span>|([^<]+)', re.S)


def char_classes(html: str) -> List[str]:
    """The class of every character of highlighted HTML (spans are not nested). Line feeds get
    none: HtmlFormatter closes a token's span before each one, as our line elements do not."""
    out: List[str] = []
    for match in CHUNK.finditer(html):
        cls, inner, plain = match.groups()
        text = unescape(inner if plain is None else plain)
        out += ["" if c == "\n" else cls or "" for c in text]
    return out


def test_html_formatter_gives_the_pygments_scheme_classes(examples: List[Path]) -> None:
    formatter = HtmlFormatter(nowrap=True)
    lexer = SwiftHighlightLexer(stripnl=False, ensurenl=False)
    checked = 0
    for text in sources(examples):
        text = text.replace("\r", "").replace("\ud800", "\ufffd")
        ours = char_classes(sh.html(text, scheme="pygments"))
        rendered = highlight(text, lexer, formatter)
        if text and not text.endswith("\n"):  # HtmlFormatter ends the last line
            assert rendered.endswith("\n")
            rendered = rendered[:-1]
        theirs = char_classes(rendered)
        assert len(ours) == len(text)
        assert theirs == ours
        checked += len(text)
    assert checked > 1000


def test_differs_from_pygments_own_lexer() -> None:
    # The point of the package: Pygments' SwiftLexer leaves `nonisolated`, `Sendable` and calls plain.
    code = "nonisolated func f() -> Sendable { greet() }\n"
    ours = highlight(code, SwiftHighlightLexer(), HtmlFormatter(nowrap=True))
    theirs = highlight(code, SwiftLexer(), HtmlFormatter(nowrap=True))
    for name, cls in [("nonisolated", "k"), ("Sendable", "kt"), ("greet", "nf")]:
        assert f'<span class="{cls}">{name}</span>' in ours
        assert f'<span class="n">{name}</span>' in theirs


def test_every_formatter_works() -> None:
    lexer = SwiftHighlightLexer()
    formatted = []
    for formatter_class in get_all_formatters():
        try:
            formatter = formatter_class()
        except Exception as error:  # the image formatters need Pillow, which is not installed
            assert type(error).__name__ == "PilNotAvailable", (formatter_class, error)
            continue
        output = highlight(SAMPLE, lexer, formatter)
        assert output, formatter_class
        formatted.append(formatter_class.__name__)
    for name in ("HtmlFormatter", "TerminalFormatter", "Terminal256Formatter",
                 "TerminalTrueColorFormatter", "LatexFormatter", "SvgFormatter", "RtfFormatter"):
        assert name in formatted


def test_formatter_outputs_carry_the_token_types() -> None:
    lexer = SwiftHighlightLexer()
    from pygments.formatters import LatexFormatter, SvgFormatter, TerminalTrueColorFormatter

    latex = highlight(SAMPLE, lexer, LatexFormatter())
    assert r"\PY{n+nf}{greet}" in latex and r"\PY{n+nd}{@MainActor}" in latex
    svg = highlight(SAMPLE, lexer, SvgFormatter())
    assert "greet" in svg and svg.lstrip().startswith("<?xml")
    terminal = highlight(SAMPLE, lexer, TerminalTrueColorFormatter(style="default"))
    assert "\x1b[" in terminal
    plain = re.sub(r"\x1b\[[0-9;]*m", "", terminal)
    assert plain == SAMPLE
