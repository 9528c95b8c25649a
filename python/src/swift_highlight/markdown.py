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

The extension handles ```` ```swift ```` and ``~~~swift`` fences (the info string's first word,
``swift`` in any case, also as ``.swift`` or ``{.swift}``) that start a line, indented at most
three spaces, and closes them as CommonMark does (a fence of the same character, at least as
long, or the end of the document). Fences of other languages are left to Python-Markdown (or
superfences), and a ``swift`` fence inside one of them stays text.

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

from . import _highlight

__all__ = ["SwiftHighlightExtension", "makeExtension", "superfences_formatter",
           "make_superfences_formatter"]

_OPEN = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})(?P<info>.*)$")


def _is_swift(info: str) -> bool:
    words = info.strip().lstrip("{").split()
    return bool(words) and words[0].lstrip(".").rstrip("}").lower() == "swift"


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
            html = _highlight.html(code, pre=True, **self.options)
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


def make_superfences_formatter(**html_options: Any) -> Callable[..., str]:
    """A ``pymdownx.superfences`` custom-fence formatter with these ``html()`` options
    (default: the ``pygments`` scheme, which Material for MkDocs' colours style)."""
    html_options.setdefault("scheme", "pygments")
    _highlight.html("", **html_options)

    def formatter(src: str, language: str, class_name: Optional[str], options: Any, md: Any,
                  **kwargs: Any) -> str:
        spans = _highlight.html(src, **html_options)
        container = f' class="{escape(class_name)}"' if class_name else ""
        return f'<div{container}><pre><code class="language-swift">{spans}</code></pre></div>'

    return formatter


#: The formatter for ``custom_fences`` in Material for MkDocs: Pygments classes in a
#: ``<div class="highlight">`` (the fence's ``class``).
superfences_formatter = make_superfences_formatter()


class _CallableModule(types.ModuleType):
    def __call__(self, text: _highlight.Source, **options: Any) -> str:
        return _highlight.markdown(text, **options)


sys.modules[__name__].__class__ = _CallableModule
