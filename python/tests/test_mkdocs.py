"""Real MkDocs builds with each mkdocs.yml snippet of python/README.md."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

pytest.importorskip("mkdocs")

import swift_highlight as sh  # noqa: E402

README = Path(__file__).resolve().parents[1] / "README.md"
CODE = 'actor Counter {\n    nonisolated let id: Int\n    func next() async -> Int { #line }\n}\n'


def snippets() -> List[str]:
    found = re.findall(r"```yaml\n(.*?)```", README.read_text(), re.S)
    assert len(found) == 2, "python/README.md should hold the two mkdocs.yml snippets"
    return found


@pytest.mark.parametrize("index", [0, 1])
def test_readme_snippet_builds(tmp_path: Path, index: int) -> None:
    config = snippets()[index]
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text(f"# Demo\n\n```swift\n{CODE}```\n")
    (tmp_path / "docs" / "swift.css").write_text(sh.css())
    (tmp_path / "mkdocs.yml").write_text("site_name: demo\n" + config)
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(tmp_path / "mkdocs.yml"),
                    "-d", str(tmp_path / "site")], check=True, cwd=tmp_path)
    page = (tmp_path / "site" / "index.html").read_text()
    if "superfences" in config:
        assert sh.html(CODE[:-1], scheme="pygments") in page
        assert '<div class="highlight"><pre><code class="language-swift">' in page
    else:
        assert sh.html(CODE, pre=True) in page


# superfences reads either options (key="value", bare words) or an attribute list ({...}) after
# the language, not both: {2} goes with the other options inside the braces there.
FENCED_PAGES = {
    "extension": f'```swift {{2}} title="Counter.swift" linenums="10"\n{CODE}```\n',
    "superfences": f'```swift {{2 title="Counter.swift" linenums="10"}}\n{CODE}```\n',
}
DIFF_FENCE = "```diff-swift\n struct S {\n-    var a = 0\n+    var a = 1\n }\n```\n"
DIFF_CODE = " struct S {\n-    var a = 0\n+    var a = 1\n }\n"

FENCE_CONFIGS = {
    "extension": "markdown_extensions:\n  - swift_highlight.markdown\n",
    "superfences": (
        "markdown_extensions:\n  - pymdownx.highlight\n  - pymdownx.superfences:\n      custom_fences:\n"
        + "".join(
            f"        - name: {name}\n          class: highlight\n"
            "          format: !!python/name:swift_highlight.markdown.superfences_formatter\n"
            "          validator: !!python/name:swift_highlight.markdown.superfences_validator\n"
            for name in ("swift", "diff-swift"))
    ),
}


def build(tmp_path: Path, config: str, page: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "docs").mkdir(exist_ok=True)
    (tmp_path / "docs" / "index.md").write_text(page)
    (tmp_path / "docs" / "swift.css").write_text(sh.css(dark_selector="[data-md-color-scheme=slate]"))
    (tmp_path / "mkdocs.yml").write_text("site_name: demo\nextra_css:\n  - swift.css\n" + config)
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(tmp_path / "mkdocs.yml"),
                           "-d", str(tmp_path / "site")], cwd=tmp_path, capture_output=True, text=True)


@pytest.mark.parametrize("kind", sorted(FENCE_CONFIGS))
def test_fence_options_in_a_real_build(tmp_path: Path, kind: str) -> None:
    if kind == "superfences":
        pytest.importorskip("pymdownx")
    result = build(tmp_path, FENCE_CONFIGS[kind], "# Fences\n\n" + FENCED_PAGES[kind] + "\n" + DIFF_FENCE)
    assert result.returncode == 0, result.stderr
    page = (tmp_path / "site" / "index.html").read_text()
    if kind == "extension":
        assert sh.html(CODE, pre=True, title="Counter.swift", line_numbers=True, first_line=10,
                       highlight_lines=[11]) in page
        assert sh.html(DIFF_CODE, pre=True, diff=True) in page
    else:
        spans = sh.html(CODE[:-1], scheme="pygments", line_numbers=True, first_line=10, highlight_lines=[11])
        assert f'<span class="filename">Counter.swift</span><pre><code class="language-swift">{spans}' in page
        assert sh.html(DIFF_CODE[:-1], scheme="pygments", diff=True) in page
    assert '<span class="swh-line swh-hl" data-line="11">' in page
    assert 'class="swh-ln" aria-hidden="true"' in page and 'class="swh-mark" aria-hidden="true"' in page
    assert "[data-md-color-scheme=slate]" in (tmp_path / "site" / "swift.css").read_text()


@pytest.mark.parametrize("kind", sorted(FENCE_CONFIGS))
def test_a_malformed_fence_option_fails_the_build_naming_the_block(tmp_path: Path, kind: str) -> None:
    if kind == "superfences":
        pytest.importorskip("pymdownx")
    result = build(tmp_path, FENCE_CONFIGS[kind], f'# Bad\n\n```swift hl_lines="4-2"\n{CODE}```\n')
    assert result.returncode != 0
    assert 'hl_lines="4-2"' in result.stderr and "FenceError" in result.stderr, result.stderr
