"""Builds the engine's shared library into the package.

From a clone of swift-highlight (``pip install ./python``) or from the sdist (which carries the
engine's sources, header and build scripts at the same paths), pip runs the one build script for
it, ``scripts/build/shared.sh``, with the Swift toolchain on PATH, and puts the library next to
``swift_highlight/__init__.py`` in the wheel. It also compiles the optional extension module
``swift_highlight._fast`` (``_fast.c``, on CPython's stable ABI) with the C compiler Python was
built with; where that fails (no compiler or no Python headers) the wheel has no extension and
the package calls the library through ctypes alone. The version is the header's
(SWH_VERSION_*). Set SWIFT_HIGHLIGHT_SOURCE to a clone's root to build from another one.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70.1
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

LIBRARY = {"darwin": "libswift_highlight.dylib"}.get(sys.platform, "libswift_highlight.so")
HERE = Path(__file__).resolve().parent


def engine_root() -> Path:
    """The folder holding scripts/build/shared.sh, include/ and Sources/: this one in an sdist,
    the repository's root in a clone."""
    given = os.environ.get("SWIFT_HIGHLIGHT_SOURCE")
    candidates = [Path(given)] if given else [HERE, HERE.parent]
    for root in candidates:
        if (root / "scripts" / "build" / "shared.sh").is_file():
            break
    needed = [root / "scripts" / "build" / "shared.sh", root / "include" / "swift_highlight.h",
              root / "Sources" / "Highlight"]
    missing = [str(p) for p in needed if not p.exists()]
    if missing:
        sys.exit(
            "swift-highlight: the engine's sources are not found (missing: " + ", ".join(missing)
            + "). Build from the sdist or a clone of the repository (pip install ./python), or set "
            "SWIFT_HIGHLIGHT_SOURCE to the root of one."
        )
    return root


def header_version() -> str:
    header = (engine_root() / "include" / "swift_highlight.h").read_text(encoding="utf-8")
    parts = [re.search(rf"^#define SWH_VERSION_{p} (\d+)$", header, re.M) for p in ("MAJOR", "MINOR", "PATCH")]
    if not all(parts):
        sys.exit("swift-highlight: no SWH_VERSION_MAJOR/MINOR/PATCH in include/swift_highlight.h")
    return ".".join(m.group(1) for m in parts if m)


def build_library(destination: Path) -> None:
    root = engine_root()
    missing = [tool for tool in ("swiftc", "swift", "bash", "cc", "ld", "objcopy", "ar")
               if shutil.which(tool) is None]
    if missing or not sys.platform.startswith("linux"):
        sys.exit(
            "swift-highlight: cannot build the engine here: "
            + (f"{', '.join(missing)} not on PATH. " if missing else "")
            + ("" if sys.platform.startswith("linux") else f"the build script supports Linux only, not {sys.platform}. ")
            + "This source distribution compiles its engine with the Swift toolchain (6.x with the "
            "Embedded Swift standard library, as swift.org's Linux toolchains have; "
            "https://swift.org/install), a C compiler and GNU binutils. Without them, install a "
            "wheel instead: pip picks the native wheel on Linux x86_64/aarch64 and the "
            "py3-none-any wheel (WebAssembly, run by wasmtime) everywhere else."
        )
    with tempfile.TemporaryDirectory(prefix="swift-highlight-") as out:
        subprocess.run(["bash", str(root / "scripts" / "build" / "shared.sh"), out], check=True)
        built = Path(out) / LIBRARY
        if not built.is_file():
            sys.exit(f"swift-highlight: scripts/build/shared.sh did not produce {LIBRARY}")
        destination.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, destination / LIBRARY)  # the file the symbolic link names


class BuildPyWithLibrary(build_py):
    """build_py, plus the shared library inside the package."""

    def run(self) -> None:
        super().run()
        build_library(Path(self.build_lib) / "swift_highlight")


class BinaryDistribution(Distribution):
    """The wheel holds a native library: platform-specific, never 'pure'."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """Tagged py3-none-PLATFORM: the library is loaded with ctypes, so any CPython 3 runs it (a
    Python that cannot import the extension module goes without it)."""

    def get_tag(self) -> tuple[str, str, str]:
        return "py3", "none", super().get_tag()[2]


FAST = Extension("swift_highlight._fast", ["src/swift_highlight/_fast.c"],
                 include_dirs=[str(engine_root() / "include")], py_limited_api=True, optional=True)

setup(version=header_version(), distclass=BinaryDistribution, ext_modules=[FAST],
      cmdclass={"build_py": BuildPyWithLibrary, "bdist_wheel": PlatformWheel})
