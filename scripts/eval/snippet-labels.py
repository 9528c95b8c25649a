#!/usr/bin/env python3
"""Hand-checked reference labels for held-out snippets whose syntax is newer than the oracle.

The oracle (swift-syntax 603) labels every snippet of Tests/snippets/ unless the snippet has a
listing next to it, NAME.swift.labels: then the listing is the reference. A listing is what
../shared/eval/oracle/check/render.py prints, one labelled span per line,

    LINE:COL<TAB>CATEGORY<TAB>TEXT

(COL counts bytes from 1; TEXT is the span's text with `\\`, newlines and tabs escaped as `\\\\`,
`\\n`, `\\t`; bytes of no span are plain), after any number of `#` lines saying why the oracle
cannot be the judge (which proposal, what swift-syntax 603 does with it). Every span is checked
against the source: its text must be there at LINE:COL, spans must be in order and must not
overlap, and the category must be one of CATEGORIES.md's.

    snippet-labels.py json SOURCE LISTING > LABELS.json     listing -> label file (CATEGORIES.md format)
    snippet-labels.py listing SOURCE LABELS.json > LISTING  label file -> listing (a starting point:
                                                            the oracle's or the engine's labels)
    snippet-labels.py check DIR                             check every DIR/*.swift.labels

Exit status 1 with a message naming the line when a listing does not match its source.
"""
import json, sys

CATEGORIES = {"keyword", "type", "function", "property", "number", "string", "comment", "attribute",
              "preprocessor", "plain"}


class ListingError(Exception):
    pass


def unescape(text):
    out, k = [], 0
    while k < len(text):
        c = text[k]
        if c == "\\" and k + 1 < len(text):
            nxt = text[k + 1]
            if nxt in "\\nt":
                out.append({"\\": "\\", "n": "\n", "t": "\t"}[nxt])
                k += 2
                continue
        out.append(c)
        k += 1
    return "".join(out)


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def line_starts(src):
    starts = [0]
    for k, b in enumerate(src):
        if b == 0x0A:
            starts.append(k + 1)
    return starts


def parse_listing(src, listing_text, name="listing"):
    """-> list of [start, end, category], checked against the source bytes."""
    starts = line_starts(src)
    spans, last_end = [], 0
    for number, raw in enumerate(listing_text.split("\n"), 1):
        if raw == "" or raw.startswith("#"):
            continue
        parts = raw.split("\t", 2)
        if len(parts) != 3:
            raise ListingError(f"{name}:{number}: expected LINE:COL<TAB>CATEGORY<TAB>TEXT")
        pos, category, text = parts
        line_col = pos.split(":")
        if len(line_col) != 2 or not all(p.isdigit() for p in line_col):
            raise ListingError(f"{name}:{number}: bad position {pos!r}")
        line, col = int(line_col[0]), int(line_col[1])
        if category not in CATEGORIES:
            raise ListingError(f"{name}:{number}: unknown category {category!r}")
        if not 1 <= line <= len(starts) or col < 1:
            raise ListingError(f"{name}:{number}: position {pos} is outside the source")
        start = starts[line - 1] + col - 1
        want = unescape(text).encode("utf-8")
        if not want:
            raise ListingError(f"{name}:{number}: empty span")
        end = start + len(want)
        if src[start:end] != want:
            got = src[start:end].decode("utf-8", "replace")
            raise ListingError(f"{name}:{number}: source has {escape(got)!r} at {pos}, listing says {text!r}")
        if start < last_end:
            raise ListingError(f"{name}:{number}: span at {pos} overlaps or precedes the previous one")
        last_end = end
        if category != "plain":
            spans.append([start, end, category])
    return spans


def render(src, labels):
    lines = []
    starts = line_starts(src)
    for s, e, c in labels["spans"]:
        # the line holding byte s: the last line start <= s
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= s:
                lo = mid
            else:
                hi = mid - 1
        text = src[s:e].decode("utf-8", "replace")
        lines.append("%d:%d\t%s\t%s" % (lo + 1, s - starts[lo] + 1, c, escape(text)))
    return "\n".join(lines) + ("\n" if lines else "")


def main(argv):
    if len(argv) == 4 and argv[1] == "json":
        src = open(argv[2], "rb").read()
        spans = parse_listing(src, open(argv[3], encoding="utf-8", newline="").read(), argv[3])
        json.dump({"bytes": len(src), "spans": spans}, sys.stdout)
        sys.stdout.write("\n")
    elif len(argv) == 4 and argv[1] == "listing":
        src = open(argv[2], "rb").read()
        sys.stdout.write(render(src, json.load(open(argv[3]))))
    elif len(argv) == 3 and argv[1] == "check":
        import glob, os
        listings = sorted(glob.glob(os.path.join(argv[2], "*.swift.labels")))
        for listing in listings:
            src_path = listing[: -len(".labels")]
            if not os.path.exists(src_path):
                raise ListingError(f"{listing}: no {os.path.basename(src_path)} next to it")
            parse_listing(open(src_path, "rb").read(), open(listing, encoding="utf-8", newline="").read(), listing)
        print(f"snippet-labels: {len(listings)} listings match their sources")
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except ListingError as e:
        sys.stderr.write(f"snippet-labels: {e}\n")
        sys.exit(1)
