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
