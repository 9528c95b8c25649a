"""The Sphinx extension: a real build of a small project."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sphinx")

INDEX = '''Demo
====

.. code-block:: swift

   @MainActor func greet() { print("hi") }

A literal block takes ``highlight_language``::

   nonisolated func other() -> Sendable { greet() }

.. code-block:: python

   def greet(): pass
'''


def build(tmp_path: Path, conf: str) -> str:
    source, out = tmp_path / "src", tmp_path / "out"
    source.mkdir()
    (source / "conf.py").write_text(conf)
    (source / "index.rst").write_text(INDEX)
    # A process per build: Sphinx keeps registered lexers in module globals.
    subprocess.run([sys.executable, "-m", "sphinx", "-b", "html", "-q", "-W", str(source), str(out)],
                   check=True)
    return (out / "index.html").read_text()


def test_swift_blocks_use_the_engine(tmp_path: Path) -> None:
    html = build(tmp_path, 'project = "demo"\nextensions = ["swift_highlight.sphinx"]\n'
                           'highlight_language = "swift"\n')
    assert '<span class="nd">@MainActor</span>' in html
    # The literal block (highlight_language) too: names Pygments' own SwiftLexer leaves plain.
    assert '<span class="k">nonisolated</span>' in html
    assert '<span class="kt">Sendable</span>' in html
    assert '<span class="nf">greet</span>()' in html
    # Python blocks still go through Pygments' Python lexer.
    assert '<span class="k">def</span>' in html


def test_without_the_extension_pygments_own_lexer_runs(tmp_path: Path) -> None:
    html = build(tmp_path, 'project = "demo"\nhighlight_language = "swift"\n')
    assert '<span class="n">Sendable</span>' in html
    assert '<span class="kt">Sendable</span>' not in html
