"""The checks of scripts/test/compiler-pages.sh: pages made with swift-highlight --compiler,
loaded in headless Chromium (a window of 900 px, as wide as the example's longest line, so that
names near its right edge need their popups flipped to stay in view), which runs a probe at the end of the page
and writes its findings into the DOM it dumps."""
import html
import json
import re
import subprocess
import sys

BINARY, CHROMIUM, TMP = sys.argv[1:4]
SANDBOX = sys.argv[4:]
REPO = __file__.rsplit("/scripts/test/", 1)[0]
EXAMPLE = REPO + "/Tests/compiler/example.swift"
PASSED = FAILED = 0

PROBE = """<script>
window.addEventListener('load', () => { window.focus(); setTimeout(async () => {
  const r = {};
  const pre = document.querySelector('pre');
  const tips = () => [...pre.querySelectorAll('[role="tooltip"]')];
  const shown = (el) => getComputedStyle(el).display !== 'none';
  r.hover = [...pre.querySelectorAll('[tabindex="0"]')].length;
  r.hiddenBefore = tips().filter((t) => t.closest('[tabindex]') && shown(t)).length;
  r.below = tips().filter((t) => !t.closest('[tabindex]')).map((t) => [shown(t), getComputedStyle(t, '::before').content]);
  r.described = [...pre.querySelectorAll('[aria-describedby]')].every((a) => {
    const t = document.getElementById(a.getAttribute('aria-describedby'));
    return t && t.getAttribute('role') === 'tooltip';
  });
  // Focus each anchor in turn: its popup opens, only it, inside the window (measured a moment
  // later, once anchor positioning has placed it). after
  // two frames, once anchor positioning has placed it).
  const frame = () => new Promise((done) => setTimeout(done, 20));
  r.focus = [];
  for (const a of pre.querySelectorAll('[tabindex="0"]')) {
    a.focus();
    await frame();
    const tip = a.querySelector('[role="tooltip"]');
    const b = tip.getBoundingClientRect();
    const open = tips().filter((t) => t.closest('[tabindex]') && shown(t)).length;
    r.focus.push([a.firstChild.textContent, shown(tip), open, b.left >= 0 && b.right <= innerWidth, tip.textContent,
                  [b.left, b.right, a.getBoundingClientRect().left, a.getBoundingClientRect().right]]);
  }
  document.activeElement.blur();
  // Copying the whole block: exactly the code.
  const range = document.createRange();
  range.selectNodeContents(pre);
  getSelection().removeAllRanges();
  getSelection().addRange(range);
  r.copied = getSelection().toString();
  getSelection().removeAllRanges();
  // Without the tooltips (and line numbers), the text is exactly the code.
  const clone = pre.cloneNode(true);
  clone.querySelectorAll('[role="tooltip"], [aria-hidden="true"]').forEach((t) => t.remove());
  r.lines = [...pre.querySelectorAll('[data-line]')].map((l) => [l.getAttribute('data-line'),
    l.querySelectorAll('[role="tooltip"]').length, l.querySelectorAll('.swh-below').length]);
  r.text = clone.textContent;
  r.tipColors = (() => { const t = pre.querySelector('[tabindex="0"] [role="tooltip"]');
                         pre.querySelector('[tabindex="0"]').focus();
                         const c = getComputedStyle(t); return [c.backgroundColor, c.color]; })();
  r.preColors = [getComputedStyle(pre).backgroundColor, getComputedStyle(pre).color];
  document.body.setAttribute('data-probe', JSON.stringify(r));
}, 50); });
</script>"""


def check(name, ok, detail=""):
    global PASSED, FAILED
    if ok:
        PASSED += 1
    else:
        FAILED += 1
        print("FAIL %s %s" % (name, detail))


def probe(page_html, scheme, variant):
    path = "%s/page-%s-%s.html" % (TMP, variant, scheme)
    with open(path, "w") as f:
        f.write(page_html.replace("</body>", PROBE + "</body>"))
    dom = subprocess.run([CHROMIUM, "--headless", "--disable-gpu", *SANDBOX, "--user-data-dir=%s/p" % TMP,
                          "--window-size=900,800", *(["--force-dark-mode"] if scheme == "dark" else []),
                          "--virtual-time-budget=10000", "--dump-dom", "file://" + path],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=60).stdout.decode()
    m = re.search(r'data-probe="([^"]*)"', dom)
    if not m:
        raise SystemExit("compiler-pages: the probe did not run in Chromium")
    return json.loads(html.unescape(m.group(1)))


with open(EXAMPLE) as f:
    source = f.read()
shown = source.split("// ---cut---\n", 1)[1]
shown = "".join(l for l in shown.splitlines(True) if not re.match(r"\s*//\s*(\^\?|@errors:)", l))

colors = {}
# The page as it is, light and dark; and with line numbers and a highlighted line (light only):
# the notes stay inside the line elements.
for variant, flags, schemes in (("plain", [], ("light", "dark")),
                                ("lines", ["--line-numbers", "--highlight-lines", "2"], ("light",))):
    page = subprocess.run([BINARY, "--compiler", "--standalone", *flags, EXAMPLE], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=300)
    if page.returncode != 0:
        raise SystemExit("compiler-pages: swift-highlight --compiler %s failed: %s" % (" ".join(flags), page.stderr.decode()))
    for scheme in schemes:
        r = probe(page.stdout.decode(), scheme, variant)
        name = scheme if variant == "plain" else "%s, %s" % (variant, scheme)
        if variant == "lines":
            check(name + ": one element per line, the notes below lines between them",
                  [l[0] for l in r["lines"]] == [str(k) for k in range(1, shown.count("\n") + 1)]
                  and sum(l[2] for l in r["lines"]) == 0 and sum(l[1] for l in r["lines"]) >= 20, r["lines"])
        check(name + ": every name has a focusable anchor", r["hover"] >= 20, r["hover"])
        check(name + ": popups closed until hovered or focused", r["hiddenBefore"] == 0, r["hiddenBefore"])
        check(name + ": aria-describedby names a tooltip", r["described"])
        check(name + ": the query and the error are shown below their lines",
              [b[1] for b in r["below"]] == ['"let answer: Double"',
                                             '"error: cannot convert value of type \'String\' to specified type \'Int\'"']
              and all(b[0] for b in r["below"]), r["below"])
        check(name + ": focus opens exactly its popup", all(f[1] and f[2] == 1 for f in r["focus"]),
              [f for f in r["focus"] if not (f[1] and f[2] == 1)])
        check(name + ": every popup stays inside the window", all(f[3] for f in r["focus"]),
              [(f[0], f[5]) for f in r["focus"] if not f[3]])
        check(name + ": a popup shows the declaration and its summary",
              any(f[0] == "length" and f[4] == "func length(of p: Point) -> DoubleThe distance from the origin."
                  for f in r["focus"]), [f for f in r["focus"] if f[0] == "length"])
        # (The selection of a whole <pre> leaves out its last line feed.)
        check(name + ": copying the block gives exactly the code", r["copied"] + "\n" == shown, repr(r["copied"]))
        check(name + ": without the tooltips the block is exactly the code", r["text"] == shown, repr(r["text"]))
        check(name + ": a popup has the block's colours", r["tipColors"] == r["preColors"], (r["tipColors"], r["preColors"]))
        if variant == "plain":
            colors[scheme] = r["preColors"]
check("the dark page is dark", colors["light"] != colors["dark"], colors)

print("compiler-pages: %d passed, %d failed" % (PASSED, FAILED))
sys.exit(1 if FAILED else 0)
