"""The options the header declares (its ``@option`` paragraphs, ``OPTIONS`` of ``_header.py``):
each function takes exactly those of its output as keyword arguments, and each reaches the
engine (its flag, or its bytes, change the output)."""

from __future__ import annotations

import inspect

import pytest

import swift_highlight as sh
from swift_highlight import _header, _highlight

# From `_highlight`: once the Python-Markdown extension `swift_highlight.markdown` is imported
# (by another test, or by Markdown itself), the package's attribute `markdown` is that module.
FUNCTIONS = {"html": _highlight.html, "markdown": _highlight.markdown, "ansi": _highlight.ansi, "tokens": _highlight.tokens}
CODE = "class Cache {}\nlet x = Cache() // [!code ++]\n"


@pytest.mark.parametrize("output", sorted(FUNCTIONS))
def test_each_function_takes_the_header_options_of_its_output(output: str) -> None:
    parameters = set(inspect.signature(FUNCTIONS[output]).parameters)
    declared = {o.name for o in _header.OPTIONS}
    wanted = {o.name for o in _header.OPTIONS if output in o.outputs}
    assert parameters & declared == wanted


@pytest.mark.parametrize("option", [o for o in _header.OPTIONS if "html" in o.outputs], ids=lambda o: o.name)
def test_each_html_option_reaches_the_engine(option: _header.Option) -> None:
    code = "+" + CODE.replace("\n", "\n ") if option.name == "diff" else CODE
    value: object = True if option.kind == "flag" else "class Cache"
    assert sh.html(code, **{option.name: value}) != sh.html(code)  # type: ignore[arg-type]
