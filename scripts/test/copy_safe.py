"""The checks of scripts/test/copy-safe.sh: pages made with the CLI, loaded in headless Chromium,
which runs a script at the end of each page and writes its findings into the DOM it dumps."""
import html
import json
import re
import subprocess
import sys

BINARY, CHROMIUM, PRISM, TMP = sys.argv[1:5]
REPO = __file__.rsplit("/scripts/test/", 1)[0]
SANDBOX = sys.argv[5:]
PASSED = FAILED = 0

SOURCE = (b"import Foundation\n\n/// A pager.\nstruct Pager {\n    var page = 1 // next\n"
          b"    let title = \"Caf\xc3\xa9 <&> \\(page)\"\n    /* block\n       comment */\n}\n")
DIFF = (b" struct Pager {\n-    var page = \"old\n+    var page = \"\"\"\n+    new\n+    \"\"\"\n"
        b"     func next() {} // [!code focus]\n }\n")
NOTATION = b"let a = 1 // [!code ++]\n// [!code highlight:2]\nlet b = 2\nlet c = 3 /* [!code --] */\n"

PROBE = """<script>
(function () {
  const r = {};
  const block = document.querySelector('figure') || document.querySelector('pre');
  const range = document.createRange();
  range.selectNodeContents(block);
  const sel = getSelection();
  sel.removeAllRanges();
  sel.addRange(range);
  r.copied = sel.toString();
  sel.removeAllRanges();
  const pre = document.querySelector('pre'), code = document.querySelector('code');
  const cs = (el) => el ? getComputedStyle(el) : null;
  r.body = [cs(document.body).backgroundColor, cs(document.body).color];
  r.pre = pre ? [cs(pre).backgroundColor, cs(pre).color] : null;
  r.code = code ? cs(code).color : null;
  const kw = document.querySelector('.token.keyword, .swh-keyword');
  r.keyword = kw ? cs(kw).color : null;
  r.colorScheme = cs(document.documentElement).colorScheme;
  r.kinds = {};
  for (const el of document.querySelectorAll('[class^="swh-"]')) {
    if (!(el.className in r.kinds)) r.kinds[el.className] = [cs(el).color, cs(el).fontWeight, cs(el).fontStyle];
  }
  document.body.setAttribute('data-probe', JSON.stringify(r));
})();
</script>"""


def run(args, data):
    p = subprocess.run([BINARY] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        raise AssertionError("swift-highlight %s: %s" % (args, p.stderr.decode(errors="replace")))
    return p.stdout.decode("utf-8")


def page(body, head="", html_class=None):
    cls = ' class="%s"' % html_class if html_class else ""
    return ("<!DOCTYPE html><html%s><head><meta charset=\"utf-8\"><title>t</title>%s</head><body>%s%s</body></html>"
            % (cls, head, body, PROBE))


def probe(text, name, dark=False):
    path = "%s/%s.html" % (TMP, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    args = [CHROMIUM, "--headless", "--disable-gpu", "--user-data-dir=%s/profile" % TMP] + SANDBOX
    if dark:
        args.append("--force-dark-mode")  # prefers-color-scheme: dark
    out = subprocess.run(args + ["--dump-dom", "file://" + path], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, timeout=120).stdout.decode("utf-8")
    m = re.search(r'data-probe="([^"]*)"', out)
    if not m:
        raise AssertionError("no probe result in the dumped page %s" % path)
    return json.loads(html.unescape(m.group(1)))


def case(name, fn):
    global PASSED, FAILED
    try:
        fn()
        PASSED += 1
    except Exception as e:  # report and go on
        FAILED += 1
        print("FAIL %s: %s" % (name, e))


def expect(what, got, want):
    if got != want:
        raise AssertionError("%s: %r, want %r" % (what, got, want))


def diff_code(data):
    return b"\n".join(l[1:] if l[:1] in (b"+", b"-", b" ") else l for l in data.split(b"\n"))


def rgb(hex6):
    return "rgb(%d, %d, %d)" % (int(hex6[0:2], 16), int(hex6[2:4], 16), int(hex6[4:6], 16))


def selected(code):
    """What selecting a block of `code` copies: the code less its final line feed, which a
    browser does not select in a <pre> (it draws no line after it; see plain_pre_copy)."""
    text = code.decode("utf-8")
    return text[:-1] if text.endswith("\n") else text


def plain_pre_copy():
    """The reference: the same selection over a plain <pre> holding the escaped source."""
    r = probe(page("<pre>%s</pre>" % html.escape(SOURCE.decode("utf-8"))), "plain")
    expect("copied text of a plain <pre>", r["copied"], selected(SOURCE))


def standalone_copy(args, data, want, name):
    text = run(["--standalone"] + args, data).replace("</body>", PROBE + "</body>")
    r = probe(text, name)
    expect("copied text", r["copied"], selected(want))


def inline_copy(args, data, want, name):
    r = probe(page(run(["--pre", "--inline-styles"] + args, data)), name)
    expect("copied text", r["copied"], selected(want))


def dark_by_class(selector, html_class, system_dark, want_dark, name):
    css = run(["--css", "xcode", "--dark-selector", selector], b"")
    block = run(["--pre", "--line-numbers", "--diff"], DIFF)
    r = probe(page(block, "<style>%s</style>" % css, html_class), name, dark=system_dark)
    want = rgb("1f1f24") if want_dark else rgb("ffffff")
    expect("block background (html class %r, system dark %s)" % (html_class, system_dark), r["pre"][0], want)


def standalone_theme(system_dark):
    text = run(["--standalone", "--dark-selector", ".dark"], SOURCE).replace("</body>", PROBE + "</body>")
    r = probe(text, "standalone-%s" % system_dark, dark=system_dark)
    expect("page background", r["body"][0], rgb("1f1f24") if system_dark else rgb("ffffff"))
    expect("page text", r["body"][1], rgb("dfdfe0") if system_dark else rgb("1d1d1f"))
    expect("color-scheme", r["colorScheme"], "light dark")


XCODE_SOURCE = (b"/// Loads.\n/// - Returns: the page, see https://swift.org\nclass Pager: NSObject {\n"
                b"    // MARK: - Paging\n    var page = 1\n    func next() -> Int { print(page); return page }\n}\n")


def xcode_theme_file(inline):
    """A real Xcode theme file (Alucard, Tests/themes/dracula) with the finer kinds: the page and
    each kind get the file's colours and fonts, as Xcode shows them."""
    theme = "%s/Tests/themes/dracula/Alucard.xccolortheme" % REPO
    args = ["--xcode-kinds", "--theme", theme] + (["--pre", "--inline-styles"] if inline else ["--standalone"])
    text = run(args, XCODE_SOURCE)
    text = page(text) if inline else text.replace("</body>", PROBE + "</body>")
    r = probe(text, "xcode-theme-%s" % ("inline" if inline else "standalone"))
    if inline:
        expect("block background", r["pre"][0], rgb("fffae5"))
        return
    expect("page background", r["body"][0], rgb("fffae5"))
    expect("page text", r["body"][1], rgb("181818"))
    want = {
        "swh-type-declaration": (rgb("0b5783"), "400", "normal"),     # declaration.type
        "swh-function-declaration": (rgb("15610a"), "400", "normal"), # declaration.other
        "swh-other-declaration": (rgb("15610a"), "400", "normal"),
        "swh-system-type": (rgb("903b11"), "400", "normal"),          # identifier.type.system
        "swh-system-function": (rgb("903b11"), "400", "normal"),      # identifier.function.system
        "swh-keyword": (rgb("91003c"), "700", "normal"),              # keyword, SFMono-Bold
        "swh-mark-comment": (rgb("181818"), "700", "normal"),         # mark, SFMono-Bold
        "swh-doc-keyword": (rgb("5030bd"), "700", "normal"),          # comment.doc.keyword
        "swh-url": (rgb("5030bd"), "400", "normal"),                  # url
    }
    for cls, colour in want.items():
        expect(cls, tuple(r["kinds"].get(cls, ())), colour)


def prism_theme(theme, pre_background, code_color, keyword_color):
    with open("%s/%s" % (PRISM, theme), encoding="utf-8") as f:
        css = f.read()
    for args in (["--pre", "--scheme", "prism"], ["--pre", "--scheme", "prism", "--line-numbers"]):
        r = probe(page(run(args, SOURCE), "<style>%s</style>" % css), "prism-" + theme.replace(".css", ""))
        expect("%s: <pre> background" % theme, r["pre"][0], pre_background)
        expect("%s: code text" % theme, r["code"], code_color)
        expect("%s: keyword" % theme, r["keyword"], keyword_color)


def main():
    case("copy/plain-pre", plain_pre_copy)
    want_diff = diff_code(DIFF)
    want_notation = b"let a = 1\nlet b = 2\nlet c = 3\n"
    for name, args, data, want in [
        ("numbers", ["--line-numbers"], SOURCE, SOURCE),
        ("numbers-highlight", ["--line-numbers", "--highlight-lines", "2-4", "--first-line", "98"], SOURCE, SOURCE),
        ("diff", ["--diff"], DIFF, want_diff),
        ("diff-numbers-title", ["--diff", "--line-numbers", "--highlight-lines", "3", "--title", "Pager.swift"], DIFF, want_diff),
        ("notation", ["--notation", "--line-numbers"], NOTATION, want_notation),
        ("diff-notation", ["--diff", "--notation", "--line-numbers"], DIFF, want_diff.replace(b" // [!code focus]", b"")),
        ("prism-numbers", ["--scheme", "prism", "--line-numbers", "--diff"], DIFF, want_diff),
    ]:
        case("copy/standalone/" + name, lambda a=args, d=data, w=want, n=name: standalone_copy(a, d, w, "s-" + n))
        case("copy/inline/" + name, lambda a=args, d=data, w=want, n=name: inline_copy(a, d, w, "i-" + n))
    for selector, cls, system_dark, want_dark in [(".dark", "dark", False, True), (".dark", "light", True, False),
                                                  (".dark", None, True, True), (".dark", None, False, False),
                                                  ('[data-theme="dark"]', None, False, False)]:
        case("dark-by-class/%s/%s/system-%s" % (selector, cls, "dark" if system_dark else "light"),
             lambda s=selector, c=cls, d=system_dark, w=want_dark: dark_by_class(s, c, d, w, "dark-%s-%s" % (c, d)))
    case("standalone/light", lambda: standalone_theme(False))
    case("standalone/dark", lambda: standalone_theme(True))
    # Colours as each stock theme writes them (themes/*.css): the block's background on the
    # <pre>, the text colour on code[class*="language-"], and .token.keyword.
    case("prism/prism.css", lambda: prism_theme("prism.css", rgb("f5f2f0"), "rgb(0, 0, 0)", rgb("0077aa")))
    case("prism/prism-okaidia.css", lambda: prism_theme("prism-okaidia.css", rgb("272822"), rgb("f8f8f2"), rgb("66d9ef")))
    case("prism/prism-tomorrow.css", lambda: prism_theme("prism-tomorrow.css", rgb("2d2d2d"), rgb("cccccc"), rgb("cc99cd")))
    case("xcode-theme-file/standalone", lambda: xcode_theme_file(False))
    case("xcode-theme-file/inline", lambda: xcode_theme_file(True))
    print("copy-safe: %d passed, %d failed" % (PASSED, FAILED))
    return 0 if FAILED == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
