#!/usr/bin/env python3
"""Checks a test site after `swift-highlight site` rewrote it, against the same site as its
generator built it.

    check.py GENERATOR SOURCE_DIR ORIGINAL_DIR PROCESSED_DIR [--linked LINKED_DIR] [--chromium BINARY]
    check.py --expected GENERATOR SOURCE_DIR      # prints the Swift fence sources per page (JSON)

SOURCE_DIR is the site's sources (Tests/site/GENERATOR), ORIGINAL_DIR the generator's output
and PROCESSED_DIR a copy of it that `swift-highlight site` rewrote. What must hold:

- every Swift block the generator wrote (its outermost wrapper element: Chroma's, Rouge's,
  Pandoc's, Pygments' in Sphinx and MkDocs) holds, after the rewrite, exactly one <pre> with our
  classes whose text (tags removed, entities decoded, aria-hidden line numbers dropped) is the
  fence's source as written in SOURCE_DIR (a final newline may follow), with a keyword span;
- everything outside those blocks (other languages' blocks, prose, navigation) is byte for byte
  what the generator wrote, and so is every page without Swift blocks and every other file; the
  only new files allowed are stylesheets;
- LINKED_DIR, another copy rewritten with `--link-css`: each page with code links a stylesheet
  that the run wrote, and differs from ORIGINAL_DIR only in the Swift blocks and that link;
- with --chromium: in headless Chromium, the page with code of LINKED_DIR (or, without it, that
  of PROCESSED_DIR with a link to the stylesheet the CLI wrote added to a probe copy) shows a
  keyword in a computed colour that differs from that of the plain text around it.

Exits 0 when everything holds, 1 with one line per failure otherwise. Standard library only.
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser

PREFIX = os.environ.get("SITE_CLASS_PREFIX", "swh-")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SWIFT_CLASSES = {"language-swift", "lang-swift", "highlight-swift", "swift"}


# --- the fences of the sources -------------------------------------------------------------

def markdown_fences(text):
    """Swift sources of a Markdown page in order: CommonMark fences whose info string names
    swift (`swift`, `swift {…}`, Pandoc's `{.swift …}`), Hugo's highlight shortcode and
    Jekyll's highlight tag."""
    lines = text.split("\n")
    sources, i = [], 0
    while i < len(lines):
        line = lines[i]
        fence = re.match(r"^ {0,3}(`{3,}|~{3,})(.*)$", line)
        tag = re.match(r"^\{\{<\s*highlight\s+(\S+).*>\}\}\s*$|^\{%\s*highlight\s+(\S+).*%\}\s*$", line)
        if fence:
            marker, info = fence.group(1), fence.group(2)
            tokens = [t for t in re.split(r"[\s{}]+", info) if t]
            is_swift = bool(tokens) and (tokens[0].lower() == "swift" or ".swift" in tokens)
            body, i = [], i + 1
            while i < len(lines) and not re.match(r"^ {0,3}" + re.escape(marker[0]) + "{%d,}\\s*$" % len(marker), lines[i]):
                body.append(lines[i])
                i += 1
            if is_swift:
                sources.append("\n".join(body))
        elif tag:
            language = tag.group(1) or tag.group(2)
            end = r"^\{\{<\s*/highlight\s*>\}\}\s*$" if tag.group(1) else r"^\{%\s*endhighlight\s*%\}\s*$"
            body, i = [], i + 1
            while i < len(lines) and not re.match(end, lines[i]):
                body.append(lines[i])
                i += 1
            if language.lower().strip('"') == "swift":
                sources.append("\n".join(body))
        i += 1
    return sources


def rst_code_blocks(text):
    """Swift sources of a reStructuredText page: `.. code-block:: swift` (and `code`,
    `sourcecode`) directives, options skipped, content unindented."""
    lines = text.split("\n")
    sources, i = [], 0
    while i < len(lines):
        m = re.match(r"^(\s*)\.\.\s+(?:code-block|code|sourcecode)::\s*(\S+)\s*$", lines[i])
        i += 1
        if not m:
            continue
        indent = len(m.group(1))
        while i < len(lines) and re.match(r"^\s+:[\w-]+:", lines[i]):
            i += 1
        body = []
        while i < len(lines) and (lines[i].strip() == "" or len(lines[i]) - len(lines[i].lstrip()) > indent):
            body.append(lines[i])
            i += 1
        while body and body[0].strip() == "":
            body.pop(0)
        while body and body[-1].strip() == "":
            body.pop()
        cut = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
        if m.group(2).lower() == "swift":
            sources.append("\n".join(l[cut:] for l in body))
    return sources


def expected_blocks(generator, source_dir):
    """{page path in the built site: [Swift sources in order]} for pages with Swift blocks."""
    pages = {}
    def add(page, sources):
        if sources:
            pages[page] = sources
    if generator == "hugo":
        content = os.path.join(source_dir, "content")
        for name in sorted(os.listdir(content)):
            if name.endswith(".md") and name != "_index.md":
                with open(os.path.join(content, name), encoding="utf-8") as f:
                    add(f"{name[:-3]}/index.html", markdown_fences(f.read()))
    elif generator in ("jekyll", "pandoc"):
        for name in sorted(os.listdir(source_dir)):
            if name.endswith(".md") and name != "README.md":
                with open(os.path.join(source_dir, name), encoding="utf-8") as f:
                    add(f"{name[:-3]}.html", markdown_fences(f.read()))
    elif generator == "mkdocs":
        docs = os.path.join(source_dir, "docs")
        for name in sorted(os.listdir(docs)):
            if name.endswith(".md"):
                with open(os.path.join(docs, name), encoding="utf-8") as f:
                    add(f"{name[:-3]}.html", markdown_fences(f.read()))
    elif generator == "sphinx":
        for name in sorted(os.listdir(source_dir)):
            if name.endswith(".rst"):
                with open(os.path.join(source_dir, name), encoding="utf-8") as f:
                    add(f"{name[:-4]}.html", rst_code_blocks(f.read()))
    else:
        raise SystemExit(f"check: unknown generator {generator}")
    return pages


# --- elements of a page, with their extents --------------------------------------------------

class Element:
    def __init__(self, tag, attrs, start, parent):
        self.tag, self.attrs, self.start, self.parent = tag, dict(attrs), start, parent
        self.end = self.inner_end = None  # after the element; where its content ends
        self.children = []
        self.classes = set((self.attrs.get("class") or "").split())


class Elements(HTMLParser):
    """Every element of a document with its start and end offsets (characters of the str)."""

    def __init__(self, text):
        super().__init__(convert_charrefs=False)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.root = Element("#root", [], 0, None)
        self.current = self.root
        self.all = []
        self.feed(text)
        self.close()
        while self.current is not self.root:  # unclosed elements end with the document
            self.current.end = self.current.inner_end = len(text)
            self.current = self.current.parent
        self.root.end = len(text)

    def position(self):
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def handle_starttag(self, tag, attrs):
        start = self.position()
        element = Element(tag, attrs, start, self.current)
        self.current.children.append(element)
        self.all.append(element)
        if tag in VOID:
            element.end = element.inner_end = self.text.index(">", start) + 1
        else:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        start = self.position()
        element = Element(tag, attrs, start, self.current)
        element.end = element.inner_end = self.text.index(">", start) + 1
        self.current.children.append(element)
        self.all.append(element)

    def handle_endtag(self, tag):
        start = self.position()
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is self.root:
            return  # a stray end tag
        end = self.text.index(">", start) + 1
        while self.current is not node:  # elements closed implicitly end here
            self.current.end = self.current.inner_end = start
            self.current = self.current.parent
        node.end, node.inner_end = end, start
        self.current = node.parent


def is_wrapper(element):
    """The outer elements generators put around a highlighted block."""
    if element.tag not in ("div", "figure"):
        return False
    c = element.classes
    return bool(c & {"highlight", "highlighter-rouge", "sourceCode", "literal-block-wrapper"}) or \
        any(k.startswith("highlight-") or k.startswith("language-") for k in c)


def names_swift(element):
    return bool(element.classes & SWIFT_CLASSES) or (element.attrs.get("data-lang") or "").lower() == "swift"


def subtree(element):
    stack = [element]
    while stack:
        e = stack.pop()
        yield e
        stack.extend(reversed(e.children))


def swift_blocks(text):
    """(start, end) of each outermost generator wrapper that holds a Swift block, in order."""
    doc = Elements(text)
    blocks = []
    def visit(element):
        if is_wrapper(element):
            if any(names_swift(e) for e in subtree(element)):
                blocks.append((element.start, element.end))
            return  # nothing nested in a wrapper is a block of its own
        for child in element.children:
            visit(child)
    visit(doc.root)
    return blocks


def visible_text(text, element):
    """The text of an element: tags removed, entities decoded, aria-hidden elements dropped."""
    parts = []
    def walk(e):
        position = text.index(">", e.start) + 1
        for child in e.children:
            parts.append(text[position:child.start])
            if child.attrs.get("aria-hidden") != "true":
                walk(child)
            position = child.end
        parts.append(text[position:e.inner_end])
    walk(element)
    return html.unescape("".join(parts))


# --- the checks ----------------------------------------------------------------------------

def check_page(name, original, processed, sources, failures):
    blocks = swift_blocks(original)
    if len(blocks) != len(sources):
        failures.append(f"{name}: the generator wrote {len(blocks)} Swift blocks for {len(sources)} fences (test site and check disagree)")
        return
    gaps, position = [], 0
    for start, end in blocks:
        gaps.append(original[position:start])
        position = end
    gaps.append(original[position:])
    pattern = "(.*?)".join(re.escape(g) for g in gaps)
    match = re.fullmatch(pattern, processed, re.DOTALL)
    if not match:
        # Name the first gap that differs, for the reader.
        cursor = 0
        for index, gap in enumerate(gaps):
            found = processed.find(gap, cursor)
            if found < 0:
                where = f"before Swift block {index + 1}" if index < len(blocks) else "after the last Swift block"
                failures.append(f"{name}: the page outside the Swift blocks changed: the text {where} "
                                f"({gap[:80]!r}…) is not in the output")
                break
            cursor = found + len(gap)
        else:
            failures.append(f"{name}: the page outside the Swift blocks changed")
        return
    for index, (replacement, source) in enumerate(zip(match.groups(), sources), start=1):
        doc = Elements(replacement)
        ours = [e for e in doc.all if e.tag == "pre" and
                any(any(c.startswith(PREFIX) for c in d.classes) for d in subtree(e) if d is not e and d.tag == "span")]
        where = f"{name}: Swift block {index}"
        if len(ours) != 1:
            failures.append(f"{where}: {len(ours)} <pre> elements with {PREFIX}* spans (want 1): {replacement[:200]!r}")
            continue
        text = visible_text(replacement, ours[0])
        if text != source and text != source + "\n":
            failures.append(f"{where}: its text differs from the fence's source:\n  got  {text!r}\n  want {source!r}")
        if not any(PREFIX + "keyword" in d.classes for d in subtree(ours[0])):
            failures.append(f"{where}: no {PREFIX}keyword span")


def files_under(directory):
    found = {}
    for folder, _, names in os.walk(directory):
        for n in names:
            path = os.path.join(folder, n)
            found[os.path.relpath(path, directory)] = path
    return found


def read(path):
    with open(path, "rb") as f:
        return f.read()


def linked_stylesheets(text, page_path, processed_dir, new_stylesheets):
    """The stylesheets of the run that the page links, as paths relative to the site."""
    found = []
    for href in re.findall(r"<link[^>]*href=\"([^\"]+\.css)\"", text):
        target = os.path.relpath(os.path.normpath(os.path.join(os.path.dirname(page_path), href)), processed_dir)
        if target in new_stylesheets:
            found.append(target)
    return found


def chromium_probe(binary, page_path, processed_dir, new_stylesheets, failures, label):
    """Loads a probe copy of the page in headless Chromium and compares a keyword's computed
    colour with the plain text's."""
    text = read(page_path).decode("utf-8")
    head_extra = ""
    if not linked_stylesheets(text, page_path, processed_dir, new_stylesheets):
        if not new_stylesheets:
            failures.append(f"{label}: the page links no stylesheet of ours and the run wrote none")
            return
        href = os.path.relpath(os.path.join(processed_dir, new_stylesheets[0]), os.path.dirname(page_path))
        head_extra = f'<link rel="stylesheet" href="{html.escape(href)}">'
    script = """<script>
addEventListener('load', () => {
  const out = document.createElement('pre'); out.id = 'swh-probe';
  const keyword = document.querySelector('pre span.%(p)skeyword');
  let result = {found: !!keyword};
  if (keyword) {
    const code = keyword.closest('code') || keyword.closest('pre');
    result.keyword = getComputedStyle(keyword).color;
    result.plain = getComputedStyle(code).color;
    result.word = keyword.textContent;
  }
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>""" % {"p": PREFIX}
    probe = text.replace("</head>", head_extra + "</head>", 1).replace("</body>", script + "</body>", 1)
    probe_path = os.path.join(os.path.dirname(page_path), "swh-probe.html")
    with open(probe_path, "w", encoding="utf-8") as f:
        f.write(probe)
    try:
        with tempfile.TemporaryDirectory() as profile:
            args = [binary, "--headless", "--disable-gpu", "--no-first-run", "--disable-extensions",
                    "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--virtual-time-budget=5000",
                    "--dump-dom", "file://" + probe_path]
            if os.getuid() == 0:
                args.insert(1, "--no-sandbox")
            run = subprocess.run(args, capture_output=True, text=True, timeout=120)
    finally:
        os.remove(probe_path)
    m = re.search(r'<pre id="swh-probe">(.*?)</pre>', run.stdout, re.DOTALL)
    if not m:
        failures.append(f"{label}: Chromium wrote no probe result: {run.stderr.strip()[-300:]}")
        return
    result = json.loads(html.unescape(m.group(1)))
    if not result.get("found"):
        failures.append(f"{label}: Chromium found no {PREFIX}keyword span")
    elif result["keyword"] == result["plain"]:
        failures.append(f"{label}: in Chromium the keyword {result['word']!r} has the plain text's colour {result['plain']}")
    else:
        print(f"  {label}: in Chromium {result['word']!r} is {result['keyword']}, plain text {result['plain']}")


def main(argv):
    if len(argv) == 3 and argv[0] == "--expected":
        json.dump(expected_blocks(argv[1], argv[2]), sys.stdout, indent=1, ensure_ascii=False)
        print()
        return 0
    def option(name):
        if name not in argv:
            return None
        i = argv.index(name)
        value = argv[i + 1]
        del argv[i:i + 2]
        return value
    chromium = option("--chromium")
    linked_dir = option("--linked")
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    generator, source_dir, original_dir, processed_dir = argv
    expected = expected_blocks(generator, source_dir)
    failures = []
    before, after = files_under(original_dir), files_under(processed_dir)
    for rel in sorted(set(before) - set(after)):
        failures.append(f"{rel}: removed by the run")
    new_stylesheets = sorted(rel for rel in set(after) - set(before) if rel.endswith(".css"))
    for rel in sorted(set(after) - set(before)):
        if not rel.endswith(".css"):
            failures.append(f"{rel}: a new file that is not a stylesheet")
    blocks = 0
    for rel in sorted(set(before) & set(after)):
        old, new = read(before[rel]), read(after[rel])
        if rel in expected:
            blocks += len(expected[rel])
            check_page(rel, old.decode("utf-8"), new.decode("utf-8"), expected[rel], failures)
        elif old != new:
            failures.append(f"{rel}: changed, but it holds no Swift block")
    for rel in expected:
        if rel not in before:
            failures.append(f"{rel}: the generator wrote no such page")
    if linked_dir:
        linked = files_under(linked_dir)
        linked_sheets = sorted(rel for rel in set(linked) - set(before) if rel.endswith(".css"))
        for rel in sorted(set(linked) - set(before)):
            if not rel.endswith(".css"):
                failures.append(f"--link-css run: {rel}: a new file that is not a stylesheet")
        for rel in sorted(set(before) & set(linked)):
            if rel not in expected:
                if read(before[rel]) != read(linked[rel]):
                    failures.append(f"--link-css run: {rel}: changed, but it holds no Swift block")
                continue
            text = read(linked[rel]).decode("utf-8")
            sheets = linked_stylesheets(text, linked[rel], linked_dir, linked_sheets)
            if not sheets:
                failures.append(f"--link-css run: {rel} links no stylesheet the run wrote ({linked_sheets})")
                continue
            # Without the link, the page is the one of the run without --link-css.
            link = re.search(r"<link[^>]*href=\"[^\"]*" + re.escape(os.path.basename(sheets[0])) + r"\"[^>]*>\n?", text)
            unlinked = text[:link.start()] + text[link.end():]
            if unlinked != read(after[rel]).decode("utf-8"):
                failures.append(f"--link-css run: {rel}: differs from the run without --link-css by more than its link {link.group(0)!r}")
            if chromium:
                chromium_probe(chromium, linked[rel], linked_dir, linked_sheets, failures, f"{generator} {rel} (linked)")
    elif chromium:
        for rel in expected:
            if rel in after:
                chromium_probe(chromium, after[rel], processed_dir, new_stylesheets, failures, f"{generator} {rel}")
    for f in failures:
        print(f"  FAIL {generator}: {f}")
    if not failures:
        print(f"  {generator}: {len(before)} files, {blocks} Swift blocks rewritten as their fences; everything else unchanged")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
