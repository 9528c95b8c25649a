"""Python-Markdown and MkDocs: Swift fences highlighted by swift-highlight's engine.

Python-Markdown::

    import markdown
    markdown.markdown(text, extensions=["swift_highlight.markdown"])
    markdown.markdown(text, extensions=[SwiftHighlightExtension(scheme="pygments")])

MkDocs (``mkdocs.yml``)::

    markdown_extensions:
      - swift_highlight.markdown:
          scheme: native          # or pygments, hljs, splash, treesitter
    extra_css:
      - swift.css                 # python -c "import swift_highlight as s; print(s.css())"

Material for MkDocs highlights fences with ``pymdownx.superfences``; give it this module's
formatter for Swift (the output uses Pygments' classes inside ``.highlight``, which Material's
colour scheme styles)::

    markdown_extensions:
      - pymdownx.highlight
      - pymdownx.superfences:
          custom_fences:
            - name: swift
              class: highlight
              format: !!python/name:swift_highlight.markdown.superfences_formatter
              validator: !!python/name:swift_highlight.markdown.superfences_validator

(the validator passes the fence options on; add the same entry with ``name: diff-swift`` for
diff blocks).

The extension handles ```` ```swift ```` and ``~~~swift`` fences (the info string's first word,
``swift`` or ``diff-swift`` in any case, also as ``.swift`` or ``{.swift}``) that start a line,
indented at most three spaces, and closes them as CommonMark does (a fence of the same
character, at least as long, or the end of the document). Fences of other languages are left to
Python-Markdown (or superfences), and a ``swift`` fence inside one of them stays text.

Options after the language apply to the block: ``{3,5-7}`` or ``hl_lines="3 5-7"`` (highlighted
lines, from 1 at the block's first line), ``showLineNumbers`` (``showLineNumbers{10}``),
``linenums="10"``, ``startLine=10`` (line numbers, from 10), ``title="Pager.swift"`` (a caption)
and ``diff``. Unknown options are ignored; a malformed range or line number raises
``swift_highlight.FenceError`` naming the block.

This module is also callable: ``swift_highlight.markdown(text, …)`` is the engine's Markdown
function whether or not this module was imported (importing a submodule sets the package
attribute of the same name to the module).
"""

from __future__ import annotations

import re
import sys
import types
from html import escape
from typing import Any, Callable, Optional

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from . import _fence, _highlight
from ._errors import FenceError

__all__ = ["SwiftHighlightExtension", "makeExtension", "superfences_formatter",
           "make_superfences_formatter", "superfences_validator"]

_OPEN = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


def _fence_info(info: str) -> str:
    """The info string in the form _fence reads: Python-Markdown's attribute-list forms
    (``{.swift hl_lines="2"}``, ``.swift``) become ``swift hl_lines="2"``."""
    text = info.strip(" \t")
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1].strip(" \t")
    return text[1:] if text.startswith(".") else text


def _is_swift(info: str) -> bool:
    return _fence.is_swift(_fence_info(info))


def _block_html(code: str, info: str, options: dict[str, Any], line: Optional[int]) -> str:
    """One Swift fence as the engine's HTML, with the options of its info string on top of
    ``options``. A malformed fence option raises FenceError naming the block."""
    try:
        fence = _fence.parse(_fence_info(info), code)
    except _fence.FenceInfoError as error:
        at = f" at line {line}" if line is not None else ""
        raise FenceError(f"swift_highlight: the Swift code block{at} (```{info.strip()}): {error}",
                         line) from None
    return _highlight.html(code, pre=True, **fence.html_options(options))


class SwiftFencePreprocessor(Preprocessor):
    """Replaces each Swift fence with the engine's HTML, stored in the HTML stash."""

    def __init__(self, md: Markdown, options: dict[str, Any]) -> None:
        super().__init__(md)
        self.options = options

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        k = 0
        while k < len(lines):
            match = _OPEN.match(lines[k])
            if match is None or (match["fence"][0] == "`" and "`" in match["info"]):
                out.append(lines[k])
                k += 1
                continue
            indent, fence = len(match["indent"]), match["fence"]
            close = re.compile(r"^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
            end = k + 1
            while end < len(lines) and not close.match(lines[end]):
                end += 1
            if not _is_swift(match["info"]):
                # Another language: copied for Python-Markdown, and its content is not ours.
                out.extend(lines[k:end + 1])
                k = end + 1
                continue
            body = [_dedent(line, indent) for line in lines[k + 1:end]]
            if end == len(lines):
                # Unclosed: the fence runs to the end, less the blank lines Python-Markdown adds.
                while body and not body[-1].strip():
                    body.pop()
            code = "\n".join(body) + ("\n" if body else "")
            # Lines as Python-Markdown's earlier preprocessors left them: for a document without
            # such changes, the line of the opening fence.
            html = _block_html(code, match["info"], self.options, k + 1)
            out.extend(["", self.md.htmlStash.store(html), ""])
            k = end + 1
        return out


def _dedent(line: str, indent: int) -> str:
    """Removes up to ``indent`` leading spaces, as CommonMark does for fence content."""
    n = 0
    while n < indent and n < len(line) and line[n] == " ":
        n += 1
    return line[n:]


class SwiftHighlightExtension(Extension):
    """The Python-Markdown extension; its settings are ``html()``'s options."""

    def __init__(self, **kwargs: Any) -> None:
        self.config = {
            "scheme": [None, "class names: native, splash, hljs, pygments or treesitter"],
            "class_prefix": [None, "prefix of the classes (default: the scheme's own)"],
            "inline_styles": [False, "style attributes from the theme instead of classes"],
            "lines": [False, "wrap each line in a line element"],
            "line_numbers": [False, "a line-number gutter in each line"],
            "theme": [None, "theme for inline styles"],
            "notation": [False, "Shiki's notation comments (// [!code ++] …) mark lines"],
        }
        super().__init__(**kwargs)

    def setConfig(self, key: str, value: Any) -> None:  # noqa: N802 (Python-Markdown's name)
        # Python-Markdown parses settings whose default is None as booleans; these are names.
        if key in ("scheme", "class_prefix", "theme"):
            self.config[key][0] = value
        else:
            super().setConfig(key, value)

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Python-Markdown's name)
        options = self.getConfigs()
        # Check the settings once, here, rather than on the first fence.
        _highlight.html("", **options)
        # After normalize_whitespace (30), before fenced_code_block (25) and html_block (20).
        md.preprocessors.register(SwiftFencePreprocessor(md, options), "swift_highlight", 29)


def makeExtension(**kwargs: Any) -> SwiftHighlightExtension:  # noqa: N802 (Python-Markdown's name)
    return SwiftHighlightExtension(**kwargs)


# Where superfences_validator leaves a fence's options for the formatter.
_FENCE_KEY = "swift_highlight_fence"


def _superfences_exception(message: str) -> Exception:
    """A FenceError that pymdownx.superfences lets through (it drops other validator errors and
    shows the block unhighlighted)."""
    try:
        from pymdownx.superfences import SuperFencesException  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover (the validator only runs under superfences)
        return FenceError(message)

    class SuperFencesFenceError(FenceError, SuperFencesException):  # type: ignore[misc]
        pass

    return SuperFencesFenceError(message)


def superfences_validator(language: str, inputs: dict[str, str], options: dict[str, Any],
                          attrs: dict[str, str], md: Any) -> bool:
    """A ``pymdownx.superfences`` custom-fence validator: reads the fence options superfences
    hands over (``hl_lines="3 5-7"``, ``linenums="10"``, ``title="Pager.swift"``,
    ``showLineNumbers``, ``startLine="10"``, ``diff``, and ``{3,5-7}`` in the attribute-list
    form ```` ```swift {3,5-7} ````) for the formatter. Other options are ignored. A malformed
    range or line number raises FenceError naming the block."""
    words = [language]
    for key, value in inputs.items():
        if key[:1].isascii() and key[:1].isdigit():
            words.append("{" + key + "}")
        elif key in ("hl_lines", "linenums", "startLine"):
            quote = "'" if '"' in value else '"'
            words.append(f"{key}={quote}{value}{quote}")
        elif key == "showLineNumbers":
            words.append(key if value == key else "showLineNumbers{" + value + "}")
        elif key == "diff" and value == key:
            words.append(key)
    info = " ".join(words)
    try:
        fence = _fence.parse(info)
    except _fence.FenceInfoError as error:
        raise _superfences_exception(
            f"swift_highlight: the Swift code block (```{info}): {error}") from None
    title = inputs.get("title")
    if title is not None and title != "title":
        fence.title = title
    if language.lower() == "diff-swift":
        fence.diff = True
    options[_FENCE_KEY] = fence
    return True


def make_superfences_formatter(**html_options: Any) -> Callable[..., str]:
    """A ``pymdownx.superfences`` custom-fence formatter with these ``html()`` options
    (default: the ``pygments`` scheme, which Material for MkDocs' colours style). With
    ``superfences_validator`` as the fence's validator it honours the fence's options; a title
    becomes ``<span class="filename">`` as pymdownx.highlight writes it."""
    html_options.setdefault("scheme", "pygments")
    _highlight.html("", **html_options)

    def formatter(src: str, language: str, class_name: Optional[str], options: Any, md: Any,
                  **kwargs: Any) -> str:
        fence = options.get(_FENCE_KEY) if isinstance(options, dict) else None
        if not isinstance(fence, _fence.FenceInfo):
            fence = _fence.FenceInfo(diff=language.lower() == "diff-swift")
        try:
            _fence.parse(fence.info, src)  # a highlighted line past the code is refused
        except _fence.FenceInfoError as error:
            raise _superfences_exception(f"swift_highlight: the Swift code block: {error}") from None
        block = fence.html_options(html_options)
        title = block.pop("title", None)
        spans = _highlight.html(src, **block)
        container = f' class="{escape(class_name)}"' if class_name else ""
        caption = f'<span class="filename">{escape(title)}</span>' if title else ""
        return f'<div{container}>{caption}<pre><code class="language-swift">{spans}</code></pre></div>'

    return formatter


#: The formatter for ``custom_fences`` in Material for MkDocs: Pygments classes in a
#: ``<div class="highlight">`` (the fence's ``class``).
superfences_formatter = make_superfences_formatter()


class _CallableModule(types.ModuleType):
    def __call__(self, text: _highlight.Source, **options: Any) -> str:
        return _highlight.markdown(text, **options)


sys.modules[__name__].__class__ = _CallableModule
