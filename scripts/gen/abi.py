#!/usr/bin/env python3
"""Writes the bindings' ABI modules from include/swift_highlight.h, the one source of the ABI:

  rust-demo/src/ffi/abi.rs            constants, type aliases, #[repr(C)] structs, and a test of
                                      their layout on the target it runs on
  python/src/swift_highlight/_header.py
                                      constants, ctypes structures (the native backend) and the
                                      structs' layout on wasm32 (the WebAssembly backend)
  js/abi.js                           constants, the structs' layout on wasm32, and the options
                                      of the package's functions (OPTIONS)
  js/header-options.d.ts              those options' TypeScript declarations
  rust-demo/src/header_options.rs     those options' methods of the Rust crate's Options
  python/src/swift_highlight/_highlight.py
                                      those options' keyword arguments, between the markers of
                                      each function's signature (the rest is hand-written)
  docs/output.md                      those options' table, between its markers
  Sources/CHighlight/include/swift_highlight.h
                                      the header's copy for the Swift engine

  scripts/gen/abi.py [--check] [--out DIR]

Constants are the header's `#define SWH_NAME VALUE` with a number (or an expression of earlier
constants) as VALUE; their type follows the section of the header they are in (status codes:
swh_status_t, token kinds: swh_kind_t, `*_MAX`: size_t, the rest uint32_t). Structs are the
header's `typedef struct NAME { … } NAME_t;`. Layouts are computed with C's rules for LP64
(x86_64, aarch64) and wasm32 (4-byte pointers and size_t), and the C compiler checks each offset,
size and value: a C file of `_Static_assert`s is compiled against the header for every target
(clang: the Swift toolchain's has the wasm32 target). --check writes nothing: it fails, printing
the difference, when a committed module is not what the header gives. --out writes the modules
under DIR instead of the repository (same relative paths).
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[2]
HEADER = ROOT / "include" / "swift_highlight.h"
RUST = Path("rust-demo/src/ffi/abi.rs")
PYTHON = Path("python/src/swift_highlight/_header.py")
JS = Path("js/abi.js")
JS_TYPES = Path("js/header-options.d.ts")
RUST_OPTIONS = Path("rust-demo/src/header_options.rs")
# The Python functions' signatures: the header's options, between markers, in the hand-written module.
PYTHON_FUNCTIONS = Path("python/src/swift_highlight/_highlight.py")
# The user documentation's table of those options, between markers.
DOCS_OPTIONS = Path("docs/output.md")
# The header's copy that SwiftPM's CHighlight module exposes to the Swift engine.
HEADER_COPY = Path("Sources/CHighlight/include/swift_highlight.h")

# Targets whose layout the generated modules state, with the C compiler's target triple.
TARGETS = {
    "lp64": (8, ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"]),
    "wasm32": (4, ["wasm32-unknown-unknown"]),
}
# The structs the bindings write into a module's memory (the others they only read): js/abi.js
# has a writer for each.
WRITTEN = ("swh_options_t", "swh_line_range_t")
SCALARS = {"uint32_t": 4, "int32_t": 4, "uint8_t": 1, "uint16_t": 2, "uint64_t": 8, "int": 4}


@dataclass
class Constant:
    name: str
    value: int
    ctype: str  # swh_status_t, swh_kind_t, size_t or uint32_t
    doc: str


@dataclass
class Field:
    name: str
    ctype: str  # e.g. "size_t", "const char *", "swh_token_t *"
    doc: str


@dataclass
class Struct:
    tag: str  # swh_options
    name: str  # swh_options_t
    doc: str
    fields: List[Field] = field(default_factory=list)


@dataclass
class Option:
    """An option of the bindings, from an `@option JS PY OUTPUTS [implies FLAG]: DOC` paragraph
    in the doc comment of its flag (kind "flag": a boolean that sets the flag) or of its
    `const uint8_t *` field followed by the field's `_len` (kind "names": text or bytes, or a
    list of names one a line)."""
    js: str  # lineNumbers
    py: str  # line_numbers: Python's keyword argument and Rust's set_/with_ methods
    outputs: Tuple[str, ...]  # html, markdown, ansi, tokens, css, site
    kind: str  # "flag" or "names"
    target: str  # the flag's constant (SWH_FLAG_LINES) or the field (project_names)
    implies: Optional[str]  # a flag the option also sets, when given
    doc: str


OUTPUTS = ("html", "markdown", "ansi", "tokens", "css", "site")


def option_tag(comment: str, kind: str, target: str) -> Optional[Option]:
    """The option an `@option` paragraph of a doc comment declares, if any."""
    text = " ".join(line.strip().lstrip("*").strip() for line in comment.strip()[3:-2].splitlines())
    match = re.search(r"@option (\w+) (\w+) ([a-z,]+)(?: implies (SWH_FLAG_\w+))?: (.+?)(?:\s+@|$)", text)
    if not match:
        if "@option" in text:
            raise SystemExit(f"abi.py: cannot read the @option of {target}")
        return None
    js, py, outputs, implies, doc = match.groups()
    bad = set(outputs.split(",")) - set(OUTPUTS)
    if bad:
        raise SystemExit(f"abi.py: the @option of {target} names unknown outputs {sorted(bad)}")
    return Option(js, py, tuple(outputs.split(",")), kind, target, implies, doc.strip())


@dataclass
class Header:
    constants: List[Constant]
    typedefs: Dict[str, str]  # swh_kind_t -> uint32_t
    structs: List[Struct]
    options: List[Option] = field(default_factory=list)


def first_sentence(comment: str) -> str:
    """The first sentence of a doc comment, on one line."""
    text = re.sub(r"^\s*/\*\*?|\*/\s*$", "", comment.strip())
    text = " ".join(line.strip().lstrip("*").strip() for line in text.splitlines()).strip()
    match = re.match(r"(.+?\.)(\s+[A-Z]|$)", text)
    sentence = match.group(1) if match else text
    return sentence + ("" if sentence.endswith((".", "…")) else ".") if sentence else ""


def parse(text: str) -> Header:
    constants: List[Constant] = []
    values: Dict[str, int] = {}
    typedefs: Dict[str, str] = {}
    structs: List[Struct] = []
    options: List[Option] = []
    section = ""
    # Tokens of interest, in order: section headings, doc comments, defines, typedefs.
    pattern = re.compile(
        r"/\* -{20,}\n \* (?P<section>[^\n]+)"
        r"|(?P<doc>/\*\*.*?\*/)"
        r"|/\*.*?\*/"
        r"|^#define (?P<name>SWH_[A-Z0-9_]+) (?P<value>[^\n]+)$"
        r"|^typedef (?P<base>u?int\d+_t) (?P<alias>swh_\w+_t);"
        r"|^typedef struct (?P<tag>swh_\w+) \{(?P<body>.*?)\} (?P<sname>swh_\w+_t);",
        re.S | re.M)
    doc = ""
    for m in pattern.finditer(text):
        if m.group("section"):
            section, doc = m.group("section").strip(), ""
        elif m.group("doc"):
            doc = m.group("doc")
        elif m.group("name"):
            name, raw = m.group("name"), m.group("value").strip()
            expr = re.sub(r"\b(0x[0-9A-Fa-f]+|\d+)[uUlL]*\b", r"\1", raw)
            if not re.fullmatch(r"[\sA-Z0-9_xXa-f()<>|&+*-]+", expr):
                doc = ""
                continue  # not a number (SWH_API and the like)
            expr = re.sub(r"\bSWH_[A-Z0-9_]+\b", lambda r: str(values[r.group(0)]), expr)
            value = int(eval(expr, {"__builtins__": {}}))  # digits and operators only
            values[name] = value
            if name.endswith("_MAX"):
                ctype = "size_t"
            elif section.startswith("Status codes"):
                ctype = "swh_status_t"
            elif section.startswith("Token kinds"):
                ctype = "swh_kind_t"
            else:
                ctype = "uint32_t"
            constants.append(Constant(name, value, ctype, first_sentence(doc) if doc else ""))
            option = option_tag(doc, "flag", name) if doc else None
            if option:
                options.append(option)
            doc = ""
        elif m.group("alias"):
            typedefs[m.group("alias")] = m.group("base")
            doc = ""
        elif m.group("tag"):
            struct = Struct(m.group("tag"), m.group("sname"), first_sentence(doc) if doc else "")
            fdoc = ""
            for f in re.finditer(r"(?P<doc>/\*\*.*?\*/)|/\*.*?\*/|(?P<decl>[^;/]+);", m.group("body"), re.S):
                if f.group("doc"):
                    fdoc = f.group("doc")
                elif f.group("decl"):
                    decl = " ".join(f.group("decl").split())
                    pm = re.fullmatch(r"(const )?(\w+)\s*(\*?)\s*(\w+)", decl)
                    if not pm:
                        raise SystemExit(f"abi.py: cannot read the field `{decl}` of {struct.name}")
                    const, base, star, fname = pm.groups()
                    ctype = f"{'const ' if const else ''}{base}{' *' if star else ''}"
                    struct.fields.append(Field(fname, ctype, first_sentence(fdoc) if fdoc else ""))
                    option = option_tag(fdoc, "names", fname) if fdoc else None
                    if option:
                        if ctype != "const uint8_t *":
                            raise SystemExit(f"abi.py: the option {fname} is no `const uint8_t *` field")
                        options.append(option)
                    fdoc = ""
            structs.append(struct)
            doc = ""
    for option in options:
        if option.kind == "names" and not any(f.name == option.target + "_len" for s in structs for f in s.fields):
            raise SystemExit(f"abi.py: the option {option.target} has no field {option.target}_len")
    return Header(constants, typedefs, structs, options)


def scalar(header: Header, ctype: str, word: int) -> int:
    """Size (= alignment) of a field's type on a target whose pointers and size_t have `word` bytes."""
    if ctype.endswith("*") or ctype == "size_t":
        return word
    base = header.typedefs.get(ctype, ctype)
    if base in SCALARS:
        return SCALARS[base]
    raise SystemExit(f"abi.py: no size for the type {ctype}")


def layout(header: Header, struct: Struct, word: int) -> Tuple[Dict[str, int], int, int]:
    """Field offsets, size and alignment of `struct` by C's rules (no struct-valued fields)."""
    offsets: Dict[str, int] = {}
    at, align = 0, 1
    for f in struct.fields:
        size = scalar(header, f.ctype, word)
        at = (at + size - 1) // size * size
        offsets[f.name] = at
        at += size
        align = max(align, size)
    return offsets, (at + align - 1) // align * align, align


# ---- The compiler's word ------------------------------------------------------------------------

def compiler() -> str:
    for name in ("clang",):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("abi.py: clang is not on PATH (it comes with the Swift toolchain)")


def check_with_compiler(header: Header) -> None:
    """Compiles `_Static_assert`s of every value, offset and size against the header, once per
    target; exits on the first target the compiler disagrees with."""
    cc = compiler()
    for key, (word, triples) in TARGETS.items():
        lines = ["#include <stddef.h>", "#include \"swift_highlight.h\""]
        for c in header.constants:
            lines.append(f"_Static_assert({c.name} == {c.value}, \"{c.name} is not {c.value}\");")
        for s in header.structs:
            offsets, size, align = layout(header, s, word)
            lines.append(f"_Static_assert(sizeof({s.name}) == {size}, \"sizeof({s.name}) is not {size}\");")
            lines.append(f"_Static_assert(_Alignof({s.name}) == {align}, \"_Alignof({s.name}) is not {align}\");")
            for name, offset in offsets.items():
                lines.append(f"_Static_assert(offsetof({s.name}, {name}) == {offset}, "
                             f"\"offsetof({s.name}, {name}) is not {offset}\");")
        with tempfile.TemporaryDirectory() as tmp:
            source = Path(tmp) / "abi_check.c"
            source.write_text("\n".join(lines) + "\n")
            for triple in triples:
                run = subprocess.run([cc, f"--target={triple}", "-ffreestanding", "-std=c11", "-fsyntax-only",
                                      "-I", str(HEADER.parent), str(source)], capture_output=True, text=True)
                if run.returncode != 0:
                    sys.stderr.write(run.stderr)
                    raise SystemExit(f"abi.py: the C compiler ({triple}) disagrees with the layout computed for {key}")


# ---- Writers ------------------------------------------------------------------------------------

def doc_lines(prefix: str, text: str, indent: str = "") -> List[str]:
    """A doc comment's lines, wrapped at 100 columns."""
    return textwrap.wrap(text, 100, initial_indent=indent + prefix, subsequent_indent=indent + prefix,
                         break_on_hyphens=False, break_long_words=False)


NOTICE = "Generated by scripts/gen/abi.sh from include/swift_highlight.h: do not edit; rerun it."


def camel(name: str) -> str:
    """swh_line_range_t -> LineRange."""
    return "".join(part.capitalize() for part in name[len("swh_"):-len("_t")].split("_"))


def rust(header: Header) -> str:
    types = {"uint32_t": "u32", "int32_t": "i32", "uint8_t": "u8", "uint16_t": "u16", "uint64_t": "u64",
             "size_t": "usize", "int": "c_int"}

    opaques = set()  # opaque types a field points at (`typedef struct swh_theme swh_theme_t;`)

    def rtype(ctype: str) -> str:
        if ctype.endswith("*"):
            base = ctype[:-1].strip()
            const = base.startswith("const ")
            base = base[len("const "):] if const else base
            opaque = base != "char" and base not in types and base not in header.typedefs \
                and not any(s.name == base for s in header.structs)
            if opaque:
                opaques.add(base)
            inner = "c_char" if base == "char" else base if opaque else rtype(base)
            return f"*{'const' if const else 'mut'} {inner}"
        if ctype in header.typedefs or any(s.name == ctype for s in header.structs):
            return ctype
        return types[ctype]

    out = [f"// {NOTICE}", "//! The constants, types and struct layouts of `include/swift_highlight.h`.", "",
           "#![allow(non_camel_case_types)]", "", "#[allow(unused_imports)]", "use std::os::raw::{c_char, c_int};", ""]
    for alias, base in header.typedefs.items():
        out += [f"/// `{alias}`.", f"pub type {alias} = {types[base]};"]
    out.append("")
    for c in header.constants:
        out += doc_lines("/// ", c.doc or f"`{c.name}`.")  # the crate denies missing docs
        value = f"{c.value:#x}" if c.name.startswith("SWH_FLAG_") else str(c.value)
        out.append(f"pub const {c.name}: {rtype(c.ctype)} = {value};")
    for s in header.structs:
        pointers = any(f.ctype.endswith("*") for f in s.fields)
        derives = "Debug, Clone, Copy" if pointers else "Debug, Clone, Copy, Default, PartialEq, Eq, Hash"
        out += ["", *doc_lines("/// ", f"`{s.name}`{': ' + s.doc if s.doc else '.'}"), "#[repr(C)]",
                f"#[derive({derives})]", f"pub struct {s.name} {{"]
        for f in s.fields:
            out += doc_lines("/// ", f.doc or f"`{s.name}.{f.name}`.", "    ")
            out.append(f"    pub {f.name}: {rtype(f.ctype)},")
        out.append("}")
    for name in sorted(opaques):
        out += ["", f"/// `{name}`: opaque; only pointers to it are used.", "#[repr(C)]", f"pub struct {name} {{",
                "    _private: [u8; 0],", "}"]
    out += ["", "#[cfg(test)]", "mod layout {", "    use super::*;", "    use std::mem::{align_of, offset_of, size_of};", "",
            "    /// The layout the C compiler gives each struct of the header on this target.",
            "    #[test]", "    fn structs_are_laid_out_as_in_c() {",
            "        let lp64 = size_of::<usize>() == 8;"]
    for s in header.structs:
        o64, z64, a64 = layout(header, s, 8)
        o32, z32, a32 = layout(header, s, 4)
        out.append(f"        assert_eq!(size_of::<{s.name}>(), if lp64 {{ {z64} }} else {{ {z32} }});")
        out.append(f"        assert_eq!(align_of::<{s.name}>(), if lp64 {{ {a64} }} else {{ {a32} }});")
        for f in s.fields:
            out.append(f"        assert_eq!(offset_of!({s.name}, {f.name}), if lp64 {{ {o64[f.name]} }} else {{ {o32[f.name]} }});")
    out += ["    }", "}", ""]
    return "\n".join(out)


def pyrepr(text: str) -> str:
    """A Python string literal of `text`, in double quotes."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def python(header: Header) -> str:
    ctypes_of = {"uint32_t": "ctypes.c_uint32", "int32_t": "ctypes.c_int32", "uint8_t": "ctypes.c_uint8",
                 "uint16_t": "ctypes.c_uint16", "uint64_t": "ctypes.c_uint64", "size_t": "ctypes.c_size_t",
                 "int": "ctypes.c_int"}

    def ptype(ctype: str) -> str:
        if ctype.endswith("*"):
            base = ctype[:-1].strip()
            if not base.startswith("const "):
                return "ctypes.c_void_p"  # library-owned output: read without a copy
            base = base[len("const "):]
            if base == "char":
                return "ctypes.c_char_p"
            if not any(s.name == base for s in header.structs):
                return "ctypes.c_void_p"  # an opaque type (swh_theme_t): a handle
            return f"ctypes.POINTER({camel(base)})"
        return ctypes_of[header.typedefs.get(ctype, ctype)]

    names = [c.name[len("SWH_"):] for c in header.constants] + [camel(s.name) for s in header.structs] + [
        "WASM32", "WASM32_FORMATS", "pack_wasm32", "Option", "OPTIONS"]
    out = ['"""The constants and structs of ``include/swift_highlight.h``: ctypes structures for the',
           "native backend, and each struct's size and field offsets on wasm32 for the WebAssembly",
           f'backend. {NOTICE}"""', "", "import ctypes", "import struct", "from typing import Dict, NamedTuple, Tuple", "",
           *textwrap.wrap("__all__ = [" + ", ".join(f'"{n}"' for n in names) + "]", 100, subsequent_indent="    "), ""]
    for c in header.constants:
        out += doc_lines("#: ", c.doc)
        value = f"{c.value:#x}" if c.name.startswith("SWH_FLAG_") else str(c.value)
        out.append(f"{c.name[len('SWH_'):]} = {value}")
    for s in header.structs:
        out += ["", "", f"class {camel(s.name)}(ctypes.Structure):", f'    """``{s.name}``."""', "", "    _fields_ = ["]
        for f in s.fields:
            out.append(f'        ("{f.name}", {ptype(f.ctype)}),')
        out.append("    ]")
    out += ["", "", "#: Each struct's size (\"SIZE\") and field offsets on wasm32 (4-byte pointers and size_t).",
            "WASM32: Dict[str, Dict[str, int]] = {"]
    for s in header.structs:
        offsets, size, _ = layout(header, s, 4)
        out.append(f'    "{s.name}": {{')
        out += [f'        "{k}": {v},' for k, v in [("SIZE", size), *offsets.items()]]
        out.append("    },")
    out += ["}", "",
            "#: Each struct's fields in order and its ``struct`` format on wasm32 (little-endian, padding",
            "#: as C lays it out), for ``pack_wasm32``.",
            "WASM32_FORMATS: Dict[str, Tuple[Tuple[str, ...], str]] = {"]
    for s in header.structs:
        offsets, size, _ = layout(header, s, 4)
        fmt, at = "<", 0
        for f in s.fields:
            width = scalar(header, f.ctype, 4)
            if offsets[f.name] > at:
                fmt += f"{offsets[f.name] - at}x"
            fmt += {1: "B", 2: "H", 4: "I", 8: "Q"}[width]
            at = offsets[f.name] + width
        if size > at:
            fmt += f"{size - at}x"
        out += textwrap.wrap(f'"{s.name}": (({", ".join(repr(f.name).replace(chr(39), chr(34)) for f in s.fields)},), "{fmt}"),',
                             100, initial_indent="    ", subsequent_indent="        ", break_on_hyphens=False)
    out += ["}", "", "",
            "def pack_wasm32(name: str, **fields: int) -> bytes:",
            '    """The bytes of struct ``name`` on wasm32 with ``fields`` (by their C names; the others 0)."""',
            "    order, fmt = WASM32_FORMATS[name]",
            "    unknown = set(fields) - set(order)",
            "    if unknown:",
            '        raise KeyError(f"{name} has no field {sorted(unknown)[0]}")',
            "    return struct.pack(fmt, *(fields.get(f, 0) for f in order))",
            "", "",
            "class Option(NamedTuple):",
            '    """An option the header declares (an ``@option`` paragraph): ``name`` (the keyword',
            '    argument), ``kind`` (``"flag"``: a bool that sets ``flag``; ``"names"``: text, bytes or a',
            "    list of names, written to the field ``field`` and ``field + \"_len\"``), ``implies`` (a flag",
            '    also set, or 0) and ``outputs`` (the functions that take it: html, markdown, ansi, tokens,',
            '    css, site) and ``doc``."""',
            "",
            "    name: str",
            "    kind: str",
            "    flag: int",
            "    field: str",
            "    implies: int",
            "    outputs: Tuple[str, ...]",
            "    doc: str",
            "", "",
            "#: The options the header declares, in its order.",
            "OPTIONS: Tuple[Option, ...] = ("]
    for o in header.options:
        flag = o.target[len("SWH_"):] if o.kind == "flag" else "0"
        fieldname = o.target if o.kind == "names" else ""
        implies = o.implies[len("SWH_"):] if o.implies else "0"
        outputs = ", ".join(f'"{x}"' for x in o.outputs) + ("," if len(o.outputs) == 1 else "")
        out.append(f'    Option("{o.py}", "{o.kind}", {flag}, "{fieldname}", {implies}, ({outputs}),')
        pieces = textwrap.wrap(o.doc, 84, break_on_hyphens=False, break_long_words=False)
        pieces = [p + " " for p in pieces[:-1]] + pieces[-1:]
        out += [f"           {pyrepr(p)}" for p in pieces]
        out[-1] += "),"
    out += [")", ""]
    return "\n".join(out)


def js(header: Header) -> str:
    out = [f"// {NOTICE}", "// The constants of include/swift_highlight.h, and each struct's size (SIZE) and field",
           "// offsets on wasm32 (4-byte pointers and size_t), as the WebAssembly module lays them out.", ""]
    for c in header.constants:
        out += doc_lines("// ", c.doc)
        value = f"{c.value:#x}" if c.name.startswith("SWH_FLAG_") else str(c.value)
        out.append(f"export const {c.name} = {value};")
    for s in header.structs:
        offsets, size, _ = layout(header, s, 4)
        out += ["", f"/** `{s.name}` on wasm32. */", f"export const {s.name} = Object.freeze({{"]
        out += [f"  {k}: {v}," for k, v in [("SIZE", size), *offsets.items()]]
        out.append("});")
    for s in header.structs:
        if s.name not in WRITTEN:
            continue
        out += ["", f"/**", f" * Writes the fields of `{s.name}` named in `fields` (by their C names) at `address`, with",
                " * `setU32(address, value)`; the others are left as they are. Throws on a name the struct lacks.",
                " */", f"export function write_{s.name}(setU32, address, fields) {{",
                "  for (const name of Object.keys(fields)) {",
                f"    if (!Object.hasOwn({s.name}, name) || name === 'SIZE') throw new TypeError(`{s.name} has no field ${{name}}`);",
                f"    setU32(address + {s.name}[name], fields[name] >>> 0);",
                "  }", "}"]
    out += ["", "/**",
            " * The options of the package's functions that the header declares (its `@option` paragraphs), each",
            " * once: `name` (the options object's key), `kind` (\"flag\": a boolean that sets `flag`;",
            " * \"names\": text, bytes or an array of names, written to the field `field` and its `length`),",
            " * `implies` (a flag also set, or 0) and `outputs` (the functions that take it: html, markdown,",
            " * ansi, tokens, css, site).",
            " */",
            "export const OPTIONS = Object.freeze(["]
    for o in header.options:
        target = f"flag: {o.target}" if o.kind == "flag" else f"field: '{o.target}', length: '{o.target}_len'"
        outputs = ", ".join(f"'{x}'" for x in o.outputs)
        out.append(f"  Object.freeze({{ name: '{o.js}', kind: '{o.kind}', {target}, implies: {o.implies or 0}, "
                   f"outputs: Object.freeze([{outputs}]) }}),")
    out += ["]);", ""]
    return "\n".join(out)


def js_types(header: Header) -> str:
    """The TypeScript declarations of the options in OPTIONS: one interface per output, which
    index.d.ts and site.d.ts extend."""
    types = {"flag": "boolean", "names": "string | Uint8Array | string[]"}
    out = [f"// {NOTICE}", "// The options the header declares (its `@option` paragraphs), by the function whose output",
           "// takes them; index.d.ts and site.d.ts add the options with a conversion of their own.", ""]
    for output, name in (("html", "Html"), ("markdown", "Markdown"), ("ansi", "Ansi"), ("tokens", "Token"),
                         ("site", "Site")):
        out.append(f"/** The header's options of {'rehighlightHtml' if output == 'site' else output + '()'}. */")
        out.append(f"export interface {name}HeaderOptions {{")
        for o in header.options:
            if output in o.outputs:
                out += ["  /**", *doc_lines(" * ", o.doc, "  "), "   */", f"  {o.js}?: {types[o.kind]};"]
        out.append("}")
        out.append("")
    return "\n".join(out)


def rust_options(header: Header) -> str:
    """Options' methods for the options the header declares, and the names options' bytes."""
    names = [o for o in header.options if o.kind == "names"]
    out = [f"// {NOTICE}", "//! The options the header declares (its `@option` paragraphs): the methods of [`Options`]",
           "//! for each, and the bytes of the names options.", "", "use crate::{ffi, Options};", "",
           "/// The bytes of the names options, each pointed at by its field of `swh_options_t`.",
           "#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]", "pub(crate) struct NameLists {"]
    for o in names:
        out.append(f"    pub(crate) {o.target}: Vec<u8>,")
    out += ["}", "", "impl NameLists {",
            "    /// Points the fields of `raw` at the bytes given (which must outlive its use).",
            "    pub(crate) fn write(&self, raw: &mut ffi::swh_options_t) {"]
    for o in names:
        out += [f"        if !self.{o.target}.is_empty() {{",
                f"            raw.{o.target} = self.{o.target}.as_ptr();",
                f"            raw.{o.target}_len = self.{o.target}.len();", "        }"]
    out += ["    }", "}", "", "impl Options {"]
    for o in header.options:
        doc = doc_lines("/// ", o.doc, "    ")
        if o.kind == "flag":
            implies = f" | ffi::{o.implies}" if o.implies else ""
            out += [*doc, f"    ///", f"    /// `{o.target}`{'; it implies `' + o.implies + '`' if o.implies else ''}.",
                    f"    pub fn set_{o.py}(&mut self, on: bool) -> &mut Options {{",
                    "        if on {", f"            self.flags |= ffi::{o.target}{implies};", "        } else {",
                    f"            self.flags &= !ffi::{o.target};", "        }", "        self", "    }", "",
                    f"    /// [`Options::set_{o.py}`], by value.", f"    pub fn with_{o.py}(mut self, on: bool) -> Options {{",
                    f"        self.set_{o.py}(on);", "        self", "    }", "",
                    f"    /// Whether `{o.target}` is set.", f"    pub fn {o.py}(&self) -> bool {{",
                    f"        self.flags & ffi::{o.target} != 0", "    }", ""]
        else:
            implies = [f"        self.flags |= ffi::{o.implies};"] if o.implies else []
            out += [*doc, f"    ///", f"    /// `swh_options_t.{o.target}`{'; it implies `' + o.implies + '`' if o.implies else ''}.",
                    f"    pub fn set_{o.py}(&mut self, names: &[u8]) -> &mut Options {{",
                    f"        self.names.{o.target} = names.to_vec();", *implies, "        self", "    }", "",
                    f"    /// [`Options::set_{o.py}`], by value.",
                    f"    pub fn with_{o.py}(mut self, names: &[u8]) -> Options {{",
                    f"        self.set_{o.py}(names);", "        self", "    }", ""]
    if out[-1] == "":
        out.pop()
    out += ["}", ""]
    return "\n".join(out)


def python_signatures(header: Header, text: str) -> str:
    """`text` (PYTHON_FUNCTIONS) with the keyword arguments of the header's options written
    between each function's markers, and their names (the values of the call, which key the
    settings cache) between the markers "…, as values"."""
    types = {"flag": "bool = False", "names": "Union[str, bytes, Iterable[str], None] = None"}
    pattern = re.compile(r"^( +)# The header's options of (\w+)(, as values)? \(written by scripts/gen/abi.sh\)\.\n"
                         r"(.*?)^\1# End of the header's options\.\n", re.S | re.M)

    def write(m: "re.Match[str]") -> str:
        indent, output, values = m.group(1), m.group(2), m.group(3) or ""
        if output not in OUTPUTS:
            raise SystemExit(f"abi.py: {PYTHON_FUNCTIONS}: no output {output}")
        options = [o for o in header.options if output in o.outputs]
        if values:
            lines = f"{indent}{', '.join(o.py for o in options)},\n" if options else ""
        else:
            lines = "".join(f"{indent}{o.py}: {types[o.kind]},\n" for o in options)
        return (f"{indent}# The header's options of {output}{values} (written by scripts/gen/abi.sh).\n{lines}"
                f"{indent}# End of the header's options.\n")

    written, count = pattern.subn(write, text)
    if count == 0:
        raise SystemExit(f"abi.py: {PYTHON_FUNCTIONS} has no marked options")
    return written


def docs_table(header: Header, text: str) -> str:
    """`text` (DOCS_OPTIONS) with the table of the header's options between its markers."""
    begin = "<!-- The header's options: written by scripts/gen/abi.sh from include/swift_highlight.h. -->\n"
    end = "<!-- End of the header's options. -->\n"
    if text.count(begin) != 1 or text.count(end) != 1:
        raise SystemExit(f"abi.py: {DOCS_OPTIONS} needs one pair of the options table's markers")
    rows = ["| C | JavaScript | Python | Rust | outputs | what |", "|---|---|---|---|---|---|"]
    for o in header.options:
        c = f"`{o.target}`" if o.kind == "flag" else f"`{o.target}`, `{o.target}_len`"
        js_type = "`true`" if o.kind == "flag" else "string, bytes or names"
        py_type = "`True`" if o.kind == "flag" else "str, bytes or names"
        rust = f"`Options::set_{o.py}`"
        rows.append(f"| {c} | `{o.js}` ({js_type}) | `{o.py}=` ({py_type}) | {rust} | {', '.join(o.outputs)} | "
                    f"{o.doc.replace('|', '&#124;')} |")
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    return head + begin + "\n".join(rows) + "\n" + end + tail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if a committed module differs")
    parser.add_argument("--out", type=Path, help="write under this folder instead of the repository")
    args = parser.parse_args()
    header = parse(HEADER.read_text())
    if not header.constants or not header.structs:
        raise SystemExit("abi.py: found no constants or structs in the header")
    check_with_compiler(header)
    modules = {RUST: rust(header), PYTHON: python(header), JS: js(header), JS_TYPES: js_types(header), RUST_OPTIONS: rust_options(header),
               PYTHON_FUNCTIONS: python_signatures(header, (ROOT / PYTHON_FUNCTIONS).read_text()),
               DOCS_OPTIONS: docs_table(header, (ROOT / DOCS_OPTIONS).read_text()), HEADER_COPY: HEADER.read_text()}
    base = args.out or ROOT
    stale = 0
    for rel, text in modules.items():
        path = base / rel
        if args.check:
            old = path.read_text() if path.exists() else ""
            if old != text:
                stale += 1
                sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), str(rel), f"{rel} (from the header)"))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    counts = f"{len(header.constants)} constants, {len(header.structs)} structs"
    if args.check:
        if stale:
            print(f"abi: {stale} module(s) differ from include/swift_highlight.h; run scripts/gen/abi.sh")
            return 1
        print(f"abi: {', '.join(str(r) for r in modules)} match include/swift_highlight.h ({counts}; "
              f"offsets checked by the C compiler for {', '.join(t for _, ts in TARGETS.values() for t in ts)})")
    else:
        print(f"abi: wrote {', '.join(str(base / r) for r in modules)} ({counts})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
