"""Xcode's finer kinds and Xcode theme files (docs/xcode.md) through the Python API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import swift_highlight as sh

THEMES = Path(__file__).resolve().parents[2] / "Tests" / "themes"


def kinds(code: str, **options: object) -> list[tuple[str, str]]:
    return [(code[t.start:t.end], t.kind) for t in sh.tokens(code, **options)]  # type: ignore[arg-type]


def test_xcode_kinds_are_opt_in() -> None:
    code = "class Cache {}\nlet c: Cache = make() // MARK: x"
    assert kinds(code) == kinds(code, xcode_kinds=False)
    fine = [k for k in kinds(code, xcode_kinds=True) if k[1] not in ("keyword", "operator")]
    assert fine == [("Cache", "type-declaration"), ("c", "other-declaration"), ("Cache", "class"),
                    ("make", "system-function"), ("// MARK: x", "mark-comment")]
    assert '<span class="swh-type-declaration">Cache</span>' in sh.html(code, xcode_kinds=True)


def test_project_names_as_list_names_and_symbol_graph() -> None:
    code = "let s: Store = load()"
    assert dict(kinds(code, project_names="class Store\nfunc load"))["Store"] == "class"
    assert dict(kinds(code, project_names=["load"]))["load"] == "function"
    assert dict(kinds(code, project_names=["load"]))["Store"] == "system-type"
    graph = json.dumps({"symbols": [{"kind": {"identifier": "swift.class"}, "names": {"title": "Store"}}]})
    assert dict(kinds(code, project_names=graph))["Store"] == "class"
    with pytest.raises(ValueError):
        sh.tokens(code, project_names='{"symbols": [')
    with pytest.raises(TypeError):
        sh.tokens(code, project_names=3)  # type: ignore[arg-type]


def test_system_names_give_system_classes_and_enum_cases() -> None:
    code = "let v: UIView = .automatic; let s: Store = xs.automatic"

    def kinds_of(text: str, **options: object) -> list[str]:
        return [k for t, k in kinds(code, **options) if t == text]

    assert kinds_of("UIView", xcode_kinds=True) == ["system-type"]
    assert kinds_of("UIView", system_names="class UIView\ncase automatic") == ["system-class"]
    # An enum case used as one; after a value the name is a property.
    assert kinds_of("automatic", system_names="class UIView\ncase automatic") == ["system-constant", "system-property"]
    graph = json.dumps({"symbols": [{"kind": {"identifier": "swift.class"}, "names": {"title": "UIView"}},
                                    {"kind": {"identifier": "swift.actor"}, "names": {"title": "Store"}}]})
    assert kinds_of("UIView", system_names=graph) == ["system-class"]
    assert kinds_of("Store", system_names=graph.encode()) == ["system-class"]
    # Project names win over system names; a system struct is a system type as without the list.
    assert kinds_of("Store", system_names=graph, project_names=["Store"]) == ["type"]
    assert kinds_of("UIView", system_names=["struct UIView"]) == ["system-type"]
    assert '<span class="swh-system-class">UIView</span>' in sh.html(code, system_names="class UIView")
    with pytest.raises(ValueError, match="system_names"):
        sh.tokens(code, system_names='{"symbols": [')
    with pytest.raises(TypeError, match="system_names"):
        sh.tokens(code, system_names=3)  # type: ignore[arg-type]


def test_theme_file_bytes_for_css_and_inline_styles() -> None:
    alucard = (THEMES / "dracula" / "Alucard.xccolortheme").read_bytes()
    sheet = sh.css(alucard)
    assert ".swh-code{color:#181818;background:#fffae5}" in sheet
    assert ".swh-type-declaration{color:#0b5783}" in sheet
    html = sh.html("struct A {}", theme=alucard, inline_styles=True, xcode_kinds=True)
    assert '<span style="color:#0b5783">A</span>' in html
    # The theme file brings the finer kinds by itself; xcode_kinds=False keeps the ordinary ones.
    assert sh.html("struct A {}", theme=alucard, inline_styles=True) == html
    assert "color:#0b5783" not in sh.html("struct A {}", theme=alucard, inline_styles=True, xcode_kinds=False)


def test_binary_theme_file_reads_as_its_xml() -> None:
    xml = (THEMES / "every-key.xccolortheme").read_bytes()
    binary = (THEMES / "every-key-binary.xccolortheme").read_bytes()
    assert sh.css(binary) == sh.css(xml)


@pytest.mark.parametrize("data, message", [
    (b"bplist00", "binary property list"),
    (b"<plist><dict>", "expected a tag"),
    (b"<\xff", "UTF-8"),
])
def test_bad_theme_file_says_what_is_wrong(data: bytes, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        sh.css(data)
    assert "#9b2393" in sh.css("xcode-light")


def test_finer_kinds_in_markdown_and_terminal_output() -> None:
    doc = "```swift\nfinal class Store {}\n```\n\nThen:\n\n```swift\nlet s = Store()\n```\n"
    # The blocks of a document share the names any of them declares.
    assert sh.markdown(doc, xcode_kinds=True).count('<span class="swh-class">Store</span>') == 1
    assert "swh-class" not in sh.markdown(doc)
    assert '<span class="swh-system-class">JSONDecoder</span>' in sh.markdown(
        "```swift\nlet d = JSONDecoder()\n```\n", system_names="class JSONDecoder")
    plain = sh.ansi("struct Point {}", theme="xcode-dark")
    assert sh.ansi("struct Point {}", theme="xcode-dark", xcode_kinds=True) != plain
    assert sh.ansi("struct Point {}", color_depth=16, xcode_kinds=True) == sh.ansi("struct Point {}", color_depth=16)
    # A theme file colours 24-bit terminal output.
    dracula = (THEMES / "dracula" / "Dracula.xccolortheme").read_bytes()
    assert "38;2;255;121;198m" in sh.ansi("struct Point {}", theme=dracula)
