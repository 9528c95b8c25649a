"""Sphinx extension: Swift code blocks highlighted by swift-highlight's engine.

Add it to ``conf.py``::

    extensions = ["swift_highlight.sphinx"]

Every ``swift`` code block (``.. code-block:: swift``, ``.. literalinclude:: … :language:
swift``, Markdown fences through MyST) and, with ``highlight_language = "swift"``, every
literal block then goes through ``SwiftHighlightLexer``: the token classes are Pygments' own
(``k``, ``kt``, ``nf``, …), so the project's Pygments style (``pygments_style``) colours them.
"""

from __future__ import annotations

from typing import Any

from . import __version__
from .pygments import SwiftHighlightLexer


def setup(app: Any) -> dict[str, Any]:
    """Registers the lexer for the ``swift`` language (Sphinx's extension entry point)."""
    app.add_lexer("swift", SwiftHighlightLexer)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
