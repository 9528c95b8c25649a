"""A Pygments lexer over the engine: ``SwiftHighlightLexer``, alias ``swift-highlight``.

Registered through the ``pygments.lexers`` entry point, so with the package installed
``pygments.lexers.get_lexer_by_name("swift-highlight")`` and
``pygmentize -l swift-highlight`` find it. Its token types are those of the engine's
``pygments`` class scheme: Pygments' HtmlFormatter gives each character the class that
``html(code, scheme="pygments")`` gives it, and every Pygments formatter (HTML, terminal,
LaTeX, SVG, …) can render it. Text no token covers (whitespace, plain identifiers,
punctuation) is ``Token.Text``.
"""

from __future__ import annotations

from typing import Iterator, Tuple

from pygments.lexer import Lexer
from pygments.token import Comment, Keyword, Name, Number, Operator, String, Text, _TokenType

from ._highlight import tokens

__all__ = ["SwiftHighlightLexer", "token_type"]

# One type per engine kind: the pygments column of the engine's class scheme table
# (Sources/Highlight/Styling/ClassScheme.swift). Keywords and comments are refined by their text
# below, as that table's refined roles are.
_TYPES: dict[str, _TokenType] = {
    "keyword": Keyword,
    "type": Keyword.Type,
    "function": Name.Function,
    "property": Name.Property,
    "number": Number,
    "string": String,
    "comment": Comment.Single,
    "attribute": Name.Decorator,
    "preprocessor": Comment.Preproc,
    "doc-comment": Comment.Single,
    "string-escape": String.Escape,
    "interpolation": String.Interpol,
    "regex": String.Regex,
    "operator": Operator,
    "macro": Comment.Preproc,
}

# Keyword.Constant and Keyword.Declaration words, as in the engine's pygments scheme (which
# follows Pygments' own SwiftLexer). tests/test_pygments.py checks the two agree on the corpus.
_CONSTANTS = frozenset({"true", "false", "nil", "self", "super"})
_DECLARATIONS = frozenset({
    "let", "var", "func", "class", "struct", "enum", "protocol", "init", "subscript", "typealias",
    "associatedtype", "public", "private", "fileprivate", "internal", "static", "open", "final",
    "lazy", "override", "mutating", "nonmutating", "weak", "unowned", "dynamic", "required",
    "convenience", "optional", "indirect", "deinit", "extension", "import", "actor", "operator",
    "precedencegroup", "macro",
})


def token_type(kind: str, text: str) -> _TokenType:
    """The Pygments token type of an engine token of kind ``kind`` whose text is ``text``."""
    if kind == "keyword":
        if text in _CONSTANTS:
            return Keyword.Constant
        if text in _DECLARATIONS:
            return Keyword.Declaration
        return Keyword
    if kind in ("comment", "doc-comment"):
        return Comment.Multiline if text.startswith("/*") else Comment.Single
    return _TYPES.get(kind, Text)


class SwiftHighlightLexer(Lexer):
    """Swift, highlighted by swift-highlight's engine (compiler-grade token kinds)."""

    name = "Swift (swift-highlight)"
    aliases = ["swift-highlight"]
    filenames = []
    mimetypes = []
    url = "https://github.com/swift-highlight/swift-highlight"

    def get_tokens_unprocessed(self, text: str) -> Iterator[Tuple[int, _TokenType, str]]:
        position = 0
        for start, end, kind in tokens(text):
            if start > position:
                yield position, Text, text[position:start]
            value = text[start:end]
            yield start, token_type(kind, value), value
            position = end
        if position < len(text):
            yield position, Text, text[position:]
