"""swift-highlight for Python: compiler-grade Swift syntax highlighting.

The engine is the swift-highlight library (Embedded Swift, no Swift runtime). The platform
wheels carry it as a shared library, called through its C ABI with ctypes (every call releases
the GIL); the ``py3-none-any`` wheel carries it as WebAssembly, run by wasmtime. ``backend``
says which one this installation uses; the output is the same byte for byte.

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

from ._backend import engine as _engine
from ._errors import FenceError, InvalidUTF8Error
from ._highlight import LineSpec, Source, Token, ansi, css, html, markdown, tokens

#: The engine library's version string (e.g. "0.2.0"), which is the package's version too.
engine_version: str = _engine.version
__version__ = engine_version
#: The engine backend in use: "native" (the shared library) or "wasm" (WebAssembly).
backend: str = _engine.NAME
#: Every token kind name the engine knows, "plain" first.
KINDS: tuple[str, ...] = tuple(_engine.kind_names)
#: The class scheme names ``html(scheme=…)`` accepts.
SCHEMES: tuple[str, ...] = tuple(_engine.schemes)
#: The theme names ``theme=…`` accepts.
THEMES: tuple[str, ...] = tuple(_engine.themes)

__all__ = [
    "FenceError", "InvalidUTF8Error", "KINDS", "LineSpec", "SCHEMES", "Source", "THEMES", "Token",
    "ansi", "backend", "css", "engine_version", "html", "markdown", "tokens",
]
