#!/usr/bin/env python3
"""Checks every HTML output mode of the swift-highlight CLI with a real HTML5 parser.

    check_html.py BINARY

For each sample input and each mode, the CLI's output is put in a page and parsed by html5lib in
strict mode (any HTML5 parse error fails the case), then the tree is compared with what the
input and the token list say it must be:
  - the text of the code element is the input (newlines normalized as HTML does; line-number
    gutters removed), so nothing was lost, added or left unescaped;
  - only the expected elements (pre, code, span) and attributes (class, style, data-line,
    aria-hidden) appear, every class is one of the scheme's documented names;
  - native scheme: the spans are exactly the tokens of `--format tokens --json`;
  - line modes: the code element holds only line elements and newlines, numbered in order,
    each line's text is the input's line, highlighted lines carry the hl class, and no token
    element crosses a line;
  - --standalone: a complete page, parsed as it is, with the theme's stylesheet, one pre/code
    per input file with the input's text, headings when there are several;
  - markdown: Swift fences become pre/code blocks whose text is the fence content; other fences
    and text are untouched (compared through `cmark` when it is installed); HTML input: only
    the language-swift blocks change, and their text stays the same.
Prints one line per failure and ends with 'N passed, N failed'. Exit status 1 on any failure.
Needs html5lib (Debian: python3-html5lib).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import html5lib

BINARY = None
PASSED = 0
FAILED = 0

SAMPLE_MAIN = r'''/// A documented type: <b>bold</b> & "quoted" 'single'
@available(macOS 13, *)
public struct Box<T: Equatable>: Equatable where T: Sendable {
    /* a block comment
       over two lines with </span> inside */
    let value: T
    var text = "a < b && c > d \"q\" \(value) \u{1F600}"
    let multi = """
        line one
        line <two> & \(1 + 2)

        """
    let raw = #"raw \#(value) "quoted""#
    let re = /a+(b|c)*/
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
    #if DEBUG
    let r = #selector(Self.map); let ok = true ? .none : nil; self.value.hashValue
    #endif
}
let émoji = "日本語 — ✓"
'''

SAMPLES = {
    "main.swift": SAMPLE_MAIN.encode(),
    "empty.swift": b"",
    "no-newline.swift": b"let x = 1 /* open",
    "crlf.swift": b"let a = \"x\"\r\n/* b\r\n c */\r\nlet c = 3\r\n",
    "blank-lines.swift": b"\n\nlet x = \"\"\"\n\n\n\"\"\"\n\n",
}

# Classes each scheme may produce (documented names; see Sources/Highlight/Styling/ClassScheme.swift).
SCHEME_CLASSES = {
    "native": {"swh-" + k for k in ["keyword", "type", "function", "property", "number", "string", "comment",
                                     "attribute", "preprocessor", "doc-comment", "string-escape", "interpolation",
                                     "regex", "operator", "macro"]},
    "splash": {"keyword", "string", "type", "call", "number", "comment", "property", "dotAccess", "preprocessing"},
    "hljs": {"hljs-keyword", "hljs-literal", "hljs-type", "hljs-title", "function_", "hljs-property",
             "hljs-number", "hljs-string", "hljs-char", "escape_", "hljs-subst", "hljs-regexp", "hljs-comment",
             "hljs-meta", "hljs-operator"},
    "pygments": {"k", "kc", "kd", "kt", "nf", "py", "nd", "m", "s", "se", "si", "sr", "c1", "cm", "cp", "o"},
    "treesitter": {"keyword", "type", "function", "property", "number", "string", "escape", "regexp",
                   "punctuation", "special", "comment", "documentation", "attribute", "directive", "macro",
                   "operator", "boolean", "constant", "builtin", "variable"},
}
STRUCTURAL = {"swh-code", "swh-line", "swh-ln", "swh-hl", "language-swift", "hljs", "highlight", "splash"}


def run(args, data):
    proc = subprocess.run([BINARY] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode != 0:
        raise AssertionError("exit %d: %s" % (proc.returncode, proc.stderr.decode(errors="replace")))
    return proc.stdout


def fragment(out, text):
    """The HTML fragment the CLI printed, without the line feed it adds after a fragment that does
    not end with one: after a wrapper element (`</pre>`, `</figure>`), or after code whose text
    (`text`) does not end with a line feed."""
    if not out.endswith("\n"):
        raise AssertionError("the CLI's HTML output does not end with a line feed")
    if out.endswith("</pre>\n") or out.endswith("</figure>\n") or not text.endswith("\n"):
        return out[:-1]
    return out


def parse_strict(html_text):
    """Parses a full page in strict mode; raises on any HTML5 parse error."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse("<!DOCTYPE html><html><head><title>t</title></head><body>" + html_text + "</body></html>")


def html_text_of(source_bytes):
    """The text an HTML parser sees for these bytes inside an element: CR LF and CR become LF."""
    text = source_bytes.decode("utf-8", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def text_of(el, skip_gutter=True):
    parts = [el.text or ""]
    for child in el:
        if not (skip_gutter and "swh-ln" in child.get("class", "").split()):
            parts.append(text_of(child, skip_gutter))
        parts.append(child.tail or "")
    return "".join(parts)


def check_attributes(root, allowed_classes, inline):
    for el in root.iter():
        if el.tag in ("html", "head", "title", "body"):
            continue
        if el.tag not in ("pre", "code", "span"):
            raise AssertionError("unexpected element <%s>" % el.tag)
        for name in el.attrib:
            if name not in ("class", "style", "data-line", "aria-hidden"):
                raise AssertionError("unexpected attribute %s on <%s>" % (name, el.tag))
        for cls in el.get("class", "").split():
            if cls not in allowed_classes and cls not in STRUCTURAL:
                raise AssertionError("class %r is not a documented name of the scheme" % cls)
        style = el.get("style")
        if style is not None:
            if not inline and el.tag == "span" and "swh-ln" not in el.get("class", "") and "swh-hl" not in el.get("class", ""):
                raise AssertionError("style attribute without --inline-styles")
            if not re.fullmatch(r"[a-z-]+:[#0-9a-z.%-]+(;[a-z-]+:[#0-9a-z.%-]+)*", style):
                raise AssertionError("unexpected style %r" % style)


def code_element(doc, wrapped):
    body = doc.find("body")
    if wrapped:
        pre = body.find("pre")
        if pre is None or len(body) != 1:
            raise AssertionError("expected one <pre> in the body")
        code = pre.find("code")
        if code is None or len(pre) != 1 or (pre.text or "") != "":
            raise AssertionError("expected <pre><code>")
        return code
    return body.find("pre").find("code")


def check_tokens(code, source_bytes):
    """Native scheme without lines: the spans are the tokens, in order, with their kinds."""
    tokens = json.loads(run(["--format", "tokens", "--json", "--replace-invalid-utf8"], source_bytes))
    spans = list(code)
    if len(spans) != len(tokens):
        raise AssertionError("%d spans for %d tokens" % (len(spans), len(tokens)))
    for span, tok in zip(spans, tokens):
        want_class = "swh-" + tok["kind"]
        want_text = tok["text"].replace("\r\n", "\n").replace("\r", "\n")
        if span.get("class") != want_class or text_of(span) != want_text or len(span) != 0:
            raise AssertionError("span %r %r is not token %r %r" % (span.get("class"), text_of(span), want_class, want_text))


def check_lines(code, source_bytes, first, highlighted, gutter, inline):
    text = html_text_of(source_bytes)
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    if text == "":
        lines = []
    if (code.text or "") != "":
        raise AssertionError("text before the first line element")
    children = list(code)
    if len(children) != len(lines):
        raise AssertionError("%d line elements for %d lines" % (len(children), len(lines)))
    for k, (el, want) in enumerate(zip(children, lines)):
        number = first + k
        classes = el.get("class", "").split()
        if el.tag != "span" or "swh-line" not in classes or el.get("data-line") != str(number):
            raise AssertionError("line %d: element %s %r" % (number, el.tag, el.attrib))
        if ("swh-hl" in classes) != (number in highlighted):
            raise AssertionError("line %d: highlighted is %s" % (number, "swh-hl" in classes))
        tail = el.tail or ""
        last = k == len(children) - 1
        if tail != ("\n" if not last or text.endswith("\n") else ""):
            raise AssertionError("line %d: %r between line elements" % (number, tail))
        if text_of(el) != want:
            raise AssertionError("line %d: text %r, want %r" % (number, text_of(el), want))
        gutters = [c for c in el if "swh-ln" in c.get("class", "").split()]
        if gutter:
            if not gutters or el[0] is not gutters[0] or (el.text or "") != "" or gutters[0].get("aria-hidden") != "true":
                raise AssertionError("line %d: no gutter first" % number)
            if gutters[0].text.strip() != str(number):
                raise AssertionError("line %d: gutter says %r" % (number, gutters[0].text))
        elif gutters:
            raise AssertionError("line %d: unexpected gutter" % number)
        for token in el:
            if len(token) != 0:
                raise AssertionError("line %d: nested element in a token" % number)
            if "\n" in (token.text or ""):
                raise AssertionError("line %d: a token element crosses a line" % number)


def case(name, fn):
    global PASSED, FAILED
    try:
        fn()
        PASSED += 1
    except Exception as error:  # noqa: BLE001 - every failure is reported the same way
        FAILED += 1
        print("FAIL %s: %s" % (name, error))


def html_modes():
    modes = [("default", [], {})]
    modes.append(("pre", ["--pre"], {"wrapped": True}))
    for scheme in SCHEME_CLASSES:
        modes.append(("scheme-" + scheme, ["--pre", "--scheme", scheme], {"wrapped": True, "scheme": scheme}))
    modes.append(("hljs-prefix", ["--pre", "--scheme", "hljs", "--class-prefix", "x-"],
                  {"wrapped": True, "scheme": "hljs", "classes": {c.replace("hljs-", "x-") for c in SCHEME_CLASSES["hljs"]} | {"x-code"}}))
    modes.append(("treesitter-prefix", ["--scheme", "treesitter", "--class-prefix", "swh-"],
                  {"scheme": "treesitter", "classes": {"swh-" + c for c in SCHEME_CLASSES["treesitter"]}}))
    for theme in ["xcode", "xcode-light", "xcode-dark", "high-contrast-light", "high-contrast-dark"]:
        modes.append(("inline-" + theme, ["--pre", "--inline-styles", "--theme", theme], {"wrapped": True, "inline": True}))
    modes.append(("lines", ["--lines"], {"lines": True}))
    modes.append(("lines-pre", ["--pre", "--lines"], {"lines": True, "wrapped": True}))
    modes.append(("line-numbers", ["--line-numbers"], {"lines": True, "gutter": True}))
    modes.append(("highlight-lines", ["--highlight-lines", "2,4-5,9-7000"], {"lines": True, "highlighted": {2, 4, 5} | set(range(9, 7001))}))
    modes.append(("first-line", ["--line-numbers", "--first-line", "98", "--highlight-lines", "99,101"],
                  {"lines": True, "gutter": True, "first": 98, "highlighted": {99, 101}}))
    modes.append(("lines-all-inline", ["--pre", "--inline-styles", "--line-numbers", "--highlight-lines", "1-3", "--scheme", "pygments"],
                  {"lines": True, "gutter": True, "wrapped": True, "inline": True, "highlighted": {1, 2, 3}}))
    modes.append(("lines-hljs", ["--lines", "--scheme", "hljs"], {"lines": True, "scheme": "hljs"}))
    return modes


def check_html_mode(sample, data, args, spec):
    out = fragment(run(args + ["--format", "html", "--replace-invalid-utf8"], data).decode("utf-8"), html_text_of(data))
    wrapped = spec.get("wrapped", False)
    page = out if wrapped else "<pre><code>" + out + "</code></pre>"
    doc = parse_strict(page)
    code = code_element(doc, wrapped)
    scheme = spec.get("scheme", "native")
    check_attributes(doc, spec.get("classes", SCHEME_CLASSES[scheme]), spec.get("inline", False))
    if text_of(code) != html_text_of(data):
        raise AssertionError("text differs from the input")
    if spec.get("lines"):
        check_lines(code, data, spec.get("first", 1), spec.get("highlighted", set()), spec.get("gutter", False), spec.get("inline", False))
    elif scheme == "native" and not spec.get("inline") and "--class-prefix" not in args:
        check_tokens(code, data)
    else:
        for span in code:
            if len(span) != 0:
                raise AssertionError("nested elements")


def check_standalone(args, inputs):
    """`--standalone`: a complete page, parsed as it is (no wrapper added) in strict mode, with
    the theme's stylesheet in the head (none with inline styles), one <pre><code> per input
    whose text is the input, and a heading per input when there are several."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, data in inputs:
            path = os.path.join(tmp, name)
            with open(path, "wb") as f:
                f.write(data)
            paths.append(path)
        out = run(["--standalone", "--replace-invalid-utf8"] + args + paths, b"").decode("utf-8")
    if not out.startswith("<!DOCTYPE html>\n"):
        raise AssertionError("no doctype first")
    doc = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(out)
    head, body = doc.find("head"), doc.find("body")
    title = head.find("title")
    if title is None or title.text != ", ".join(paths):
        raise AssertionError("title %r" % (title.text if title is not None else None))
    if head.find("meta") is None or head.find("meta").get("charset") != "utf-8":
        raise AssertionError("no charset")
    style = head.find("style")
    inline = "--inline-styles" in args
    if inline != (style is None):
        raise AssertionError("stylesheet present: %s, inline styles: %s" % (style is not None, inline))
    if style is not None:
        container = ".highlight" if "pygments" in args else ".swh-code"
        if container + "{" not in style.text or "prefers-color-scheme" not in style.text:
            raise AssertionError("the stylesheet lacks the container rule or the dark theme")
    pres = list(body.iter("pre"))
    headings = [h.text for h in body.iter("h2")]
    if len(pres) != len(inputs):
        raise AssertionError("%d <pre> for %d inputs" % (len(pres), len(inputs)))
    if headings != (paths if len(inputs) > 1 else []):
        raise AssertionError("headings %r" % headings)
    for pre, (_, data) in zip(pres, inputs):
        code = pre.find("code")
        if code is None or "language-swift" not in code.get("class", "").split():
            raise AssertionError("no <code class=language-swift>")
        if text_of(code) != html_text_of(data):
            raise AssertionError("text differs from the input")
    check_attributes(body_without_headings(body), SCHEME_CLASSES["pygments" if "pygments" in args else "native"], inline)


def body_without_headings(body):
    """A copy of the body for check_attributes, which knows only pre, code and span."""
    import copy
    clone = copy.deepcopy(body)
    for h in list(clone.iter("h2")):
        clone.remove(h)
    return clone


MARKDOWN = """# Post

Some text with `inline code` and <b>html</b>.

```swift
let greeting = "Hello, <world> & friends"
/* a
   comment */
```

~~~Swift
func add(_ a: Int, _ b: Int) -> Int { a + b }
~~~

```python
print("not swift")
```

````markdown
```swift
let notHighlighted = 1
```
````

    ```swift
    indented code, not a fence
    ```

1. A list item:

   ```swift
   struct Item { let id: Int }
     // indented more
   ```

2. Second.

<pre><code class="language-swift">if a &lt; b &amp;&amp; c { print(&quot;x&quot;) }</code></pre>

```swift
let unclosed = true
"""


def markdown_blocks_expected():
    return [
        'let greeting = "Hello, <world> & friends"\n/* a\n   comment */\n',
        "func add(_ a: Int, _ b: Int) -> Int { a + b }\n",
        "struct Item { let id: Int }\n  // indented more\n",
        'if a < b && c { print("x") }',
        "let unclosed = true\n",
    ]


def check_markdown(args, expect_numbers):
    md = MARKDOWN.encode()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "post.md")
        with open(path, "wb") as f:
            f.write(md)
        out = run(["markdown"] + args + [path], b"")
    text = out.decode("utf-8")
    # Everything outside the Swift fences is unchanged.
    for kept in ["# Post\n\nSome text with `inline code` and <b>html</b>.\n",
                 '```python\nprint("not swift")\n```\n',
                 "````markdown\n```swift\nlet notHighlighted = 1\n```\n````\n",
                 "    ```swift\n    indented code, not a fence\n    ```\n"]:
        if kept not in text:
            raise AssertionError("lost %r" % kept)
    cmark = shutil.which("cmark") or shutil.which("cmark-gfm")
    if cmark is None:
        return "skipped"
    rendered = subprocess.run([cmark, "--unsafe"], input=out, stdout=subprocess.PIPE, check=True).stdout.decode()
    doc = parse_strict(rendered)
    swift = [c for c in doc.iter("code") if "language-swift" in c.get("class", "").split() and len(c) > 0]
    plain_swift = [c for c in doc.iter("code") if "language-swift" in c.get("class", "").split() and len(c) == 0]
    texts = [text_of(c) for c in swift]
    want = markdown_blocks_expected()
    if texts != want:
        raise AssertionError("highlighted blocks %r, want %r" % (texts, want))
    # The fence inside the markdown fence stays code text for cmark (not highlighted).
    if not any("let notHighlighted = 1" in text_of(c) for c in doc.iter("code")):
        raise AssertionError("the nested fence is gone")
    if plain_swift:
        raise AssertionError("a Swift block was not highlighted: %r" % text_of(plain_swift[0]))
    for c in swift:
        if expect_numbers and not any("swh-ln" in s.get("class", "") for s in c.iter("span")):
            raise AssertionError("no line numbers in a block")
        for span in c.iter("span"):
            for cls in span.get("class", "").split():
                if cls not in SCHEME_CLASSES["native"] and cls not in STRUCTURAL:
                    raise AssertionError("class %r" % cls)
    python = [c for c in doc.iter("code") if "language-python" in c.get("class", "")]
    if len(python) != 1 or text_of(python[0]) != 'print("not swift")\n' or len(python[0]) != 0:
        raise AssertionError("the python block changed")
    return "ok"


HTML_DOC = """<!DOCTYPE html>
<html><head><title>Post</title></head>
<body>
<p>Intro &amp; more.</p>
<pre><code class="language-swift">let s = &quot;&lt;tag&gt;&quot; // &#x1F600; &#39;q&#39;
if a &lt; b { print(s) }
</code></pre>
<pre class="x"><code class="hljs language-swift" data-x="1">func f() -&gt; Int { 0 }</code></pre>
<pre><code class="language-javascript">let a = 1 &lt; 2;</code></pre>
<p>Outro</p>
</body></html>
"""


def check_html_input():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "post.html")
        with open(path, "w") as f:
            f.write(HTML_DOC)
        out = run(["markdown", path], b"").decode("utf-8")
    before = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(HTML_DOC)
    after = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(out)
    codes_before = list(before.iter("code"))
    codes_after = list(after.iter("code"))
    if len(codes_before) != len(codes_after):
        raise AssertionError("code elements changed in number")
    for b, a in zip(codes_before, codes_after):
        if b.attrib != a.attrib:
            raise AssertionError("attributes changed")
        if text_of(b) != text_of(a):
            raise AssertionError("text changed: %r -> %r" % (text_of(b), text_of(a)))
        is_swift = "language-swift" in b.get("class", "").split()
        if is_swift != (len(a) > 0):
            raise AssertionError("highlighted=%s for %r" % (len(a) > 0, b.get("class")))
    if [p.text for p in before.iter("p")] != [p.text for p in after.iter("p")]:
        raise AssertionError("paragraphs changed")


DIFF_SAMPLE = (b" func greet() {\n-    let s = \"old\n+    let s = \"\"\"\n+    hello <&> /* x\n+    \"\"\"\n"
               b"     return s // [!code focus]\n }\r\n\n+\xff\n")


def presented_text(el):
    """The text a reader copies: without line numbers, diff marks and captions."""
    skip = ("swh-ln", "swh-mark", "swh-title")
    parts = [el.text or ""]
    for child in el:
        if not any(c in child.get("class", "").split() for c in skip):
            parts.append(presented_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def check_presentation(args, data, expected_code, title=None):
    """--diff / --notation / --title / prism: strict HTML5, marks aria-hidden, captions escaped,
    and the text outside numbers, marks and captions is the code (markers/comments taken out)."""
    out = fragment(run(args + ["--format", "html", "--replace-invalid-utf8"], data).decode("utf-8"), html_text_of(expected_code))
    doc = parse_strict(out)
    body = doc.find("body")
    for el in body.iter():
        classes = el.get("class", "").split()
        if "swh-mark" in classes or "swh-ln" in classes:
            if el.get("aria-hidden") != "true":
                raise AssertionError("gutter element without aria-hidden: %r" % classes)
    if title is not None:
        cap = body.find(".//figcaption")
        if cap is None or cap.text != title or body.find("figure") is None:
            raise AssertionError("caption %r, want %r" % (cap is not None and cap.text, title))
    got = presented_text(body)
    want = html_text_of(expected_code)
    if got != want:
        raise AssertionError("copied text %r, want %r" % (got, want))


def diff_code(data):
    lines = data.split(b"\n")
    return b"\n".join(l[1:] if l[:1] in (b"+", b"-", b" ") else l for l in lines)


def main():
    global BINARY
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    BINARY = sys.argv[1]
    data_invalid = b"let s = \"\xff\xfe\" // \xc3\x28\n"
    samples = dict(SAMPLES)
    samples["invalid-utf8.swift"] = data_invalid
    for mode, args, spec in html_modes():
        for sample, data in samples.items():
            case("%s/%s" % (mode, sample), lambda d=data, a=args, s=spec, n=sample: check_html_mode(n, d, a, s))
    one = [("main.swift", SAMPLES["main.swift"])]
    several = [("main.swift", SAMPLES["main.swift"]), ("crlf.swift", SAMPLES["crlf.swift"]),
               ("a&b <c>.swift", b"let x = 1\n"), ("invalid.swift", data_invalid)]
    case("standalone/one", lambda: check_standalone([], one))
    case("standalone/several", lambda: check_standalone([], several))
    case("standalone/line-numbers-dark", lambda: check_standalone(["--line-numbers", "--highlight-lines", "2", "--theme", "high-contrast"], one))
    case("standalone/pygments", lambda: check_standalone(["--scheme", "pygments"], several))
    case("standalone/inline-styles", lambda: check_standalone(["--inline-styles", "--theme", "xcode-dark"], several))
    case("markdown/default", lambda: check_markdown([], False))
    case("markdown/line-numbers", lambda: check_markdown(["--line-numbers"], True))
    case("markdown/html-input", check_html_input)
    notation = b"let a = 1 // [!code ++]\n// [!code highlight:2]\nlet b = \"// [!code --]\"\nlet c = 3 /* [!code --] */\r\nlet d = 4\n"
    notation_code = b"let a = 1\nlet b = \"// [!code --]\"\nlet c = 3\r\nlet d = 4\n"
    case("presentation/diff", lambda: check_presentation(["--diff"], DIFF_SAMPLE, diff_code(DIFF_SAMPLE)))
    case("presentation/diff-pre-numbers-title", lambda: check_presentation(
        ["--diff", "--pre", "--line-numbers", "--title", "a <b> & \"c\".swift"], DIFF_SAMPLE, diff_code(DIFF_SAMPLE), "a <b> & \"c\".swift"))
    case("presentation/diff-inline-prism", lambda: check_presentation(
        ["--diff", "--pre", "--inline-styles", "--scheme", "prism", "--highlight-lines", "2-3"], DIFF_SAMPLE, diff_code(DIFF_SAMPLE)))
    case("presentation/notation", lambda: check_presentation(["--notation", "--line-numbers"], notation, notation_code))
    case("presentation/diff-notation", lambda: check_presentation(["--diff", "--notation", "--pre"], DIFF_SAMPLE,
                                                                  diff_code(DIFF_SAMPLE).replace(b" // [!code focus]", b"")))
    case("presentation/prism", lambda: check_presentation(["--pre", "--scheme", "prism"], SAMPLES["main.swift"], SAMPLES["main.swift"]))
    if shutil.which("cmark") is None and shutil.which("cmark-gfm") is None:
        print("note: cmark is not installed; Markdown output was checked without rendering it")
    print("%d passed, %d failed" % (PASSED, FAILED))
    return 0 if FAILED == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
