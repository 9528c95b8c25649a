"""The public functions: html, tokens, ansi, css, markdown.

Each function checks the types of its keyword arguments (a ``TypeError`` naming the argument)
and turns them into ``Settings``, the values of ``swh_options_t``, which the engine checks
(``swh_options_check``: a ``ValueError`` with its sentence naming the field and rule); and makes
one call of the engine backend (``_backend.engine``: the native library, which releases the GIL
during the call, or the WebAssembly module), which encodes the input (``_abi.encode``; ``tokens``
encodes it first, to map offsets back) and returns Python objects.
"""

from __future__ import annotations

import re
import textwrap
from typing import Any, Callable, Dict, Iterable, NamedTuple, Optional, Tuple, Union

from . import _abi
from ._backend import engine

Source = _abi.Source

#: ``highlight_lines``: line numbers, ``(first, last)`` pairs (inclusive), ``range`` objects,
#: or a string in the CLI's notation (``"3,5-7"``).
LineSpec = Union[str, Iterable[Union[int, Tuple[int, int], range]]]


class Token(NamedTuple):
    """One highlighted token: ``code[start:end]`` is of kind ``kind``.

    Offsets index the input: ``str`` indices for ``str`` input, byte offsets for ``bytes``.
    ``kind`` is the engine's kind name: ``"keyword"``, ``"type"``, ``"function"``,
    ``"property"``, ``"number"``, ``"string"``, ``"comment"``, ``"attribute"``,
    ``"preprocessor"``, ``"doc-comment"``, ``"string-escape"``, ``"interpolation"``,
    ``"regex"``, ``"operator"`` or ``"macro"``. Text no token covers is plain.
    """

    start: int
    end: int
    kind: str


def _kind_flags(xcode_kinds: Optional[bool]) -> int:
    """The flag of ``xcode_kinds``: on, off even with a theme file (``False``), or as the theme says."""
    if xcode_kinds:
        return _abi.FLAG_XCODE_KINDS
    return _abi.FLAG_ORDINARY_KINDS if xcode_kinds is False else 0

def _text(value: object, argument: str) -> bytes:
    """A text option as the C string the engine reads (the engine checks its rules)."""
    if not isinstance(value, str):
        raise TypeError(f"{argument} must be a str or None, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"{argument} must not contain NUL characters")
    return _abi.encode(value)


_SCHEMES: Dict[str, int] = {name: value for value, name in enumerate(engine.schemes)}
_THEMES: Dict[str, int] = {name: value for value, name in enumerate(engine.themes)}


def _choice(value: Optional[str], names: Dict[str, int], argument: str) -> int:
    if value is None:
        return 0
    if not isinstance(value, str):
        raise TypeError(f"{argument} must be a str or None, not {type(value).__name__}")
    try:
        return names[value]
    except KeyError:
        raise ValueError(
            f"unknown {argument} {value!r}; expected one of {', '.join(names)}"
        ) from None


def _line_number(value: object, argument: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{argument} must hold ints, not {type(value).__name__}")
    if not 1 <= value <= _abi.UINT32_MAX:
        raise ValueError(f"{argument}: line numbers go from 1 to {_abi.UINT32_MAX}, not {value}")
    return value


def _line_ranges(spec: LineSpec) -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    if isinstance(spec, str):
        for part in spec.split(","):
            ends = part.strip().split("-")
            if len(ends) > 2 or not all(e.strip().isdigit() for e in ends):
                raise ValueError(f"highlight_lines: {part!r} is not a line number or range such as 5-7")
            numbers = [_line_number(int(e), "highlight_lines") for e in ends]
            ranges.append((numbers[0], numbers[-1]))
    else:
        for item in spec:
            if isinstance(item, range):
                if item.step != 1 or len(item) == 0:
                    raise ValueError(f"highlight_lines: {item!r} must be a non-empty range with step 1")
                ranges.append((_line_number(item.start, "highlight_lines"),
                               _line_number(item.stop - 1, "highlight_lines")))
            elif isinstance(item, tuple):
                if len(item) != 2:
                    raise ValueError(f"highlight_lines: {item!r} must be a (first, last) pair")
                ranges.append((_line_number(item[0], "highlight_lines"),
                               _line_number(item[1], "highlight_lines")))
            else:
                n = _line_number(item, "highlight_lines")
                ranges.append((n, n))
    return ranges


# Settings without line ranges, by the arguments they were made from: the checks run once.
_cache: Dict[Tuple[object, ...], _abi.Settings] = {}


def _options(*, scheme: Optional[str] = None, class_prefix: Optional[str] = None, flags: int = 0,
             theme: Optional[str] = None, replace_invalid_utf8: bool = False,
             highlight_lines: Optional[LineSpec] = None, first_line: int = 1,
             dark_selector: Optional[str] = None, title: Optional[str] = None,
             names: Tuple[Tuple[str, bytes], ...] = (),
             ) -> _abi.Settings:
    """The checked ``Settings`` for these arguments."""
    if names or isinstance(theme, (bytes, bytearray, memoryview)):
        # Xcode's finer kinds and theme files: the names or the file's bytes ride along.
        file = bytes(theme) if isinstance(theme, (bytes, bytearray, memoryview)) else None
        base = _options(scheme=scheme, class_prefix=class_prefix, flags=flags,
                        theme=None if file is not None else theme, replace_invalid_utf8=replace_invalid_utf8,
                        highlight_lines=highlight_lines, first_line=first_line, dark_selector=dark_selector,
                        title=title)
        return base._replace(names=names, theme_file=file)
    # A bool is an int equal to 0 or 1: keep it off the cache, so that it reaches the check.
    # Titles differ from block to block: they stay off the cache too.
    key: Optional[Tuple[object, ...]] = None
    if highlight_lines is None and title is None and type(first_line) is int:
        key = (scheme, class_prefix, flags, theme, bool(replace_invalid_utf8), first_line, dark_selector)
        try:
            cached = _cache.get(key)
        except TypeError:  # an unhashable argument: the checks below say what is wrong
            key, cached = None, None
        if cached is not None:
            return cached
    settings = _abi.Settings(
        class_prefix=_text(class_prefix, "class_prefix") if class_prefix is not None else None,
        invalid_utf8=_abi.UTF8_REPLACE if replace_invalid_utf8 else _abi.UTF8_REJECT,
        flags=flags,
        scheme=_choice(scheme, _SCHEMES, "scheme"),
        theme=_choice(theme, _THEMES, "theme"),
        highlight_lines=tuple(_line_ranges(highlight_lines)) if highlight_lines is not None else (),
        first_line=_line_number(first_line, "first_line"),
        dark_selector=_text(dark_selector, "dark_selector") if dark_selector is not None else None,
        title=(_text(title, "title") or None) if title is not None else None,
    )
    # The option rules are the engine's: it says which one a value breaks.
    problem = engine.check(settings)
    if problem is not None:
        raise ValueError(f"swift_highlight: {problem}")
    if key is not None and len(_cache) < 256:
        _cache[key] = settings
    return settings


# The settings of recent calls, by function and options: a call with the options of an earlier
# one skips their conversion and checks. The key is a tuple that each function writes from its
# arguments (cheaper than collecting them from locals()): its name, then each option's value,
# with the type of the options whose equal values of different types behave differently
# (``first_line=True`` is refused where ``1`` is not; ``xcode_kinds=0`` is not ``False``); the
# flags only count as true or false, as equal values of any type do. A key is kept only when
# equality of its values means equal settings: of None, bool, int, str, bytes and types, and
# tuples or frozensets of str (names); not of line ranges given as tuples (``(True, 2)`` equals
# ``(1, 2)``), floats, or a memoryview (whose bytes can change under the same object). A call
# with an argument that is not hashable (a list of lines or names, a bytearray) is not looked up.
_recent: Dict[Tuple[object, ...], _abi.Settings] = {}

_KEY_TYPES = frozenset((type(None), bool, int, str, bytes, type))


def _recall(key: Tuple[object, ...]) -> Tuple[Optional[Tuple[object, ...]], Optional[_abi.Settings]]:
    """``key`` and the settings an earlier call with those options made (None when none did);
    a key that cannot be hashed comes back as None."""
    try:
        return key, _recent.get(key)
    except (TypeError, ValueError):  # unhashable (a list, a bytearray, a writable memoryview)
        return None, None


def _keeps(value: object) -> bool:
    if type(value) in _KEY_TYPES:
        return True
    return type(value) in (tuple, frozenset) and all(type(v) is str for v in value)  # type: ignore[union-attr]


def _remember(key: Optional[Tuple[object, ...]], settings: _abi.Settings) -> _abi.Settings:
    if key is not None and all(map(_keeps, key)):
        if len(_recent) >= 256:
            _recent.clear()
        _recent[key] = settings
    return settings


def _names(value: object, name: str) -> bytes:
    """A names option (``name``): a symbol graph's JSON or a list of names (str or bytes), or
    names."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    if isinstance(value, (list, tuple, set, frozenset)) and all(isinstance(n, str) for n in value):
        return "\n".join(value).encode("utf-8", "surrogatepass")
    raise TypeError(f"{name} must be a str or bytes (a symbol graph or a list of names) "
                    f"or a list of names, not {type(value).__name__}")


def _header_options(output: str, arguments: Dict[str, object]) -> Tuple[int, Tuple[Tuple[str, bytes], ...]]:
    """The flags and names of the header's options (``OPTIONS``) that the function of ``output``
    takes, from its ``arguments`` (its ``locals()``: the keyword arguments by name); the flags
    include those the options imply."""
    flags = 0
    names: list[tuple[str, bytes]] = []
    for option in _abi.OPTIONS:
        if output not in option.outputs:
            continue
        value = arguments.get(option.name)
        if option.kind == "flag":
            if value:
                flags |= option.flag | option.implies
        elif value is not None:
            flags |= option.implies
            names.append((option.field, _names(value, option.name)))
    return flags, tuple(names)


def _settings(output: str, key: Optional[Tuple[object, ...]], arguments: Dict[str, Any]) -> _abi.Settings:
    """The checked settings of a call of the function of ``output`` (html, tokens, ansi,
    markdown) with ``arguments`` (its ``locals()``: the keyword arguments by name), remembered
    under ``key`` (see ``_recall``)."""
    flags = 0
    if output == "ansi":
        color_depth = arguments["color_depth"]
        if color_depth not in (16, 24) or isinstance(color_depth, bool):
            raise ValueError(f"color_depth must be 16 or 24, not {color_depth!r}")
        flags |= _abi.FLAG_ANSI_16 if color_depth == 16 else 0
    header_flags, names = _header_options(output, arguments)
    flags |= header_flags | _kind_flags(arguments["xcode_kinds"])
    if arguments.get("pre"):
        flags |= _abi.FLAG_WRAP_PRE | _abi.FLAG_LANGUAGE_CLASS
    return _remember(key, _options(
        scheme=arguments.get("scheme"), class_prefix=arguments.get("class_prefix"), flags=flags,
        theme=arguments.get("theme"), replace_invalid_utf8=arguments["replace_invalid_utf8"],
        highlight_lines=arguments.get("highlight_lines"), first_line=arguments.get("first_line", 1),
        title=arguments.get("title"), names=names))


def html(code: Source, *, scheme: Optional[str] = None, class_prefix: Optional[str] = None,
         pre: bool = False, highlight_lines: Optional[LineSpec] = None,
         first_line: int = 1, theme: Optional[str] = None,
         replace_invalid_utf8: bool = False, title: Optional[str] = None, xcode_kinds: Optional[bool] = None,
         # The header's options of html (written by scripts/gen/abi.sh).
         lines: bool = False,
         line_numbers: bool = False,
         inline_styles: bool = False,
         diff: bool = False,
         notation: bool = False,
         project_names: Union[str, bytes, Iterable[str], None] = None,
         system_names: Union[str, bytes, Iterable[str], None] = None,
         # End of the header's options.
         ) -> str:
    """Highlights Swift source as HTML: tokens become ``<span class="…">`` elements.

    The defaults are the CLI's: ``html(code)`` equals ``swift-highlight --format html``, and each
    argument is the CLI option of the same name.

    Args:
        code: Swift source, as ``str`` or UTF-8 ``bytes``. Lone surrogates in a ``str`` are
            highlighted as U+FFFD.
        scheme: class names: ``"native"`` (default: ``swh-keyword``), ``"splash"``, ``"hljs"``,
            ``"pygments"`` (``k``, ``nf``, …: Pygments stylesheets apply), ``"treesitter"``,
            ``"prism"`` (``token keyword``, …, with ``language-swift`` on ``<pre>`` and
            ``<code>``: Prism themes apply).
        class_prefix: prefix of the classes (``[A-Za-z0-9_-]``, at most 64 characters); None
            means the scheme's own.
        pre: wrap in ``<pre class="swh-code"><code class="language-swift">``.
        highlight_lines: lines that also get the class ``swh-hl`` (implies ``lines``): line
            numbers, ``(first, last)`` pairs, ``range`` objects, or a string like ``"3,5-7"``.
        first_line: the number of the first line.
        theme: colours for ``inline_styles``: ``"xcode"`` (default), ``"xcode-light"``,
            ``"xcode-dark"``, ``"high-contrast"``, ``"high-contrast-light"``,
            ``"high-contrast-dark"``.
        replace_invalid_utf8: for ``bytes``: highlight invalid UTF-8 as U+FFFD instead of
            raising InvalidUTF8Error.
        title: with ``pre``, a caption (a file name, say): the block becomes
            ``<figure class="swh-block"><figcaption class="swh-title">…</figcaption><pre …>``.
            At most 4096 bytes of UTF-8; empty or None: no caption.
        xcode_kinds: Xcode's finer kinds (docs/xcode.md; an Xcode theme file as ``theme`` brings
            them unless this is ``False``): declared names, doc keywords, marks,
            URLs in comments, classes, project and system names (``swh-type-declaration``, …).

    Raises:
        InvalidUTF8Error: ``bytes`` input that is not UTF-8 (``.offset`` says where).
        ValueError: a bad option value. TypeError: an argument of the wrong type.
    """
    key, settings = _recall((
        "html", scheme, class_prefix, pre, highlight_lines, type(first_line), first_line, theme,
        replace_invalid_utf8, title, type(xcode_kinds), xcode_kinds,
        # The header's options of html, as values (written by scripts/gen/abi.sh).
        lines, line_numbers, inline_styles, diff, notation, project_names, system_names,
        # End of the header's options.
    ))
    if settings is None:
        settings = _settings("html", key, locals())
    return engine.html(code, settings)


def tokens(code: Source, *, replace_invalid_utf8: bool = False, xcode_kinds: Optional[bool] = None,
           # The header's options of tokens (written by scripts/gen/abi.sh).
           diff: bool = False,
           project_names: Union[str, bytes, Iterable[str], None] = None,
           system_names: Union[str, bytes, Iterable[str], None] = None,
           # End of the header's options.
           ) -> list[Token]:
    """Splits Swift source into highlighted tokens, in order, non-overlapping.

    Offsets index ``code``: ``str`` indices for a ``str``, byte offsets for ``bytes``. With
    ``replace_invalid_utf8`` a ``bytes`` input may hold invalid UTF-8; offsets still refer to
    its bytes. With ``diff`` the code is a diff (see ``html``): each line's tokens come from its
    side, and the marker characters are plain. ``xcode_kinds``, ``project_names`` and
    ``system_names`` give Xcode's finer kinds (see ``html``).

    Raises:
        InvalidUTF8Error: ``bytes`` input that is not UTF-8 (``.offset`` says where).
    """
    key, settings = _recall((
        "tokens", replace_invalid_utf8, type(xcode_kinds), xcode_kinds,
        # The header's options of tokens, as values (written by scripts/gen/abi.sh).
        diff, project_names, system_names,
        # End of the header's options.
    ))
    if settings is None:
        settings = _settings("tokens", key, locals())
    data = _abi.encode(code)
    flat = engine.tokenize(data, settings)
    if not flat:
        return []
    names = engine.kind_names
    kind_values = flat[2::3]
    if max(kind_values) < len(names):
        kinds = [names[k] for k in kind_values]
    else:  # kinds appended by a newer library
        kinds = [engine.kind_name(k) for k in kind_values]
    starts = flat[0::3]
    ends = list(map(int.__add__, starts, flat[1::3]))
    if isinstance(code, str) and len(data) != len(code):
        starts, ends = _char_offsets(data, starts, ends)
    return list(map(Token._make, zip(starts, ends, kinds)))


_CONTINUATION_RUNS = re.compile(rb"[\x80-\xbf]+")


def _char_offsets(data: bytes, starts: list[int], ends: list[int]) -> tuple[list[int], list[int]]:
    """Byte offsets into UTF-8 ``data`` as code point indices: the byte offset minus the
    continuation bytes (0x80–0xBF) before it. Tokens are sorted and disjoint, so one pass over
    the runs of continuation bytes (few in source code) serves every offset."""
    runs = [m.span() for m in _CONTINUATION_RUNS.finditer(data)]
    runs.append((len(data) + 1, len(data) + 1))
    k, passed = 0, 0  # runs[:k] lie wholly before the current offset, holding `passed` bytes

    def convert(offsets: list[int]) -> list[int]:
        nonlocal k, passed
        out = []
        for offset in offsets:
            while runs[k][1] <= offset:
                passed += runs[k][1] - runs[k][0]
                k += 1
            run_start = runs[k][0]
            out.append(offset - passed - (offset - run_start if run_start < offset else 0))
        return out

    # Starts and ends interleave (start0 <= end0 <= start1 …): convert them in that order.
    merged = convert([x for pair in zip(starts, ends) for x in pair])
    return merged[0::2], merged[1::2]


def ansi(code: Source, *, theme: Union[str, bytes, None] = None, color_depth: int = 24,
         highlight_lines: Optional[LineSpec] = None, first_line: int = 1,
         replace_invalid_utf8: bool = False, xcode_kinds: Optional[bool] = None,
         # The header's options of ansi (written by scripts/gen/abi.sh).
         line_numbers: bool = False,
         diff: bool = False,
         notation: bool = False,
         project_names: Union[str, bytes, Iterable[str], None] = None,
         system_names: Union[str, bytes, Iterable[str], None] = None,
         # End of the header's options.
         ) -> str:
    """Highlights Swift source for a terminal with SGR escape sequences.

    Args:
        theme: a theme name (see ``html``); a light/dark pair means its dark member. The bytes
            of an Xcode theme file colour 24-bit output as the file has them.
        color_depth: 24 (24-bit colours, default) or 16 (the 16 basic colours).
        highlight_lines: lines to mark, as in ``html``: a marker column, ``> `` on these lines
            (with 24-bit colours also the theme's highlight background).
        first_line: the number of the first line.
        xcode_kinds: Xcode's finer kinds (see ``html``); with 16 colours each takes the colour
            of the kind it refines.

    Control characters of the input (ESC included) are shown as visible symbols, so the source
    cannot drive the terminal.
    """
    key, settings = _recall((
        "ansi", theme, type(color_depth), color_depth, highlight_lines, type(first_line), first_line,
        replace_invalid_utf8, type(xcode_kinds), xcode_kinds,
        # The header's options of ansi, as values (written by scripts/gen/abi.sh).
        line_numbers, diff, notation, project_names, system_names,
        # End of the header's options.
    ))
    if settings is None:
        settings = _settings("ansi", key, locals())
    return engine.ansi(code, settings)


def css(theme: Union[str, bytes] = "xcode", *, scheme: Optional[str] = None,
        class_prefix: Optional[str] = None, dark_selector: Optional[str] = None) -> str:
    """A stylesheet for ``theme`` with the selectors of ``scheme`` and ``class_prefix``.

    A pair theme (``"xcode"``, ``"high-contrast"``) gives light rules and dark ones under
    ``@media (prefers-color-scheme: dark)``. With ``dark_selector`` (``".dark"``,
    ``'[data-theme="dark"]'``) the dark rules also apply under that selector, for a site whose
    toggle sets a class or attribute on a parent element; when it names ``dark``, its light twin
    (``.light``, ``[data-theme="light"]``) keeps the light rules whatever the system setting.
    ``theme`` may be the bytes of an Xcode theme file (``.xccolortheme``, ``.dvtcolortheme``);
    a file that cannot be used raises ValueError saying what is wrong.
    """
    if theme is None:
        raise TypeError("css() needs a theme name")
    return engine.css(_options(theme=theme, scheme=scheme, class_prefix=class_prefix,
                               dark_selector=dark_selector))


def markdown(text: Source, *, scheme: Optional[str] = None, class_prefix: Optional[str] = None,
             first_line: int = 1, theme: Optional[str] = None,
             replace_invalid_utf8: bool = False, xcode_kinds: Optional[bool] = None,
             # The header's options of markdown (written by scripts/gen/abi.sh).
             lines: bool = False,
             line_numbers: bool = False,
             inline_styles: bool = False,
             diff: bool = False,
             notation: bool = False,
             project_names: Union[str, bytes, Iterable[str], None] = None,
             system_names: Union[str, bytes, Iterable[str], None] = None,
             # End of the header's options.
             ) -> str:
    """Highlights the Swift code blocks of a Markdown or HTML document, nothing else.

    ```swift and ~~~swift fences become ``<pre class="swh-code"><code
    class="language-swift">`` HTML blocks; ``<pre><code class="language-swift">`` blocks in
    HTML are highlighted in place. The options (as in ``html``) apply to each block. A fence's
    info string may add its own: ``{3,5-7}`` or ``hl_lines="3 5-7"`` (highlighted lines, from 1
    at the block's first line), ``showLineNumbers``, ``linenums="10"``, ``startLine=10``,
    ``title="Pager.swift"`` (a caption) and ``diff`` (or the language ``diff-swift``); unknown
    ones are ignored. ``xcode_kinds``, ``project_names`` and ``system_names`` give Xcode's finer
    kinds (see ``html``); the names any Swift block of the document declares are the project's
    in every block.

    Raises:
        FenceError: a fence option that cannot be read (``{3-}``, ``{7-5}``, ``hl_lines="x"``);
            ``.line`` is the line of that block's opening fence.
    """
    key, settings = _recall((
        "markdown", scheme, class_prefix, type(first_line), first_line, theme, replace_invalid_utf8,
        type(xcode_kinds), xcode_kinds,
        # The header's options of markdown, as values (written by scripts/gen/abi.sh).
        lines, line_numbers, inline_styles, diff, notation, project_names, system_names,
        # End of the header's options.
    ))
    if settings is None:
        settings = _settings("markdown", key, locals())
    return engine.markdown(text, settings)


def _document(function: Callable[..., object], output: str) -> None:
    """Adds the header's options of ``output`` to ``function``'s docstring (the header's words)."""
    if function.__doc__ is None:  # python -OO
        return
    lines = [f"    The header's options (``{output}``):", ""]
    for option in _abi.OPTIONS:
        if output in option.outputs:
            lines += textwrap.wrap(f"{option.name}: {option.doc}", 96, initial_indent="        ",
                                   subsequent_indent="            ", break_on_hyphens=False)
    function.__doc__ = function.__doc__.rstrip() + "\n\n" + "\n".join(lines) + "\n"


for _function, _output in ((html, "html"), (tokens, "tokens"), (ansi, "ansi"), (markdown, "markdown")):
    _document(_function, _output)


def _keyword_settings(output: str, function: Callable[..., str]) -> Callable[[Dict[str, object]], Optional[_abi.Settings]]:
    """The settings of ``function(code, **keywords)`` (the function of ``output``) as a function of
    ``keywords``: None for keywords ``function`` refuses (a name it does not take, a bad value)."""
    defaults: Dict[str, object] = function.__kwdefaults__ or {}

    def settings_of(keywords: Dict[str, object]) -> Optional[_abi.Settings]:
        if not keywords.keys() <= defaults.keys():
            return None
        try:
            return _settings(output, None, {**defaults, **keywords})
        except (TypeError, ValueError):
            return None

    return settings_of


# Where the backend has a faster way to make calls with options seen before (the native backend's
# extension module), it stands for the functions: the same results, the same exceptions.
html = engine.accelerate(html, "html", _keyword_settings("html", html))  # type: ignore[assignment]
ansi = engine.accelerate(ansi, "ansi", _keyword_settings("ansi", ansi))  # type: ignore[assignment]
markdown = engine.accelerate(markdown, "markdown", _keyword_settings("markdown", markdown))  # type: ignore[assignment]
