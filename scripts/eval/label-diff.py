#!/usr/bin/env python3
"""List every mislabelled token run with its source line, for reading classes of mistakes.

usage: label-diff.py REFDIR PREDDIR SRCDIR [--pair EXPECTED:GOT] [--file SUBSTR] [--context]

Each line: FILE:LINE:COL  EXPECTED->GOT  'TEXT'  |  the source line. A summary of the commonest
(EXPECTED, GOT, TEXT) triples follows. Whitespace bytes are not compared (as in score.py).
"""
import argparse, json, os
from collections import Counter

CATS = ["plain", "keyword", "type", "function", "property", "number", "string", "comment", "attribute",
        "preprocessor"]
CIDX = {c: i for i, c in enumerate(CATS)}
WS = b" \t\r\n"


def load(path, n):
    lab = bytearray(n)
    if os.path.exists(path):
        for s, e, c in json.load(open(path))["spans"]:
            lab[max(0, s):min(n, e)] = bytes([CIDX[c]]) * max(0, min(n, e) - max(0, s))
    return lab


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("refdir"); ap.add_argument("preddir"); ap.add_argument("srcdir")
    ap.add_argument("--pair"); ap.add_argument("--file")
    a = ap.parse_args()
    summary = Counter()
    for name in sorted(os.listdir(a.srcdir)):
        if a.file and a.file not in name:
            continue
        rp = os.path.join(a.refdir, name + ".json")
        if not os.path.exists(rp):
            continue
        src = open(os.path.join(a.srcdir, name), "rb").read()
        ref, pred = load(rp, len(src)), load(os.path.join(a.preddir, name + ".json"), len(src))
        i, n = 0, len(src)
        while i < n:
            if src[i] in WS or ref[i] == pred[i]:
                i += 1
                continue
            j = i + 1
            while j < n and src[j] not in WS and ref[j] == ref[i] and pred[j] == pred[i]:
                j += 1
            pair = f"{CATS[ref[i]]}:{CATS[pred[i]]}"
            if not a.pair or a.pair == pair:
                ls = src.rfind(b"\n", 0, i) + 1
                le = src.find(b"\n", i)
                le = n if le < 0 else le
                line = src.count(b"\n", 0, i) + 1
                text = src[i:j].decode("utf-8", "replace")
                summary[(pair, text[:30])] += 1
                print(f"{name}:{line}:{i - ls + 1}  {pair}  {text[:40]!r}  |  "
                      f"{src[ls:le].decode('utf-8', 'replace').strip()[:150]}")
            i = j
    print("\n== commonest")
    for (pair, text), k in summary.most_common(40):
        print(f"{k:5d}  {pair:22s} {text!r}")


if __name__ == "__main__":
    main()
