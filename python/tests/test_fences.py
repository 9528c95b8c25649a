"""Fence options in the Python-Markdown extension and the superfences formatter: the shared
fixture Tests/fences/cases.json read by the engine (swh_fence_parse, through the backend in
use), each Swift case rendered as the engine's Markdown mode renders
it, malformed options as FenceError naming the block."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import swift_highlight as sh
from swift_highlight import _fence

markdown = pytest.importorskip("markdown")

from swift_highlight.markdown import SwiftHighlightExtension  # noqa: E402

FIXTURE = Path(__file__).resolve().parents[2] / "Tests" / "fences" / "cases.json"
CASES: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))["cases"]

CODE = "struct Pager {\n    var page = 1\n    let size = 20\n    func next() -> Int { page + 1 }\n    /* end */\n}\n"
DIFF = " struct Pager {\n-    var page = 0\n+    var page = 1\n+    let title = \"a /* b\"\n }\n"


def render(text: str, **options: Any) -> str:
    return str(markdown.markdown(text, extensions=[SwiftHighlightExtension(**options)]))


def test_fixture_is_there() -> None:
    assert len(CASES) >= 50


@pytest.mark.parametrize("case", CASES, ids=[repr(c["info"]) for c in CASES])
def test_info_string_reads_as_the_fixture_says(case: dict[str, Any]) -> None:
    if "error" in case:
        with pytest.raises(_fence.FenceInfoError):
            _fence.parse(case["info"])
        return
    got = _fence.parse(case["info"])
    assert {
        "language": got.language, "swift": got.is_swift, "diff": got.diff,
        "lineNumbers": got.line_numbers, "firstLine": got.first_line,
        "highlightLines": [list(r) for r in got.highlight_lines], "title": got.title,
    } == case["expect"]
    assert _fence.is_swift(case["info"]) == got.is_swift


def _fits(case: dict[str, Any]) -> bool:
    # Ranges past the code are refused: the fixture's blocks, tested below.
    try:
        _fence.parse(case["info"], DIFF if case["expect"]["diff"] else CODE)
    except _fence.FenceInfoError as error:
        assert "past the end" in str(error)
        return False
    return True


SWIFT_CASES = [c for c in CASES if "error" not in c and c["expect"]["swift"] and "`" not in c["info"] and _fits(c)]
BLOCKS: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))["blocks"]


@pytest.mark.parametrize("block", BLOCKS, ids=[f"{b['info']!r} on {b['code']!r}" for b in BLOCKS])
def test_a_highlighted_line_past_the_block_is_refused_by_every_door(block: dict[str, Any]) -> None:
    code = block["code"]
    try:
        _fence.parse(block["info"], code)
        problem = None
    except _fence.FenceInfoError as error:
        problem = str(error)
    assert (problem is not None) == ("error" in block), problem
    document = f"Text\n\n```{block['info']}\n{code}{'' if code == '' or code.endswith(chr(10)) else chr(10)}```\n"
    if "error" not in block:
        sh.markdown(document)
        render(document)
        return
    with pytest.raises(sh.FenceError) as engine:
        sh.markdown(document)
    assert engine.value.line == 3
    with pytest.raises(sh.FenceError, match="past the end of the block") as ours:
        render(document)
    assert ours.value.line == 3 and "line 3" in str(ours.value)


@pytest.mark.parametrize("case", SWIFT_CASES, ids=[repr(c["info"]) for c in SWIFT_CASES])
def test_each_swift_fence_renders_as_the_engines_markdown_mode(case: dict[str, Any]) -> None:
    code = DIFF if case["expect"]["diff"] else CODE
    document = f"```{case['info']}\n{code}```\n"
    engine_block = sh.markdown(document).strip("\n")
    assert engine_block.startswith(("<pre", "<figure")), engine_block
    assert render(document).strip("\n") == engine_block


ERROR_CASES = [c for c in CASES if "error" in c]


@pytest.mark.parametrize("case", ERROR_CASES, ids=[repr(c["info"]) for c in ERROR_CASES])
def test_a_malformed_option_is_an_error_naming_the_block(case: dict[str, Any]) -> None:
    document = f"Intro.\n\n```python\nx = 1\n```\n\n```{case['info']}\n{CODE}```\n"
    with pytest.raises(sh.FenceError) as raised:
        render(document)
    assert raised.value.line == 7
    assert "line 7" in str(raised.value) and case["info"].strip() in str(raised.value)
    with pytest.raises(sh.FenceError) as engine:
        sh.markdown(document)
    assert engine.value.line == 7


def test_unknown_options_are_ignored_and_other_languages_untouched() -> None:
    plain = sh.html("let x = 1\n", pre=True)
    assert plain in render("```swift frame=none {.wide} ins={4} colour='red'\nlet x = 1\n```\n")
    assert "swh-" not in render("```python {3-}\nx = 1\n```\n")


def test_title_line_numbers_and_highlighted_lines_from_the_block_start() -> None:
    out = render(f'```swift {{2}} title="Pager <1>.swift" linenums="10"\n{CODE}```\n')
    assert sh.html(CODE, pre=True, title="Pager <1>.swift", line_numbers=True, first_line=10,
                   highlight_lines=[11]) in out
    assert '<figcaption class="swh-title">Pager &lt;1&gt;.swift</figcaption>' in out
    assert '<span class="swh-line swh-hl" data-line="11">' in out


def test_attribute_list_form_of_python_markdown() -> None:
    out = render(f'```{{.swift hl_lines="2 4"}}\n{CODE}```\n')
    assert sh.html(CODE, pre=True, highlight_lines=[2, 4]) in out


def test_diff_fences_and_copy_safe_gutters() -> None:
    expected = sh.html(DIFF, pre=True, diff=True)
    for info in ("swift diff", "diff-swift", "Diff-Swift"):
        assert expected in render(f"```{info}\n{DIFF}```\n"), info
    assert '<span class="swh-mark" aria-hidden="true">-</span>' in expected
    assert '<span class="swh-mark" aria-hidden="true">+</span>' in expected
    numbered = sh.html(DIFF, pre=True, diff=True, line_numbers=True)
    assert numbered.count('aria-hidden="true"') == 10
    sheet = sh.css()
    for gutter in (".swh-ln", ".swh-mark"):
        rule = sheet[sheet.index(gutter + "{"):]
        assert "user-select:none" in rule[:rule.index("}")], gutter


def test_notation_setting() -> None:
    code = "let a = 1 // [!code ++]\nlet b = 2 // [!code highlight]\n"
    out = render(f"```swift\n{code}```\n", notation=True)
    assert sh.html(code, pre=True, notation=True) in out
    assert "[!code" not in out and "swh-add" in out and "swh-hl" in out


def test_superfences_formatter_with_the_validator() -> None:
    pytest.importorskip("pymdownx")
    from swift_highlight.markdown import superfences_formatter, superfences_validator

    fences = [{"name": name, "class": "highlight", "format": superfences_formatter,
               "validator": superfences_validator} for name in ("swift", "diff-swift")]
    config = {"pymdownx.superfences": {"custom_fences": fences}}

    def convert(text: str) -> str:
        return str(markdown.markdown(text, extensions=["pymdownx.superfences"], extension_configs=config))

    out = convert(f'```swift hl_lines="2 4" linenums="10" title="Pager.swift"\n{CODE}```\n')
    spans = sh.html(CODE[:-1], scheme="pygments", line_numbers=True, first_line=10, highlight_lines=[11, 13])
    assert ('<div class="highlight"><span class="filename">Pager.swift</span><pre><code class="language-swift">'
            f"{spans}</code></pre></div>") in out
    # The attribute-list form passes {2,4-5} on; bare words too.
    out = convert(f"```swift {{2,4-5}}\n{CODE}```\n")
    assert sh.html(CODE[:-1], scheme="pygments", highlight_lines=[2, (4, 5)]) in out
    out = convert(f"```swift showLineNumbers\n{CODE}```\n")
    assert sh.html(CODE[:-1], scheme="pygments", line_numbers=True) in out
    out = convert(f"```diff-swift\n{DIFF}```\n")
    assert sh.html(DIFF[:-1], scheme="pygments", diff=True) in out
    out = convert(f"```swift diff\n{DIFF}```\n")
    assert sh.html(DIFF[:-1], scheme="pygments", diff=True) in out
    # Unknown options are ignored; a malformed range stops the conversion, naming the block.
    assert sh.html(CODE[:-1], scheme="pygments") in convert(f'```swift frame="none"\n{CODE}```\n')
    with pytest.raises(sh.FenceError, match=r"hl_lines=\"5-2\""):
        convert(f'```swift hl_lines="5-2"\n{CODE}```\n')
    with pytest.raises(sh.FenceError, match="past the end of the block"):
        convert(f"```swift {{9}}\n{CODE}```\n")
