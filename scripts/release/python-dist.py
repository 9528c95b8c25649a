#!/usr/bin/env python3
"""Writes the Python package's release files: wheels and the sdist, reproducibly.

    python-dist.py native-wheel --version V --library LIB [--extension EXT] OUT_DIR
    python-dist.py wasm-wheel   --version V --wasm MODULE OUT_DIR
    python-dist.py sdist        --version V OUT_DIR
    python-dist.py platform-tag LIB

native-wheel: ``swift_highlight-V-py3-none-PLATFORM.whl`` with the shared library LIB (loaded
with ctypes, so one wheel serves every CPython 3) and, if given, the extension module EXT as
``swift_highlight/_fast.abi3.so`` (stable ABI; optional at run time: a Python that cannot import
it calls LIB through ctypes alone, so the tag stays py3-none). PLATFORM is the manylinux tag of
LIB and EXT: the oldest manylinux policy whose glibc has every GLIBC_x.y symbol version they need
(read with readelf), for their machine; ``platform-tag`` prints it. The test checks it against
``auditwheel show``.
wasm-wheel: ``swift_highlight-V-py3-none-any.whl`` with the WebAssembly modules (MODULE and the
SIMD module beside it, MODULE without .wasm plus _simd.wasm), depending on
``[tool.swift-highlight] wasm-dependencies`` of python/pyproject.toml (wasmtime).
sdist: ``swift_highlight-V.tar.gz``: the package and the extension module's C file, plus the
engine's sources, header and build scripts at the paths the build scripts expect, so that ``pip install`` builds it with swiftc and
nothing else from the repository.

The metadata comes from python/pyproject.toml, the version from the caller
(scripts/version.sh). Entries are sorted, every timestamp is SOURCE_DATE_EPOCH (default: the
last commit's time, else 2000-01-01), owners are root, modes 0644/0755: the same inputs give the
same bytes. Python's standard library only (tomllib: Python 3.11).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import os
import re
import stat
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path
from typing import Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[2]
PYTHON = ROOT / "python"
PACKAGE = PYTHON / "src" / "swift_highlight"
NAME = "swift-highlight"
DIST_NAME = "swift_highlight"  # the name's normalized form in file names (PEP 427, PEP 625)

# Modules only one of the backends needs; every other file of the package goes in every wheel.
NATIVE_ONLY = {"_native.py"}
WASM_ONLY = {"_wasm.py"}
# The native wheel's optional extension module (stable ABI), and its source, which the sdist
# carries for setup.py to compile.
FAST = "_fast.abi3.so"
FAST_SOURCE = "_fast.c"

# glibc versions of the manylinux policies (PEP 600), per machine, oldest first, as
# auditwheel's policy file lists them.
MANYLINUX = {
    "x86_64": [5, 12, 17, 24, 26, 27, 28, 31, 34, 35, 36, 37, 38, 39, 40, 41],
    "aarch64": [17, 24, 26, 27, 28, 31, 34, 35, 36, 37, 38, 39, 40, 41],
}
ELF_MACHINES = {"Advanced Micro Devices X86-64": "x86_64", "AArch64": "aarch64"}


def source_date_epoch() -> int:
    given = os.environ.get("SOURCE_DATE_EPOCH")
    if given:
        return int(given)
    try:
        done = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                              capture_output=True, text=True, check=True)
        return int(done.stdout.strip())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return 946684800


def pyproject() -> dict:
    with open(PYTHON / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def metadata(version: str, wasm: bool) -> str:
    """METADATA / PKG-INFO (core metadata 2.1) from pyproject.toml."""
    config = pyproject()
    project, tool = config["project"], config["tool"]["swift-highlight"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {version}",
        f"Summary: {project['description']}",
        f"License: {project['license']}",
    ]
    lines += [f"Classifier: {c}" for c in project.get("classifiers", [])]
    python = tool["wasm-requires-python"] if wasm else project["requires-python"]
    lines.append(f"Requires-Python: {python}")
    requires = list(project.get("dependencies", []))
    if wasm:
        requires += tool["wasm-dependencies"]
    lines += [f"Requires-Dist: {r}" for r in requires]
    for extra, deps in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {d}; extra == "{extra}"' for d in deps]
    lines.append("Description-Content-Type: text/markdown")
    readme = (PYTHON / project["readme"]).read_text(encoding="utf-8")
    return "\n".join(lines) + "\n\n" + readme


def entry_points() -> str:
    out = []
    for group, entries in pyproject()["project"].get("entry-points", {}).items():
        out.append(f"[{group}]")
        out += [f"{k} = {v}" for k, v in entries.items()]
        out.append("")
    return "\n".join(out)


def package_files(exclude: set) -> List[Tuple[str, bytes, bool]]:
    """The package's files (path in the archive, content, executable) but ``exclude``."""
    files = []
    for path in sorted(PACKAGE.iterdir()):
        if path.is_file() and path.name not in exclude and (path.suffix == ".py" or path.name == "py.typed"):
            files.append((f"swift_highlight/{path.name}", path.read_bytes(), False))
    return files


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"sha256={digest}"


def write_wheel(out_dir: Path, version: str, tag: str, files: List[Tuple[str, bytes, bool]],
                wasm: bool) -> Path:
    info = f"{DIST_NAME}-{version}.dist-info"
    files = list(files)
    files.append((f"{info}/METADATA", metadata(version, wasm).encode("utf-8"), False))
    files.append((f"{info}/WHEEL", (
        "Wheel-Version: 1.0\n"
        "Generator: swift-highlight scripts/release/python-dist.py\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {tag}\n").encode("ascii"), False))
    files.append((f"{info}/entry_points.txt", entry_points().encode("utf-8"), False))
    files.append((f"{info}/licenses/LICENSE", (ROOT / "LICENSE").read_bytes(), False))
    files.sort(key=lambda f: f[0])
    record = "".join(f"{name},{record_hash(data)},{len(data)}\n" for name, data, _ in files)
    record += f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode("utf-8"), False))  # last, as PEP 427 advises

    epoch = max(source_date_epoch(), 315532800)  # zip cannot hold times before 1980
    stamp = time.gmtime(epoch)[:6]
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{DIST_NAME}-{version}-{tag}.whl"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for name, data, executable in files:
            entry = zipfile.ZipInfo(name, date_time=stamp)
            entry.external_attr = ((0o755 if executable else 0o644) | stat.S_IFREG) << 16
            entry.create_system = 3  # Unix, so that the modes apply
            wheel.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return path


def platform_tag(library: Path, *others: Path) -> str:
    """The manylinux tag of the shared library ``library`` and of ``others`` (ELF files of the
    same machine that may need no library at all)."""
    machines = set()
    needed: List[int] = []
    for path in (library, *others):
        header = subprocess.run(["readelf", "-h", str(path)], capture_output=True, text=True, check=True).stdout
        match = re.search(r"Machine:\s*(.+)", header)
        machine = ELF_MACHINES.get(match.group(1).strip()) if match else None
        if machine is None:
            sys.exit(f"python-dist: {path}: no manylinux policy for machine {match.group(1) if match else '?'}")
        machines.add(machine)
        versions = subprocess.run(["readelf", "-V", "--wide", str(path)], capture_output=True, text=True,
                                  check=True).stdout
        needed += [int(m) for m in re.findall(r"Name: GLIBC_2\.(\d+)", versions)]
        other = sorted(set(re.findall(r"Name: ([A-Z]+)_\d", versions)) - {"GLIBC"})
        if other:
            sys.exit(f"python-dist: {path} needs symbol versions of more than glibc: {', '.join(other)}")
        dynamic = subprocess.run(["readelf", "-d", "--wide", str(path)], capture_output=True, text=True,
                                 check=True).stdout
        libraries = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+)\]", dynamic)
        # The C library and the dynamic loader are part of every manylinux system.
        allowed = {"libc.so.6", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}
        if (path == library and "libc.so.6" not in libraries) or not set(libraries) <= allowed:
            sys.exit(f"python-dist: {path} needs {libraries}, expected only the C library")
    if len(machines) != 1:
        sys.exit(f"python-dist: {library} and {', '.join(map(str, others))} are of different machines")
    machine = machines.pop()
    glibc = max(needed, default=0)
    policy = next((p for p in MANYLINUX[machine] if p >= glibc), None)
    if policy is None:
        sys.exit(f"python-dist: {library} needs glibc 2.{glibc}, newer than every known manylinux policy")
    return f"manylinux_2_{policy}_{machine}"


def native_wheel(out_dir: Path, version: str, library: Path, extension: Optional[Path]) -> Path:
    files = package_files(WASM_ONLY)
    files.append(("swift_highlight/libswift_highlight.so", library.read_bytes(), True))
    others = []
    if extension is not None:
        files.append((f"swift_highlight/{FAST}", extension.read_bytes(), True))
        others.append(extension)
    return write_wheel(out_dir, version, f"py3-none-{platform_tag(library, *others)}", files, wasm=False)


def wasm_wheel(out_dir: Path, version: str, module: Path) -> Path:
    """The scalar module `module` and the SIMD module beside it (its name plus _simd)."""
    simd = module.with_name(module.stem + "_simd.wasm")
    if not simd.is_file():
        sys.exit(f"python-dist: {simd} (the SIMD module beside {module}) is missing")
    files = package_files(NATIVE_ONLY)
    files.append(("swift_highlight/swift_highlight.wasm", module.read_bytes(), False))
    files.append(("swift_highlight/swift_highlight_simd.wasm", simd.read_bytes(), False))
    return write_wheel(out_dir, version, "py3-none-any", files, wasm=True)


def sdist_files() -> Dict[str, Tuple[bytes, bool]]:
    """Path in the sdist (below its top folder) → (content, executable)."""
    files: Dict[str, Tuple[bytes, bool]] = {}

    def add(source: Path, name: str) -> None:
        files[name] = (source.read_bytes(), os.access(source, os.X_OK) and source.suffix == ".sh")

    for name in ("pyproject.toml", "setup.py", "README.md"):
        add(PYTHON / name, name)
    add(ROOT / "LICENSE", "LICENSE")
    for name, data, _ in package_files(set()):
        files[f"src/{name}"] = (data, False)
    add(PACKAGE / FAST_SOURCE, f"src/swift_highlight/{FAST_SOURCE}")
    # The engine: what scripts/build/shared.sh reads, at the same paths.
    for script in ("shared.sh", "embedded.sh", "engine-sources.sh", "header-functions.sh", "link-flags.sh"):
        add(ROOT / "scripts" / "build" / script, f"scripts/build/{script}")
    add(ROOT / "include" / "swift_highlight.h", "include/swift_highlight.h")
    for folder in ("Sources/Highlight", "Sources/CHighlight", "Sources/HighlightLibc"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in (".swift", ".h", ".modulemap", ".c"):
                add(path, str(path.relative_to(ROOT)))
    return files


def sdist(out_dir: Path, version: str) -> Path:
    top = f"{DIST_NAME}-{version}"
    epoch = source_date_epoch()
    files = sdist_files()
    files["PKG-INFO"] = (metadata(version, wasm=False).encode("utf-8"), False)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{top}.tar.gz"
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        folders = {str(parent) for name in files for parent in Path(name).parents if str(parent) != "."}
        entries = [("", None, False)] + [(f, None, False) for f in folders]
        entries += [(name, data, executable) for name, (data, executable) in files.items()]
        for name, data, executable in sorted(entries, key=lambda e: e[0]):
            info = tarfile.TarInfo(f"{top}/{name}" if name else top)
            info.mtime, info.uid, info.gid, info.uname, info.gname = epoch, 0, 0, "root", "root"
            if data is None:
                info.type, info.mode = tarfile.DIRTYPE, 0o755
                tar.addfile(info)
            else:
                info.size, info.mode = len(data), 0o755 if executable else 0o644
                tar.addfile(info, io.BytesIO(data))
    with open(path, "wb") as f, gzip.GzipFile(fileobj=f, mode="wb", compresslevel=9, mtime=0, filename="") as gz:
        gz.write(raw.getvalue())
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for command in ("native-wheel", "wasm-wheel", "sdist"):
        p = sub.add_parser(command)
        p.add_argument("--version", required=True)
        if command == "native-wheel":
            p.add_argument("--library", type=Path, required=True)
            p.add_argument("--extension", type=Path)
        if command == "wasm-wheel":
            p.add_argument("--wasm", type=Path, required=True)
        p.add_argument("out_dir", type=Path)
    sub.add_parser("platform-tag").add_argument("library", type=Path)
    args = parser.parse_args()
    if args.command == "platform-tag":
        print(platform_tag(args.library))
        return
    if not re.fullmatch(r"\d+\.\d+\.\d+", args.version):
        sys.exit(f"python-dist: bad version {args.version!r}")
    if args.command == "native-wheel":
        path = native_wheel(args.out_dir, args.version, args.library, args.extension)
    elif args.command == "wasm-wheel":
        path = wasm_wheel(args.out_dir, args.version, args.wasm)
    else:
        path = sdist(args.out_dir, args.version)
    print(path)


if __name__ == "__main__":
    main()
