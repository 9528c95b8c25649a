"""The Python-Markdown extension and the pymdownx.superfences formatter."""

from __future__ import annotations

import pytest

markdown = pytest.importorskip("markdown")

import swift_highlight as sh  # noqa: E402
from swift_highlight.markdown import SwiftHighlightExtension  # noqa: E402

CODE = 'struct Greeter {\n    func greet() -> String { "héllo <&>\\n" }\n}\n'


def render(text: str, **options: object) -> str:
    return markdown.markdown(text, extensions=["fenced_code", SwiftHighlightExtension(**options)])


def test_swift_fences_are_highlighted_by_the_engine() -> None:
    out = markdown.markdown(f"# T\n\n```swift\n{CODE}```\n\nafter *it*\n",
                            extensions=["swift_highlight.markdown"])
    assert sh.html(CODE, pre=True) in out
    assert "<h1>T</h1>" in out and "<em>it</em>" in out


def test_fence_forms() -> None:
    for opening, closing in [("~~~swift", "~~~"), ("``` Swift title", "````"), ("```{.swift}", "```"),
                             ("``` .swift", "```"), ("```swift", "   ```")]:
        out = render(f"{opening}\n{CODE}{closing}\n")
        assert sh.html(CODE, pre=True) in out, opening


def test_indented_fence_content_is_dedented() -> None:
    out = render("  ```swift\n  let a = 1\n    let b = 2\n  ```\n")
    assert sh.html("let a = 1\n  let b = 2\n", pre=True) in out


def test_unclosed_fence_runs_to_the_end() -> None:
    out = render("text\n\n```swift\nlet x = 1\n")
    assert sh.html("let x = 1\n", pre=True) in out


def test_other_fences_are_left_to_python_markdown() -> None:
    text = "````markdown\n```swift\nlet x = 1\n```\n````\n\n```python\nx = 1\n```\n"
    out = render(text)
    assert "swh-" not in out
    assert "```swift" in out and 'class="language-python"' in out


def test_options() -> None:
    out = render(f"```swift\n{CODE}```\n", scheme="pygments", lines=True)
    assert sh.html(CODE, pre=True, scheme="pygments", lines=True) in out
    with pytest.raises(ValueError):
        render("x", scheme="nope")


def test_superfences_formatter() -> None:
    pytest.importorskip("pymdownx")
    from swift_highlight.markdown import make_superfences_formatter, superfences_formatter

    config = {"pymdownx.superfences": {"custom_fences": [
        {"name": "swift", "class": "highlight", "format": superfences_formatter}]}}
    text = f"- item\n\n    ```swift\n    {CODE.replace(chr(10), chr(10) + '    ')}```\n\n```swift\n{CODE}```\n"
    out = markdown.markdown(text, extensions=["pymdownx.superfences"], extension_configs=config)
    # superfences hands over the fence's lines without the last line feed.
    block = f'<div class="highlight"><pre><code class="language-swift">{sh.html(CODE[:-1], scheme="pygments")}</code></pre></div>'
    assert out.count(block) == 2  # the fence in the list item too
    native = make_superfences_formatter(scheme="native", line_numbers=True)
    config["pymdownx.superfences"]["custom_fences"][0]["format"] = native
    out = markdown.markdown(f"```swift\n{CODE}```\n", extensions=["pymdownx.superfences"],
                            extension_configs=config)
    assert sh.html(CODE[:-1], line_numbers=True) in out


def test_module_stays_callable_as_the_markdown_function() -> None:
    import swift_highlight.markdown  # noqa: F401  (replaces the package attribute by the module)

    document = "```swift\nlet x = 1\n```\n"
    assert sh.markdown(document) == sh._highlight.markdown(document)
    assert 'class="swh-keyword"' in sh.markdown(document, scheme="native")
