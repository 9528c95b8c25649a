"""The Python functions give exactly what the CLI of the same source tree prints."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import pytest

import swift_highlight as sh

# (CLI arguments, html() keyword arguments): every HTML option, alone and combined.
HTML_MODES: List[Tuple[List[str], Dict[str, Any]]] = [
    ([], {}),
    (["--scheme", "splash"], {"scheme": "splash"}),
    (["--scheme", "hljs"], {"scheme": "hljs"}),
    (["--scheme", "pygments"], {"scheme": "pygments"}),
    (["--scheme", "treesitter", "--class-prefix", "ts-"], {"scheme": "treesitter", "class_prefix": "ts-"}),
    (["--class-prefix", ""], {"class_prefix": ""}),
    (["--pre"], {"pre": True}),
    (["--pre", "--scheme", "pygments"], {"pre": True, "scheme": "pygments"}),
    (["--inline-styles", "--theme", "high-contrast-dark"], {"inline_styles": True, "theme": "high-contrast-dark"}),
    (["--lines"], {"lines": True}),
    (["--line-numbers", "--first-line", "98"], {"line_numbers": True, "first_line": 98}),
    (["--highlight-lines", "1,3-5,40-2000", "--pre"], {"highlight_lines": "1,3-5,40-2000", "pre": True}),
    (["--highlight-lines", "2", "--inline-styles"], {"highlight_lines": [2], "inline_styles": True}),
]


def _as_cli(fragment: str) -> str:
    """The CLI's form of an HTML fragment: it ends with a newline."""
    return fragment if fragment.endswith("\n") else fragment + "\n"


def _check_file(path: Path, cli: Callable[..., bytes]) -> None:
    data = path.read_bytes()
    text = data.decode("utf-8")
    for args, kwargs in HTML_MODES:
        expected = cli("--format", "html", *args, str(path)).decode("utf-8")
        assert _as_cli(sh.html(text, **kwargs)) == expected, (path.name, args)
        assert _as_cli(sh.html(data, **kwargs)) == expected, (path.name, args)
    listed = json.loads(cli("--format", "tokens", "--json", str(path)))
    assert [(t["start"], t["end"], t["kind"]) for t in listed] == [tuple(t) for t in sh.tokens(data)]
    for depth in ("16", "24"):
        expected = cli("--format", "ansi", "--color", "always", "--color-depth", depth, str(path))
        assert sh.ansi(text, color_depth=int(depth)).encode("utf-8") == expected


def test_examples_equal_cli(examples: List[Path], cli: Callable[..., bytes]) -> None:
    for path in examples:
        _check_file(path, cli)


def test_corpus_equals_cli(corpus: List[Path], cli: Callable[..., bytes]) -> None:
    for path in corpus:
        _check_file(path, cli)


def test_default_html_is_cli_default(examples: List[Path], cli: Callable[..., bytes]) -> None:
    # No option at all on either side (the CLI writes HTML when its output is not a terminal).
    data = examples[0].read_bytes()
    assert _as_cli(sh.html(data.decode())) == cli(stdin=data).decode()


@pytest.mark.parametrize("theme", sh.THEMES)
@pytest.mark.parametrize("scheme", sh.SCHEMES)
def test_css_equals_cli(theme: str, scheme: str, cli: Callable[..., bytes]) -> None:
    assert sh.css(theme, scheme=scheme) == cli("--css", theme, "--scheme", scheme).decode()
    assert sh.css(theme, scheme=scheme, class_prefix="x-") == cli(
        "--css", theme, "--scheme", scheme, "--class-prefix", "x-").decode()


def test_markdown_equals_cli(examples: List[Path], cli: Callable[..., bytes]) -> None:
    code = examples[0].read_text()
    document = f"# Title\n\nText.\n\n```swift\n{code}```\n\n~~~ Swift linenums\nlet a = 1\n~~~\n\n```python\nx = 1\n```\n"
    for args, kwargs in [([], {}), (["--scheme", "hljs", "--lines"], {"scheme": "hljs", "lines": True})]:
        expected = cli("markdown", "--input", "markdown", *args, stdin=document.encode()).decode()
        assert sh.markdown(document, **kwargs) == expected
        assert "language-swift" in expected
