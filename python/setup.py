"""Builds the engine's shared library into the package.

``pip install ./python`` (from a clone of swift-highlight) runs the repository's one build script
for it, ``scripts/build/shared.sh``, with the Swift toolchain on PATH, and puts the library next
to ``swift_highlight/__init__.py`` in the wheel. Set SWIFT_HIGHLIGHT_SOURCE to the repository's
root when this folder is not inside it (an sdist unpacked elsewhere).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

LIBRARY = {"darwin": "libswift_highlight.dylib"}.get(sys.platform, "libswift_highlight.so")


def repository_root() -> Path:
    given = os.environ.get("SWIFT_HIGHLIGHT_SOURCE")
    root = Path(given) if given else Path(__file__).resolve().parent.parent
    needed = [root / "scripts" / "build" / "shared.sh", root / "include" / "swift_highlight.h",
              root / "Sources" / "Highlight"]
    missing = [str(p) for p in needed if not p.exists()]
    if missing:
        sys.exit(
            "swift-highlight: the repository's sources are not found (missing: "
            + ", ".join(missing)
            + "). Install from a clone of the repository (pip install ./python), or set "
            "SWIFT_HIGHLIGHT_SOURCE to the root of one."
        )
    return root


def build_library(destination: Path) -> None:
    root = repository_root()
    if shutil.which("swiftc") is None:
        sys.exit(
            "swift-highlight: swiftc is not on PATH. The package compiles its engine with the "
            "Swift toolchain (with the Embedded Swift standard library, as swift.org's Linux and "
            "macOS toolchains have): install one from https://swift.org/install and retry."
        )
    with tempfile.TemporaryDirectory(prefix="swift-highlight-") as out:
        subprocess.run(["bash", str(root / "scripts" / "build" / "shared.sh"), out], check=True)
        built = Path(out) / LIBRARY
        if not built.is_file():
            sys.exit(f"swift-highlight: scripts/build/shared.sh did not produce {LIBRARY}")
        destination.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, destination / LIBRARY)


class BuildPyWithLibrary(build_py):
    """build_py, plus the shared library inside the package."""

    def run(self) -> None:
        super().run()
        build_library(Path(self.build_lib) / "swift_highlight")


class BinaryDistribution(Distribution):
    """The wheel holds a native library: platform-specific, never 'pure'."""

    def has_ext_modules(self) -> bool:
        return True


setup(cmdclass={"build_py": BuildPyWithLibrary}, distclass=BinaryDistribution)
