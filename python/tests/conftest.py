"""Shared fixtures: the CLI to compare with, and the Swift files to compare on.

SWIFT_HIGHLIGHT_CLI is the swift-highlight executable of the same source tree
(scripts/test/python.sh sets it); SWIFT_HIGHLIGHT_CORPUS is a folder of Swift files, the training
corpus of ../shared/eval materialized by scripts/test/python.sh when that kit is present.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Callable, List

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("**/*.swift"))


def corpus_files() -> List[Path]:
    folder = os.environ.get("SWIFT_HIGHLIGHT_CORPUS")
    if not folder or not Path(folder).is_dir():
        return []
    return sorted(Path(folder).glob("*.swift"))


@pytest.fixture(scope="session")
def cli() -> Callable[..., bytes]:
    path = os.environ.get("SWIFT_HIGHLIGHT_CLI")
    if not path or not os.access(path, os.X_OK):
        pytest.skip("SWIFT_HIGHLIGHT_CLI is not set to a swift-highlight executable")

    def run(*args: str, stdin: bytes = b"") -> bytes:
        done = subprocess.run([path, *args], input=stdin, capture_output=True, check=True)
        return done.stdout

    return run


@pytest.fixture(scope="session")
def corpus() -> List[Path]:
    files = corpus_files()
    if not files:
        pytest.skip("training corpus not available (../shared/eval missing; SWIFT_HIGHLIGHT_CORPUS unset)")
    return files


@pytest.fixture(scope="session")
def examples() -> List[Path]:
    assert EXAMPLES, f"no Swift examples under {REPO / 'examples'}"
    return EXAMPLES
