"""Diffs, notation comments, titles, the prism scheme and dark mode by class through the Python
API, compared with the command-line tool where it has the same option."""

from __future__ import annotations

import os
import subprocess

import pytest

import swift_highlight as sh

DIFF = " struct Pager {\n-    var page = 0\n+    var page = 1\n+    let title = \"a /* b\"\n }\n"
CLI = os.environ.get("SWIFT_HIGHLIGHT_CLI")


def cli(*args: str, stdin: str = "") -> str:
    if not CLI:
        pytest.skip("SWIFT_HIGHLIGHT_CLI is not set")
    return subprocess.run([CLI, *args], input=stdin.encode(), capture_output=True, check=True).stdout.decode()


def test_diff_lines_and_sides() -> None:
    out = sh.html(DIFF, diff=True)
    assert '<span class="swh-line swh-del" data-line="2"><span class="swh-mark" aria-hidden="true">-</span>' in out
    assert '<span class="swh-line swh-add" data-line="3"><span class="swh-mark" aria-hidden="true">+</span>' in out
    # The string of the new side does not open a comment for the lines after it.
    assert "swh-comment" not in out
    assert "\x1b[" in sh.ansi(DIFF, diff=True)
    # Tokens come from each line's side; offsets index the input.
    kinds = {DIFF[t.start:t.end]: t.kind for t in sh.tokens(DIFF, diff=True)}
    assert kinds['"a /* b"'] == "string"


def test_notation_comments_are_taken_out() -> None:
    code = "let a = 1 // [!code ++]\nlet b = 2 // [!code --]\nlet c = 3 // [!code focus]\n"
    out = sh.html(code, notation=True)
    assert "[!code" not in out
    assert "swh-add" in out and "swh-del" in out and "swh-focus" in out


def test_title_is_an_escaped_caption() -> None:
    out = sh.html("let x = 1", pre=True, title='Pager "<&>".swift')
    assert out.startswith('<figure class="swh-block"><figcaption class="swh-title">Pager &quot;&lt;&amp;&gt;&quot;.swift</figcaption><pre')
    assert out.endswith("</pre></figure>")
    assert sh.html("let x = 1", pre=True, title="") == sh.html("let x = 1", pre=True)
    assert sh.html("let x = 1", title="ignored without pre") == sh.html("let x = 1")
    assert 'figcaption class="swh-title">é\ufffd<' in sh.html("x", pre=True, title="é\ud800")


def test_prism_scheme() -> None:
    out = sh.html("let x = true", pre=True, scheme="prism")
    assert '<span class="token keyword">let</span>' in out
    assert '<span class="token boolean">true</span>' in out
    assert "prism" in sh.SCHEMES


def test_dark_selector() -> None:
    sheet = sh.css("xcode", dark_selector='[data-theme="dark"]')
    assert '[data-theme="dark"] .swh-code' in sheet
    assert "prefers-color-scheme: dark" in sheet
    assert sheet != sh.css("xcode")


@pytest.mark.parametrize("options", [
    {"dark_selector": ""}, {"dark_selector": "   "}, {"dark_selector": ".a{"}, {"dark_selector": ".a;b"},
    {"dark_selector": "@media"}, {"dark_selector": "x" * 257}, {"dark_selector": ".é"},
    {"dark_selector": "a\\b"}, {"dark_selector": ".a<b"},
])
def test_bad_dark_selectors(options: dict[str, str]) -> None:
    with pytest.raises(ValueError, match="dark_selector"):
        sh.css("xcode", **options)


def test_bad_titles() -> None:
    with pytest.raises(ValueError):
        sh.html("x", pre=True, title="a\0b")
    with pytest.raises(ValueError):
        sh.html("x", pre=True, title="x" * 4097)
    with pytest.raises(ValueError):
        sh.html("x", pre=True, title="é" * 2049)
    assert "figcaption" in sh.html("x", pre=True, title="x" * 4096)
    with pytest.raises(TypeError):
        sh.html("x", pre=True, title=7)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        sh.css("xcode", dark_selector=7)  # type: ignore[arg-type]


def same_html(fragment: str, printed: str) -> bool:
    """Whether the CLI printed this HTML fragment (it may end it with a newline)."""
    return printed in (fragment, fragment + "\n")


def test_same_bytes_as_the_cli() -> None:
    assert same_html(sh.html(DIFF, diff=True), cli("--format", "html", "--diff", stdin=DIFF))
    code = "let a = 1 // [!code ++]\n"
    assert same_html(sh.html(code, notation=True), cli("--format", "html", "--notation", stdin=code))
    assert same_html(sh.html("let x", pre=True, scheme="prism"),
                     cli("--format", "html", "--pre", "--scheme", "prism", stdin="let x"))
    assert same_html(sh.html("let x", pre=True, title="Pager <1>.swift"),
                     cli("--format", "html", "--pre", "--title", "Pager <1>.swift", stdin="let x"))
    assert sh.css("xcode", dark_selector=".dark") == cli("--css", "xcode", "--dark-selector", ".dark")
