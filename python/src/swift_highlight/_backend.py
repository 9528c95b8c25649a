"""Picks the engine backend: the native library when the package has one, else the
WebAssembly module. $SWIFT_HIGHLIGHT_BACKEND ("native" or "wasm") asks for one of them."""

from __future__ import annotations

import os
from types import ModuleType
from typing import cast

from ._abi import Engine


def _select() -> ModuleType:
    wanted = os.environ.get("SWIFT_HIGHLIGHT_BACKEND", "")
    if wanted not in ("", "native", "wasm"):
        raise ImportError(f"swift_highlight: SWIFT_HIGHLIGHT_BACKEND must be native or wasm, not {wanted!r}")
    if wanted != "wasm":
        try:
            from . import _native
            return _native
        except ImportError as error:
            if wanted == "native":
                raise
            native_error = error
    try:
        from . import _wasm
        return _wasm
    except ImportError as error:
        if wanted == "wasm":
            raise
        raise ImportError(
            "swift_highlight: this installation has no usable engine: "
            f"native: {native_error}; WebAssembly: {error}. Reinstall with pip, which picks the "
            "native wheel where there is one and the py3-none-any wheel (with wasmtime) elsewhere."
        ) from None


#: The backend module: ``_native`` or ``_wasm``, each with the functions of ``Engine``.
engine = cast(Engine, _select())
