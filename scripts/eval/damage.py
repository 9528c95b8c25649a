#!/usr/bin/env python3
"""Damaged snippets from intact Swift files, and how well a highlighter recovers after the damage.

Code in blog posts and documentation is often cut: a body replaced by `// ...`, a line shortened,
a closing line dropped, a call left open, a string or an interpolation cut. This script makes such
damage, one kind at a time, at seeded random places of real files, and scores a highlighter on the
lines after it where the reference labeller has recovered.

  damage.py generate SRCDIR OUTDIR [--seed N] [--per-kind K]
      For every SRCDIR/*.swift and every damage kind, up to K damaged copies (default 1), written
      to OUTDIR/src/KIND-J__NAME, with OUTDIR/map.json recording for each which intact file it
      comes from and which lines were replaced. The same seed gives the same files.

  damage.py measure SRCDIR OUTDIR INTACT_REF DAMAGED_REF BIN [--json] [--json-out FILE] [--worst N]
                    [--by-file] [--kind KIND]
      Labels the intact and the damaged files with BIN (`BIN --format categories FILE...`) and
      compares, line by line after the damage, with the reference labels of the intact files
      (INTACT_REF/NAME.json) and of the damaged ones (DAMAGED_REF/DAMAGEDNAME.json).

A line after the damage is *recovered* when the reference labels it the same in the damaged file
as in the intact one (the parser is back in step). Reported, over the recovered lines:
  - strict: our labels on the damaged file equal the reference's;
  - recovery: the same, counted only on lines that we label right in the intact file, so that
    our errors on intact code (measured by the accuracy guard) are not counted twice.
Lines compare over their non-whitespace bytes, as score.py does; blank lines are not counted.
"""
import argparse, hashlib, json, os, random, re, subprocess, sys

CATS = ["plain", "keyword", "type", "function", "property", "number", "string", "comment", "attribute",
        "preprocessor"]
CIDX = {c: i for i, c in enumerate(CATS)}

# --------------------------------------------------------------------------------------------
# Damage


def indent_of(line):
    return line[: len(line) - len(line.lstrip(b" \t"))]


def is_code(line):
    t = line.strip()
    return bool(t) and not t.startswith((b"//", b"/*", b"*", b"#"))


def string_spans(line):
    """(start, end) of the single-line string literals of a line (end = index of the closing
    quote, or len when unterminated), skipping `//` comments and `\"\"\"` delimiters."""
    spans, k, n = [], 0, len(line)
    while k < n:
        c = line[k:k + 1]
        if line.startswith(b"//", k):
            break
        if line.startswith(b'"""', k):
            return []  # a multi-line string's delimiter: leave the line alone
        if c == b'"':
            j = k + 1
            while j < n and line[j:j + 1] != b'"' and line[j:j + 1] != b"\n":
                j += 2 if line[j:j + 1] == b"\\" else 1
            spans.append((k, min(j, n)))
            k = j + 1
            continue
        k += 1
    return spans


def in_spans(k, spans):
    return any(a <= k <= b for a, b in spans)


def matching_closer(line, k):
    """Index of the bracket closing the one at k on the same line, or -1."""
    opener = line[k:k + 1]
    closer = {b"(": b")", b"[": b"]"}[opener]
    depth, j, spans = 0, k, string_spans(line)
    while j < len(line):
        c = line[j:j + 1]
        if c == b"/" and line.startswith(b"//", j) and not in_spans(j, spans):
            return -1
        if not in_spans(j, spans):
            if c == opener:
                depth += 1
            elif c == closer:
                depth -= 1
                if depth == 0:
                    return j
        j += 1
    return -1


def block_end(lines, a):
    """The line of the `}` closing the block opened at the end of line a: the next line with
    a's indentation that starts with `}`; None when there is none or the block is empty."""
    ind = indent_of(lines[a])
    for c in range(a + 1, len(lines)):
        t = lines[c]
        if not t.strip():
            continue
        if indent_of(t) == ind and t.lstrip().startswith(b"}"):
            return c if c > a + 1 else None
        if len(indent_of(t)) < len(ind):
            return None
    return None


def char_start(line, k):
    """k moved back to the start of the UTF-8 sequence it falls in, so that a cut leaves valid UTF-8."""
    while 0 < k < len(line) and 0x80 <= line[k] < 0xC0:
        k -= 1
    return k


def d_elide(lines, rng, filler, drop_close):
    cands = [a for a, l in enumerate(lines) if is_code(l) and l.rstrip().endswith(b"{")]
    rng.shuffle(cands)
    for a in cands:
        c = block_end(lines, a)
        if c is None:
            continue
        ind = indent_of(lines[a])
        new = [ind + b"    " + filler + b"\n"]
        return a + 1, (c + 1 if drop_close else c), new
    return None


def d_drop_close(lines, rng):
    cands = [a for a, l in enumerate(lines) if l.strip() and all(ch in b"})]; " for ch in l.strip())]
    if not cands:
        return None
    a = rng.choice(cands)
    return a, a + 1, []


def d_cut_line(lines, rng):
    cands = [a for a, l in enumerate(lines) if is_code(l) and len(l.strip()) >= 12]
    if not cands:
        return None
    a = rng.choice(cands)
    l = lines[a].rstrip(b"\r\n")
    start = len(indent_of(l))
    cut = start + int((len(l) - start) * rng.uniform(0.3, 0.9))
    cut = char_start(l, max(start + 1, min(cut, len(l) - 1)))
    return a, a + 1, [l[:cut] + b"\n"]


def d_open_bracket(lines, rng):
    cands = []
    for a, l in enumerate(lines):
        if not is_code(l):
            continue
        spans = string_spans(l)
        for k, ch in enumerate(l):
            if ch in b"([" and not in_spans(k, spans):
                e = matching_closer(l, k)
                if e > 0:
                    cands.append((a, e))
    if not cands:
        return None
    a, e = rng.choice(cands)
    return a, a + 1, [lines[a][:e] + b"\n"]


def d_cut_string(lines, rng):
    cands = []
    for a, l in enumerate(lines):
        if not is_code(l):
            continue
        for s, e in string_spans(l):
            if e - s >= 3 and e < len(l):
                cands.append((a, s, e))
    if not cands:
        return None
    a, s, e = rng.choice(cands)
    cut = rng.randint(s + 1, e - 1)
    if lines[a][cut - 1:cut] == b"\\":
        cut -= 1
    return a, a + 1, [lines[a][:char_start(lines[a], cut)] + b"\n"]


def d_cut_interpolation(lines, rng):
    cands = []
    for a, l in enumerate(lines):
        k = l.find(b"\\(")
        while k >= 0:
            cands.append((a, k))
            k = l.find(b"\\(", k + 1)
    if not cands:
        return None
    a, k = rng.choice(cands)
    l = lines[a]
    depth, e = 0, k + 1
    while e < len(l):
        if l[e:e + 1] == b"(":
            depth += 1
        elif l[e:e + 1] == b")":
            depth -= 1
            if depth == 0:
                break
        e += 1
    cut = rng.randint(k + 2, max(k + 2, min(e, len(l.rstrip(b"\r\n")))))
    return a, a + 1, [l[:char_start(l, cut)] + b"\n"]


KINDS = {
    "elide-comment": lambda L, r: d_elide(L, r, b"// ...", False),
    "elide-dots": lambda L, r: d_elide(L, r, b"...", False),
    "elide-unclosed": lambda L, r: d_elide(L, r, b"// ...", True),
    "drop-close": d_drop_close,
    "cut-line": d_cut_line,
    "open-bracket": d_open_bracket,
    "cut-string": d_cut_string,
    "cut-interpolation": d_cut_interpolation,
}


def generate(srcdir, outdir, seed, per_kind):
    os.makedirs(os.path.join(outdir, "src"), exist_ok=True)
    mapping = {}
    for name in sorted(os.listdir(srcdir)):
        if not name.endswith(".swift"):
            continue
        data = open(os.path.join(srcdir, name), "rb").read()
        lines = data.splitlines(keepends=True)
        if lines and not lines[-1].endswith(b"\n"):
            lines[-1] += b"\n"
        for kind, fn in KINDS.items():
            for j in range(per_kind):
                h = hashlib.sha256(f"{seed}:{kind}:{j}:{name}".encode()).digest()
                rng = random.Random(int.from_bytes(h[:8], "little"))
                d = fn(lines, rng)
                if d is None:
                    continue
                a, b, new = d
                if b >= len(lines):
                    continue  # nothing after the damage to measure
                out = b"".join(lines[:a] + new + lines[b:])
                dname = f"{kind}-{j}__{name}"
                with open(os.path.join(outdir, "src", dname), "wb") as f:
                    f.write(out)
                mapping[dname] = {"intact": name, "kind": kind, "first": a, "replaced": b - a, "new": len(new)}
    with open(os.path.join(outdir, "map.json"), "w") as f:
        json.dump(mapping, f, indent=0, sort_keys=True)
    print(f"damage: {len(mapping)} damaged files from {srcdir}", file=sys.stderr)


# --------------------------------------------------------------------------------------------
# Measurement


def labels_from(d, nbytes):
    lab = bytearray(nbytes)
    for s, e, c in d.get("spans", []):
        if c in CIDX and e > s:
            lab[max(0, s):min(nbytes, e)] = bytes([CIDX[c]]) * (min(nbytes, e) - max(0, s))
    return lab


def load(path, nbytes):
    with open(path) as f:
        return labels_from(json.load(f), nbytes)


def ours(bin_, paths):
    """Our labels for each path, from the CLI (several files per run)."""
    out = {}
    for k in range(0, len(paths), 200):
        chunk = paths[k:k + 200]
        r = subprocess.run([bin_, "--format", "categories"] + chunk, capture_output=True)
        if r.returncode != 0:
            sys.exit(f"damage: {bin_} failed ({r.returncode}): {r.stderr.decode('utf-8', 'replace')[:400]}")
        d = json.loads(r.stdout)
        if len(chunk) == 1 and "spans" in d:
            d = {chunk[0]: d}
        out.update(d)
    return out


def line_starts(data):
    starts = [0]
    for m in re.finditer(b"\n", data):
        starts.append(m.end())
    return starts


def masked(data, lab):
    """The labels with every whitespace byte of data marked 255, so that a line's labels over its
    non-whitespace bytes are a slice with the 255s removed."""
    out = bytearray(lab)
    for m in re.finditer(rb"[ \t\r\n]+", data):
        out[m.start():m.end()] = b"\xff" * (m.end() - m.start())
    return bytes(out)


def line_key(lab, s, e):
    """The labels of the non-whitespace bytes of the line s..<e (`lab` from `masked`)."""
    return lab[s:e].replace(b"\xff", b"")


def measure(args):
    mapping = json.load(open(os.path.join(args.outdir, "map.json")))
    names = sorted(n for n in mapping if not args.kind or mapping[n]["kind"] == args.kind)
    srcdir = os.path.join(args.outdir, "src")
    intacts = sorted({mapping[n]["intact"] for n in names})
    ours_i = ours(args.bin, [os.path.join(args.srcdir, n) for n in intacts])
    ours_d = ours(args.bin, [os.path.join(srcdir, n) for n in names])
    cache_i = {}
    per_kind = {}
    examples = []
    for dn in names:
        m = mapping[dn]
        iname = m["intact"]
        if iname not in cache_i:
            idata = open(os.path.join(args.srcdir, iname), "rb").read()
            cache_i[iname] = (idata, masked(idata, load(os.path.join(args.intact_ref, iname + ".json"), len(idata))),
                              masked(idata, labels_from(ours_i[os.path.join(args.srcdir, iname)], len(idata))),
                              line_starts(idata))
        idata, iref, iours, istarts = cache_i[iname]
        ddata = open(os.path.join(srcdir, dn), "rb").read()
        dref = masked(ddata, load(os.path.join(args.damaged_ref, dn + ".json"), len(ddata)))
        dours = masked(ddata, labels_from(ours_d[os.path.join(srcdir, dn)], len(ddata)))
        dstarts = line_starts(ddata)
        st = per_kind.setdefault(m["kind"], {"files": 0, "lines": 0, "recovered": 0, "strict_ok": 0,
                                             "base": 0, "ok": 0, "files_ok": 0})
        st["files"] += 1
        file_ok = True
        shift = m["new"] - m["replaced"]
        for il in range(m["first"] + m["replaced"], len(istarts) - 1):
            dl = il + shift
            if dl + 1 >= len(dstarts):
                break
            s_i, e_i = istarts[il], istarts[il + 1]
            s_d, e_d = dstarts[dl], dstarts[dl + 1]
            if not idata[s_i:e_i].strip():
                continue
            st["lines"] += 1
            want_i = line_key(iref, s_i, e_i)
            want_d = line_key(dref, s_d, e_d)
            if want_i != want_d:
                continue
            st["recovered"] += 1
            got_d = line_key(dours, s_d, e_d)
            if got_d == want_d:
                st["strict_ok"] += 1
            if line_key(iours, s_i, e_i) == want_i:
                st["base"] += 1
                if got_d == want_d:
                    st["ok"] += 1
                else:
                    file_ok = False
                    examples.append((dn, dl + 1, ddata[s_d:e_d], want_d, got_d))
        if file_ok:
            st["files_ok"] += 1
    total = {k: sum(st[k] for st in per_kind.values()) for k in
             ("files", "lines", "recovered", "strict_ok", "base", "ok", "files_ok")}
    ratio = lambda a, b: a / b if b else 1.0
    result = {
        "recovery": ratio(total["ok"], total["base"]),
        "strict": ratio(total["strict_ok"], total["recovered"]),
        "files_recovered": ratio(total["files_ok"], total["files"]),
        "totals": total,
        "kinds": {k: dict(st, recovery=ratio(st["ok"], st["base"]), strict=ratio(st["strict_ok"], st["recovered"]))
                  for k, st in sorted(per_kind.items())},
    }
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(result, f, indent=1)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{'kind':20} {'files':>6} {'lines':>7} {'recovered':>9} {'recovery':>9} {'strict':>7} {'files ok':>8}")
    for k, st in result["kinds"].items():
        print(f"{k:20} {st['files']:6} {st['lines']:7} {st['recovered']:9} {st['recovery']:9.4f} {st['strict']:7.4f} "
              f"{ratio(st['files_ok'], st['files']):8.4f}")
    print(f"{'all':20} {total['files']:6} {total['lines']:7} {total['recovered']:9} {result['recovery']:9.4f} "
          f"{result['strict']:7.4f} {result['files_recovered']:8.4f}")
    if args.by_file:
        counts = {}
        for dn, line, _, _, _ in examples:
            counts.setdefault(dn, []).append(line)
        for dn, lines in sorted(counts.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print(f"{len(lines):5} {dn}: lines {' '.join(map(str, lines[:12]))}{' …' if len(lines) > 12 else ''}")
    if args.worst:
        def show(key):
            return " ".join(CATS[c][:4] for c in key)
        seen = {}
        for dn, line, text, want, got in examples:
            if seen.get(dn, 0) >= 2:
                continue
            seen[dn] = seen.get(dn, 0) + 1
            print(f"\n{dn}:{line}: {text.decode('utf-8', 'replace').rstrip()}\n  want {show(want)}\n  got  {show(got)}")
            if len(seen) >= args.worst:
                break


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("srcdir")
    g.add_argument("outdir")
    g.add_argument("--seed", type=int, default=24)
    g.add_argument("--per-kind", type=int, default=1)
    m = sub.add_parser("measure")
    for a in ("srcdir", "outdir", "intact_ref", "damaged_ref", "bin"):
        m.add_argument(a)
    m.add_argument("--json", action="store_true")
    m.add_argument("--json-out", help="also write the JSON result to this file")
    m.add_argument("--worst", type=int, default=0)
    m.add_argument("--by-file", action="store_true", help="list the files with wrong lines, most first")
    m.add_argument("--kind")
    args = p.parse_args()
    if args.cmd == "generate":
        generate(args.srcdir, args.outdir, args.seed, args.per_kind)
    else:
        measure(args)


if __name__ == "__main__":
    main()
