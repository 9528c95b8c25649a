#!/usr/bin/env python3
"""The engine's rooms, and the rule that its references go only downward.

docs/layout.md lists the rooms of Sources/Highlight from the bottom up, in the table under its
heading "Rooms, from the bottom up": each room is a folder (`Scanning/`, `Output/`, ...), and a
file belongs to the room of its first folder. A Swift file may use what its own room and the
rooms below declare, never what a room above declares. This reads every file of the engine and
collects what each declares:

- at the top level, not private: types, functions, constants, type aliases (`Highlighter`,
  `TokenSource`, `appendEscapedHTML`, ...), used by their name;
- inside a top-level `extension` of a type, not private: members a room adds to a type (used
  after a dot, `.cssClass`), counted only where no room at or below the user's declares that
  name at all (a local, a parameter, a case), so that common member names never count;

and fails on each use of a name that only rooms above the user's declare, with the file, the
line, the name and both rooms. A file in no room, or a room without a folder, fails too. Only
the standard library of Python; comments and string literals are no uses (their
interpolations are).

    scripts/test/layers.py            check (exit 1 on an upward reference)
    scripts/test/layers.py --list     the rooms, from the bottom up, and their files
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENGINE = os.path.join("Sources", "Highlight")
LAYOUT = os.path.join("docs", "layout.md")
HEADING = "Rooms, from the bottom up"


def fail(message):
    print(f"layers: {message}")
    sys.exit(1)


def rooms(root):
    """The rooms' folders from the bottom up, as the table under HEADING lists them."""
    try:
        text = open(os.path.join(root, LAYOUT), encoding="utf-8").read()
    except OSError as e:
        fail(f"cannot read {LAYOUT}: {e.strerror}")
    m = re.search(r"^#+ " + re.escape(HEADING) + r"[ \t]*\n(.*?)(?=^#|\Z)", text, re.M | re.S)
    if not m:
        fail(f"{LAYOUT} has no section '{HEADING}'")
    found = re.findall(r"^\| *`([A-Za-z]\w*)/` *\|", m.group(1), re.M)
    if not found:
        fail(f"the table under '{HEADING}' in {LAYOUT} names no folder")
    if len(set(found)) != len(found):
        fail(f"the table under '{HEADING}' in {LAYOUT} names a room twice: {', '.join(found)}")
    return found


def strip(s):
    """Swift source with comments and string literals blanked out, newlines kept (so that line
    numbers stay), and the code of string interpolations kept."""
    out, i, n = [], 0, len(s)

    def blank(a, b):
        out.append(re.sub(r"[^\n]", " ", s[a:b]))

    stop = re.compile(r'["\\]')

    def string(i, close, raw):
        """From just after an opening quote to just after its closing one; interpolations kept."""
        while i < n:
            if s.startswith(close, i):
                return i + len(close)
            if s[i] == "\\" and s.startswith("#" * raw + "(", i + 1):
                start = i + 2 + raw
                blank(i, start)
                depth, i = 1, start
                while i < n and depth:
                    if s[i] == '"':
                        out.append(" ")
                        i = string(i + 1, '"', 0)
                        continue
                    depth += {"(": 1, ")": -1}.get(s[i], 0)
                    out.append(s[i] if depth else " ")
                    i += 1
                continue
            if s[i] == "\\" and not raw:
                blank(i, min(i + 2, n))
                i += 2
                continue
            j = stop.search(s, i + 1)
            j = j.start() if j else n
            blank(i, j)
            i = j
        return n

    special = re.compile(r'//|/\*|#*"')
    while i < n:
        m = special.search(s, i)
        if not m:
            out.append(s[i:])
            break
        out.append(s[i:m.start()])
        i = m.start()
        if s.startswith("//", i):
            j = s.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif s.startswith("/*", i):
            start, depth, i = i, 1, i + 2
            while i < n and depth:
                if s.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif s.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            blank(start, i)
        else:
            raw = len(m.group(0)) - 1
            quotes = '"""' if s.startswith('"""', i + raw) else '"'
            out.append(" " * (raw + len(quotes)))
            i = string(i + raw + len(quotes), quotes + "#" * raw, raw)
    return "".join(out)


MODIFIERS = (r"(?:(?:public|package|internal|fileprivate|private|open|final|indirect|static|class|mutating"
             r"|nonmutating|nonisolated|override|convenience|required|lazy|weak|unowned"
             r"|(?:private|fileprivate|internal|package|public)\(set\)|@[A-Za-z_]\w*(?:\([^)\n]*\))?)\s+)*")
DECL = re.compile(r"^(?P<indent>[ \t]*)(?P<mods>" + MODIFIERS + r")(?:(?P<kind>struct|enum|class|actor|protocol|typealias"
                  r"|func|let|var|case)\s+(?P<name>[A-Za-z_]\w*)|extension\s+(?P<extended>[A-Za-z_][\w.]*))")
BINDING = re.compile(r"\b(?:let|var|case|func)\s+([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*(?=:\s*[^:\s])"
                     r"|\bfor\s+([A-Za-z_]\w*)\s+in\b|\b_?\s*([a-z_]\w*)\s+[a-z_]\w*\s*:")


def scan(text):
    """What one stripped file declares: top-level names, members of its extensions (name: line),
    and every name bound anywhere in it (locals, parameters, members, cases)."""
    top, members, bound = {}, {}, set()
    extension = None
    for number, line in enumerate(text.split("\n"), 1):
        for groups in BINDING.findall(line):
            bound.update(g for g in groups if g)
        m = DECL.match(line)
        if not m:
            if line[:1].strip() and not line.startswith("}"):
                extension = None
            continue
        private = re.search(r"\b(?:private|fileprivate)\b(?!\(set\))", m.group("mods"))
        indent = len(m.group("indent").expandtabs(4))
        if indent == 0:
            extension = m.group("extended")
            if m.group("name") and not private:
                top[m.group("name")] = number
        elif extension and m.group("name") and not private and indent <= 4:
            members.setdefault(m.group("name"), number)
    return top, members, bound


def main():
    root = ROOT
    order = rooms(root)
    engine = os.path.join(root, ENGINE)
    files, room, bad = {}, {}, []
    for d, dirs, names in os.walk(engine):
        dirs.sort()
        for f in sorted(names):
            if not f.endswith(".swift"):
                continue
            p = os.path.relpath(os.path.join(d, f), engine).replace(os.sep, "/")
            files[p] = strip(open(os.path.join(d, f), encoding="utf-8").read())
            top = p.split("/")[0]
            if top in order:
                room[p] = order.index(top)
            else:
                bad.append(f"{ENGINE}/{p}:1: in no room: '{top}' is not a room of the table in {LAYOUT} "
                           f"({', '.join(r + '/' for r in order)})")
    for r in order:
        if not os.path.isdir(os.path.join(engine, r)):
            bad.append(f"{LAYOUT}: the room {r}/ is no folder of {ENGINE}")
    if "--list" in sys.argv[1:]:
        for i, r in enumerate(order):
            held = sorted(p[len(r) + 1:-6] for p in room if room[p] == i)
            print(f"{i + 1:2}. {r}/ ({len(held)}): {', '.join(held)}")
        for line in bad:
            print(f"layers: {line}")
        return 1 if bad else 0

    scanned = {p: scan(files[p]) for p in room}
    declared, added = {}, {}  # name -> [(room, file, line)]
    bound_in = [set() for _ in order]  # every name bound in each room
    for p, (top, members, bound) in scanned.items():
        for name, line in top.items():
            declared.setdefault(name, []).append((room[p], p, line))
        for name, line in members.items():
            added.setdefault(name, []).append((room[p], p, line))
        bound_in[room[p]] |= bound | set(top) | set(members)
    bound_below = []  # names bound in each room or any room below it
    acc = set()
    for names in bound_in:
        acc = acc | names
        bound_below.append(acc)

    def above(homes, r):
        """The lowest declaration of a name, when every one is in a room above r."""
        if homes and all(h[0] > r for h in homes):
            return min(homes)
        return None

    for p in sorted(room):
        r = room[p]
        own_top, own_members, own_bound = scanned[p]
        for number, line in enumerate(files[p].split("\n"), 1):
            seen = set()
            for m in re.finditer(r"(\.\s*)?\b([A-Za-z_]\w*)\b", line):
                dotted, name = m.group(1) is not None, m.group(2)
                if name in seen:
                    continue
                home = None
                if not dotted and name not in own_top:
                    home = above(declared.get(name), r)
                    if home and name in own_bound and not name[:1].isupper():
                        home = None  # a local or parameter of the same name
                elif dotted and name not in bound_below[r]:
                    home = above(added.get(name), r)
                if home:
                    seen.add(name)
                    hr, hp, hl = home
                    bad.append(f"{ENGINE}/{p}:{number}: {order[r]}/ uses {name}, declared in {order[hr]}/, "
                               f"a room above ({ENGINE}/{hp}:{hl})")
    for line in bad:
        print(f"layers: {line}")
    if bad:
        print(f"layers: {len(bad)} problem(s); the rooms, from the bottom up, are in {LAYOUT}: {' < '.join(order)}")
        return 1
    print(f"layers: {len(room)} files in {len(order)} rooms ({' < '.join(order)}); every reference goes to its own room or one below")
    return 0


if __name__ == "__main__":
    sys.exit(main())
