"""swift-highlight for Python: compiler-grade Swift syntax highlighting.

The engine is the swift-highlight library (Embedded Swift, no Swift runtime), built into this
package at install time and called through its C ABI. Every call releases the GIL.

    >>> import swift_highlight
    >>> swift_highlight.html("let x = 1")
    '<span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">1</span>'

Functions: ``html``, ``tokens``, ``ansi``, ``css``, ``markdown``. Integrations (each needs its
optional dependency): ``swift_highlight.pygments`` (a Pygments lexer, alias
``swift-highlight``), ``swift_highlight.sphinx`` (a Sphinx extension) and
``swift_highlight.markdown`` (a Python-Markdown/MkDocs extension and a pymdownx.superfences
formatter).
"""

from __future__ import annotations

from ._errors import FenceError, InvalidUTF8Error
from ._highlight import LineSpec, Source, Token, ansi, css, html, markdown, tokens
from ._native import kind_names as _kind_names
from ._native import schemes as _schemes
from ._native import themes as _themes
from ._native import version as _engine_version

__version__ = "0.1.0"

#: The engine library's version string (e.g. "0.1.0").
engine_version: str = _engine_version
#: Every token kind name the engine knows, "plain" first.
KINDS: tuple[str, ...] = _kind_names
#: The class scheme names ``html(scheme=…)`` accepts.
SCHEMES: tuple[str, ...] = tuple(_schemes)
#: The theme names ``theme=…`` accepts.
THEMES: tuple[str, ...] = tuple(_themes)

__all__ = [
    "FenceError", "InvalidUTF8Error", "KINDS", "LineSpec", "SCHEMES", "Source", "THEMES", "Token",
    "ansi", "css", "engine_version", "html", "markdown", "tokens",
]
